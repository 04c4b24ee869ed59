import { existsSync, readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './accounts';

export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return;
  const { pid, dir, mailDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; dir: string; mailDir?: string };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
