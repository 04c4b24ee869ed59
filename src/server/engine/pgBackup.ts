// Backing up and restoring a PostgreSQL database of Respira with PostgreSQL's own tools (pg_dump, pg_restore).
//
// scripts/db-backup.ts (`npm run db:backup`) calls `backupPostgres(DATABASE_URL, out)` when DATABASE_URL names
// PostgreSQL (default out: backups/respira-<timestamp>.dump) and prints the summary it returns; a `db:restore`
// script, if wanted, would call `restorePostgres(TARGET_URL, file)`. The procedure is in docs/operations-postgres.md.
import { execFile } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinDir } from './pgCluster';

const run = promisify(execFile);

/**
 * The libpq environment for `url`: the tools get the server, user, database and password from it, so the password
 * is never on a command line (which other users of the machine can read in the process list).
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  if (!/^postgres(ql)?:$/i.test(u.protocol)) throw new Error('Not a postgres:// URL.');
  const env: NodeJS.ProcessEnv = { ...process.env };
  // A PG* variable of the caller's must not redirect the tools to another server or database.
  for (const name of Object.keys(env)) if (name.startsWith('PG')) delete env[name];
  env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[(.*)\]$/, '$1')) || 'localhost';
  env.PGPORT = u.port || '5432';
  env.PGUSER = decodeURIComponent(u.username);
  env.PGDATABASE = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  if (!env.PGUSER || !env.PGDATABASE) throw new Error('DATABASE_URL must name a user and a database.');
  return env;
}

async function tool(name: string, args: string[], url: string): Promise<string> {
  try {
    const { stdout } = await run(join(postgresBinDir(), name), args, { env: libpqEnv(url), maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    const stderr = (err as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' && stderr.trim() ? stderr.trim() : err instanceof Error ? err.message : String(err);
    throw new Error(`${name} failed: ${detail}`, { cause: err });
  }
}

export interface BackupSummary {
  file: string;
  bytes: number;
  /** Entries in the archive's table of contents (tables, their data, indexes, triggers…), as pg_restore lists them. */
  entries: number;
  /** Tables whose rows the archive holds. */
  tablesWithData: number;
}

/** What `pg_restore --list` reads in an archive: fails if the file is not a whole custom-format archive. */
async function listArchive(file: string): Promise<{ entries: number; tablesWithData: number }> {
  let stdout: string;
  try {
    ({ stdout } = await run(join(postgresBinDir(), 'pg_restore'), ['--list', file], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    const stderr = (err as { stderr?: unknown }).stderr;
    throw new Error(`${file} is not a readable pg_dump archive: ${typeof stderr === 'string' ? stderr.trim() : String(err)}`, {
      cause: err,
    });
  }
  const lines = stdout.split('\n').filter((l) => l.trim() !== '' && !l.startsWith(';'));
  return { entries: lines.length, tablesWithData: lines.filter((l) => / TABLE DATA /.test(l)).length };
}

/**
 * A consistent snapshot of the database at `url` in pg_dump's custom format, safe while servers run and write
 * (pg_dump reads in one repeatable-read transaction). It is written beside `outFile` first and moved into place
 * only once `pg_restore --list` has read it back whole, so `outFile` is never a half-written archive. Refuses to
 * overwrite an existing file.
 */
export async function backupPostgres(url: string, outFile: string): Promise<BackupSummary> {
  if (existsSync(outFile)) throw new Error(`${outFile} already exists; choose another file.`);
  const partial = `${outFile}.partial`;
  rmSync(partial, { force: true });
  try {
    await tool('pg_dump', ['--format=custom', '--no-password', '--file', partial], url);
    const listed = await listArchive(partial);
    if (listed.tablesWithData === 0) throw new Error('the archive holds no table data');
    renameSync(partial, outFile);
    return { file: outFile, bytes: statSync(outFile).size, ...listed };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** Relations (tables, sequences, views…) outside PostgreSQL's own schemas: none in a database fit to restore into. */
async function userRelations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND s.nspname NOT LIKE 'pg_temp%'
         AND s.nspname NOT LIKE 'pg_toast_temp%'`,
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Restores a backupPostgres archive into the database at `url`, which must be empty (just created): restoring
 * over a live Respira database would leave behind whatever the archive does not know (a table of a later
 * migration), and the migrator would then trip over it. The restore is one transaction (all of it or nothing),
 * ownership goes to the restoring user and grants are left out
 * (--no-owner, --no-privileges: the roles of the backed-up server need not exist where it is restored), and `--clean --if-exists` only matters if the archive names
 * objects that came with the empty database (the public schema). Point the servers at the restored database after.
 */
export async function restorePostgres(url: string, file: string): Promise<{ entries: number; tablesWithData: number }> {
  const listed = await listArchive(file);
  const existing = await userRelations(url);
  if (existing > 0) {
    throw new Error(
      `The target database is not empty (${existing} tables, sequences or views): restore into a new database made with ` +
        `CREATE DATABASE … TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C', then point DATABASE_URL at it.`,
    );
  }
  await tool(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      '--no-password',
      '--dbname',
      libpqEnv(url).PGDATABASE ?? '',
      file,
    ],
    url,
  );
  return listed;
}
