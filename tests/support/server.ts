// Starts the built server (dist/server/main.mjs) on a free loopback port with a temporary database.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverFlags } from '../../scripts/server-flags';

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

export async function startServer(env: Record<string, string> = {}, existingDir?: string): Promise<RunningServer> {
  const dir = existingDir ?? mkdtempSync(join(tmpdir(), 'respira-test-'));
  const dbPath = join(dir, 'respira.db');
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, [...serverFlags(), 'dist/server/main.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: dbPath, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}: ${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dbPath,
    dir,
    proc,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once('exit', (code) => resolve(code));
        proc.kill(signal);
      }),
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
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

/**
 * Makes an account as an operator does, with `npm run user:create` on the database file (email `name@example.com`,
 * password `password-123`), beside the running server. Answers what the script printed.
 */
export function createUserByScript(dbPath: string, name: string, role: string, subscription = 'free'): string {
  const args = ['--email', `${name}@example.com`, '--password', 'password-123', '--username', name, '--first', name, '--last', 'Test'];
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/user-create.ts', ...args, '--role', role, '--subscription', subscription],
    { env: { ...process.env, DATABASE_PATH: dbPath }, encoding: 'utf8' },
  );
}
