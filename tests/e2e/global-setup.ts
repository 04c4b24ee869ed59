import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { startServer } from '../support/server';
import { ACCOUNTS, STATE_FILE } from './accounts';

const run = promisify(execFile);

/** One built server with a temporary database for the whole browser run, with the known accounts. */
export default async function globalSetup() {
  // Default limits: the browser run's hundred-odd accounts from 127.0.0.1 fit them, as a school network must.
  const server = await startServer();
  // The accounts are made side by side (the database is in WAL mode with a busy timeout).
  await Promise.all(
    Object.values(ACCOUNTS).map((a) =>
      run(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/user-create.ts',
          '--email',
          a.email,
          '--password',
          a.password,
          '--username',
          a.username,
          '--first',
          a.first,
          '--last',
          a.last,
          '--role',
          a.role,
          '--subscription',
          a.subscription,
        ],
        { env: { ...process.env, DATABASE_PATH: server.dbPath } },
      ),
    ),
  );
  // Each known account signs in once here, so its first visit (a "Welcome", issue #27) is behind it and every spec's
  // sign-in, in whatever order the workers run them, is a return ("Welcome back").
  await Promise.all(
    Object.values(ACCOUNTS).map(async (a) => {
      const res = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: a.email, password: a.password }),
      });
      if (res.status !== 200) throw new Error(`first sign-in of ${a.email}: ${res.status}`);
    }),
  );
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DB_PATH = server.dbPath;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.proc.pid, dir: server.dir, url: server.url }));
  server.proc.unref();
}
