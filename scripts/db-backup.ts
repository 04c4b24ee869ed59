// npm run db:backup -- [--out path]
// On PostgreSQL (DATABASE_URL=postgres://…): pg_dump's custom format through backupPostgres (src/server/engine/
// pgBackup.ts), default backups/respira-<timestamp>.dump under the working directory; restore as
// docs/operations-postgres.md says.
// On the SQLite file: an online backup through SQLite's backup API (better-sqlite3's db.backup()): safe while the server runs
// and writes. The copy is checked (PRAGMA integrity_check) and left as one self-contained file.
// Default: backups/respira-<timestamp>.db beside the database (data/backups/ for the default data/respira.db).
// Restore: stop the server, copy the backup over DATABASE_PATH (removing any -wal and -shm files), start it.
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig, ConfigError, type Config } from '../src/server/config';
import { backupPostgres } from '../src/server/engine/pgBackup';
import { isPostgresUrl } from '../src/server/engine/engineChoice';
import { backupDir, postgresBackupDir } from '../src/server/features/admin/systemStatus';
import { parseArgs } from './context';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = parseArgs(process.argv.slice(2));
let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const outArg = args.out && args.out !== 'true' ? args.out : undefined;

if (isPostgresUrl(config.DATABASE_URL)) {
  const out = resolve(outArg ?? join(postgresBackupDir(), `respira-${stamp}.dump`));
  if (existsSync(out)) fail(`${out} already exists; choose another --out.`);
  mkdirSync(dirname(out), { recursive: true });
  const started = Date.now();
  try {
    const summary = await backupPostgres(config.DATABASE_URL, out);
    const mb = (summary.bytes / 1024 / 1024).toFixed(1);
    // The URL is not printed: it may hold the password.
    console.log(
      `Backed up the PostgreSQL database to ${out} (${mb} MB, ${summary.entries} archive entries, ` +
        `${summary.tablesWithData} tables with data, read back whole, ${Date.now() - started} ms)`,
    );
  } catch (err) {
    fail(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  process.exit(0);
}

const source = config.DATABASE_PATH;
if (source === ':memory:') fail('DATABASE_PATH is :memory:; there is no file to back up.');
if (!existsSync(source)) fail(`No database at ${resolve(source)} (set DATABASE_PATH).`);

const out = resolve(outArg ?? join(backupDir(source), `respira-${stamp}.db`));
if (existsSync(out)) fail(`${out} already exists; choose another --out.`);
mkdirSync(dirname(out), { recursive: true });

const started = Date.now();
const db = new Database(source, { fileMustExist: true });
try {
  // A writer holding the lock makes the backup wait, as the scripts do, rather than fail.
  db.pragma('busy_timeout = 5000');
  // Each step copies every remaining page in one read transaction: the server's writes between steps
  // cannot make the backup start over again and again.
  await db.backup(out, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
} catch (err) {
  fail(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  db.close();
}

const copy = new Database(out);
try {
  // The source runs in WAL mode; the copy becomes a single file that needs no -wal beside it.
  copy.pragma('journal_mode = DELETE');
  const integrity = copy.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') fail(`The backup at ${out} failed its integrity check: ${String(integrity)}`);
  const count = (table: string) => copy.prepare(`SELECT count(*) FROM "${table}"`).pluck().get() as number;
  const summary = ['users', 'questions', 'quiz_attempts', 'attempt_answers'].map((t) => `${count(t)} ${t}`).join(', ');
  const mb = (statSync(out).size / 1024 / 1024).toFixed(1);
  console.log(`Backed up ${resolve(source)} to ${out} (${mb} MB, integrity ok, ${Date.now() - started} ms): ${summary}`);
} finally {
  copy.close();
}
