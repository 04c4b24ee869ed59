// A throwaway PostgreSQL cluster in a temporary directory, on a free loopback port, for tests, the bench and CI
// (scripts/pg-cluster.ts is its command line). Never for production data: it is made to be thrown away.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** What a started cluster needs to be reached and stopped; written to <dir>/cluster.json. */
export interface ClusterInfo {
  dir: string;
  host: string;
  port: number;
  user: string;
  password: string;
}

/** fast: no fsync at all (tests). durable: fsync on, commits not waited for, like SQLite's WAL + synchronous=NORMAL. */
export type ClusterDurability = 'fast' | 'durable';

/** The directory holding initdb, pg_ctl and postgres: PG_BINDIR, else Debian's newest /usr/lib/postgresql/N/bin. */
export function postgresBinDir(): string {
  const fromEnv = process.env.PG_BINDIR;
  if (fromEnv) return fromEnv;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const majors = readdirSync(root)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of majors) if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  }
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian), or set PG_BINDIR to its bin directory.');
  }
}

interface RunAs {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster runs as PG_CLUSTER_USER, else `nobody` (present on
 * every Debian system); as anyone else, as that user.
 */
function clusterUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const name = process.env.PG_CLUSTER_USER ?? 'nobody';
  const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function pgTool(dir: string, tool: string, args: string[]): Promise<string> {
  const as = clusterUser();
  try {
    const { stdout } = await run(join(postgresBinDir(), tool), args, {
      cwd: dir,
      env: { ...process.env, HOME: dir, LC_ALL: 'C', PGDATA: join(dir, 'data') },
      ...(as ?? {}),
    });
    return stdout;
  } catch (err) {
    const stderr = (err as { stderr?: unknown }).stderr;
    const log = existsSync(join(dir, 'postgres.log')) ? readFileSync(join(dir, 'postgres.log'), 'utf8').slice(-2000) : '';
    throw new Error(`${tool} failed: ${typeof stderr === 'string' ? stderr.trim() : String(err)}${log ? `\n${log}` : ''}`, {
      cause: err,
    });
  }
}

/** A loopback port nobody listens on now (another process could still take it first: start() retries). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** postgres://… for one database of the cluster. */
export function clusterUrl(info: ClusterInfo, database = 'postgres'): string {
  return `postgres://${info.user}:${info.password}@${info.host}:${info.port}/${database}`;
}

/**
 * initdb in a fresh temporary directory and start it, listening on 127.0.0.1 only, with a random password. Its
 * text compares and sorts bytewise and lower() folds ASCII letters only (locale C), as SQLite does.
 */
export async function startCluster(options: { durability?: ClusterDurability } = {}): Promise<ClusterInfo> {
  const dir = mkdtempSync(join(tmpdir(), 'respira-pg-'));
  const as = clusterUser();
  if (as) chownSync(dir, as.uid, as.gid);
  const password = randomBytes(18).toString('base64url');
  writeFileSync(join(dir, 'pwfile'), `${password}\n`, { mode: 0o600 });
  if (as) chownSync(join(dir, 'pwfile'), as.uid, as.gid);
  try {
    await pgTool(dir, 'initdb', [
      '--pgdata',
      join(dir, 'data'),
      '--username',
      'postgres',
      '--pwfile',
      join(dir, 'pwfile'),
      '--auth',
      'scram-sha-256',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
    ]);
    rmSync(join(dir, 'pwfile'));
    const durable = options.durability === 'durable';
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        `max_connections = 200`,
        `synchronous_commit = off`,
        `fsync = ${durable ? 'on' : 'off'}`,
        `full_page_writes = ${durable ? 'on' : 'off'}`,
      ];
      writeFileSync(join(dir, 'data', 'postgresql.auto.conf'), settings.join('\n') + '\n');
      try {
        await pgTool(dir, 'pg_ctl', [
          '--pgdata',
          join(dir, 'data'),
          '--log',
          join(dir, 'postgres.log'),
          '--wait',
          '--timeout',
          '60',
          'start',
        ]);
        const info: ClusterInfo = { dir, host: '127.0.0.1', port, user: 'postgres', password };
        writeFileSync(join(dir, 'cluster.json'), JSON.stringify(info), { mode: 0o600 });
        return info;
      } catch (err) {
        // The port was taken between the probe and the start: try another one.
        if (attempt >= 3 || !/could not bind|Address already in use/i.test(String(err))) throw err;
      }
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** The cluster started in `dir` (its cluster.json). */
export function readCluster(dir: string): ClusterInfo {
  return JSON.parse(readFileSync(join(dir, 'cluster.json'), 'utf8')) as ClusterInfo;
}

/** Stops the cluster in `dir` (fast shutdown: sessions are ended) and removes the directory. */
export async function stopCluster(dir: string): Promise<void> {
  if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
    await pgTool(dir, 'pg_ctl', ['--pgdata', join(dir, 'data'), '--mode', 'fast', '--wait', 'stop']);
  }
  rmSync(dir, { recursive: true, force: true });
}

/** The same, synchronously, for a process that is exiting (an 'exit' handler cannot wait). */
export function stopClusterSync(dir: string): void {
  if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
    const as = clusterUser();
    try {
      execFileSync(join(postgresBinDir(), 'pg_ctl'), ['--pgdata', join(dir, 'data'), '--mode', 'immediate', '--wait', 'stop'], {
        cwd: dir,
        stdio: 'ignore',
        ...(as ?? {}),
      });
    } catch {
      // Already gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements on the cluster's maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onCluster(info: ClusterInfo, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl(info) });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database (C collation, like the cluster), or a copy of `template`. The copy is made file by file
 * (STRATEGY FILE_COPY, PostgreSQL 15+): for a small template with fsync off it took 70 ms here against 460 ms for
 * the default, which writes the whole copy to the WAL.
 */
export async function createDatabase(info: ClusterInfo, name: string, template?: string): Promise<string> {
  const client = new pg.Client({ connectionString: clusterUrl(info) });
  await client.connect();
  try {
    const version = await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
    const fileCopy = template !== undefined && Number(version.rows[0]?.v) >= 150000 ? ' STRATEGY FILE_COPY' : '';
    await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template ?? 'template0')}${fileCopy}`);
  } finally {
    await client.end();
  }
  return clusterUrl(info, name);
}

/** Drops a database, ending any session still connected to it. */
export async function dropDatabase(info: ClusterInfo, name: string): Promise<void> {
  await onCluster(info, [`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`]);
}
