import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startServer } from '../support/server';
import { ACCOUNTS, STATE_FILE } from './accounts';

/** One built server with a temporary database for the whole browser run, with the known accounts. */
export default async function globalSetup() {
  const server = await startServer();
  for (const a of Object.values(ACCOUNTS)) {
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/user-create.ts', '--email', a.email, '--password', a.password, '--username', a.username,
        '--first', a.first, '--last', a.last, '--role', a.role, '--subscription', a.subscription],
      { env: { ...process.env, DATABASE_PATH: server.dbPath }, stdio: 'ignore' },
    );
  }
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DB_PATH = server.dbPath;
  writeFileSync(STATE_FILE, JSON.stringify({ pid: server.proc.pid, dir: server.dir, url: server.url }));
  server.proc.unref();
}
