// Starts the built server (dist/server/main.mjs) on a free loopback port with a temporary database: a SQLite file
// in a temporary directory, or, when the suite runs for PostgreSQL (TEST_DATABASE=postgres, the vitest project
// "postgres"), a database of its own on the run's throwaway cluster (tests/support/postgres.ts).
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEnv, serverFlags } from '../../scripts/server-flags';
import { startChild, startDeadlineMs } from './child';
import { freshPostgres, type PgTestDatabase } from './postgres';

/** This run's servers use PostgreSQL (the vitest project "postgres" sets it). */
export const onPostgresRun = process.env.TEST_DATABASE === 'postgres';

/**
 * The PostgreSQL database of each server directory (a server restarted on the same directory finds its data again),
 * and the reverse: what `dbPath` stands for on PostgreSQL, for the helpers that reach a server's database beside it.
 */
const pgByDir = new Map<string, PgTestDatabase>();
const pgByDbPath = new Map<string, PgTestDatabase>();

/** The PostgreSQL database standing for this SQLite path in a PostgreSQL run, or undefined (SQLite). */
export function postgresFor(dbPath: string): PgTestDatabase | undefined {
  return pgByDbPath.get(dbPath);
}

/** The environment a script or server needs to open the database at `dbPath` (a SQLite file, or its PostgreSQL one). */
export function databaseEnv(dbPath: string): Record<string, string> {
  const pgDb = postgresFor(dbPath);
  return pgDb ? { DATABASE_URL: pgDb.url } : { DATABASE_PATH: dbPath };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dbPath: string;
  dir: string;
  proc: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** `startMs`: how long the start may take (default TEST_SERVER_START_MS, else 30 s); a missed start leaves no process. */
export async function startServer(
  env: Record<string, string> = {},
  existingDir?: string,
  opts: { startMs?: number } = {},
): Promise<RunningServer> {
  const dir = existingDir ?? mkdtempSync(join(tmpdir(), 'respira-test-'));
  const dbPath = join(dir, 'respira.db');
  if (onPostgresRun && !pgByDir.has(dir) && env.DATABASE_URL === undefined) {
    const pgDb = await freshPostgres();
    pgByDir.set(dir, pgDb);
    pgByDbPath.set(dbPath, pgDb);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Every server's log in one file as well, when asked (TEST_SERVER_LOG=path): what a failing run's 500s were.
  const logFile = process.env.TEST_SERVER_LOG;
  // Ready when /api/health answers: at LOG_LEVEL=warn the server prints no listening line to wait for.
  const { proc, output } = await startChild({
    args: [...serverFlags(), 'dist/server/main.mjs'],
    // APP_URL: links in mail point back at this very server.
    env: {
      ...process.env,
      ...serverEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      ...databaseEnv(dbPath),
      LOG_LEVEL: 'warn',
      ...env,
    },
    ready: async () => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok,
    deadlineMs: startDeadlineMs(opts.startMs),
    label: 'server',
    onOutput: logFile ? (d) => appendFileSync(logFile, d) : undefined,
  });
  return {
    url,
    port,
    dbPath,
    dir,
    proc,
    output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        // Already gone (exited, or killed by a signal: then exitCode stays null).
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}

/** Removes a server's directory, and on PostgreSQL drops its database (in the background: the run's end waits). */
export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const pgDb = pgByDir.get(dir);
  if (pgDb) {
    pgByDir.delete(dir);
    for (const [path, d] of pgByDbPath) if (d === pgDb) pgByDbPath.delete(path);
    // Dropped WITH (FORCE): a server still running loses its connections, as the directory's removal would.
    pgDb.close().catch(() => undefined);
  }
}

/** A REST answer: its status, its parsed JSON body (typed by the caller as the shape it expects) and headers. */
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small JSON client for the REST surface. */
export function api(base: string) {
  return async function call<T = unknown>(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; raw?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = opts.raw;
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // The caller names the shape it expects; the assertions check it.
    return { status: res.status, body: json as T, headers: res.headers };
  };
}
