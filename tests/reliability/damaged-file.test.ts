// A database file damaged in the middle (a bad sector, a torn copy) must stop the built server at start-up
// with one line on stderr and a non-zero exit, instead of starting and answering 500s from the damaged
// pages. An intact copy of the same file starts.
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, mkdirSync, mkdtempSync, openSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnv, serverFlags } from '../../scripts/server-flags';
import { openDatabase } from '../../src/server/db';
import { seededRandom } from '../../src/server/lib/random';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { freePort, removeDir, startServer } from '../support/server';

let dir: string;
let seeded: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'respira-damaged-'));
  seeded = join(dir, 'seeded.db');
  const db = openDatabase(seeded);
  await seedDatabase(db, new Date('2026-03-10T12:00:00Z'));
  // The last connection's close folds the write-ahead log into the file: the copy below is the whole database.
  db.$client.close();
});

afterAll(() => {
  if (dir) removeDir(dir);
});

/** Overwrites `pages` pages in the middle of the file with noise, as a bad sector or a torn copy would. */
function damageMiddle(path: string, pages = 8): void {
  const pageSize = 4096;
  const middle = Math.floor(statSync(path).size / pageSize / 2) * pageSize;
  const random = seededRandom(3);
  const noise = Buffer.from(Array.from({ length: pages * pageSize }, () => Math.floor(random() * 256)));
  const fd = openSync(path, 'r+');
  try {
    writeSync(fd, noise, 0, noise.length, middle);
  } finally {
    closeSync(fd);
  }
}

/** Runs the built server on `dbPath` until it exits (or 20 s pass): its exit code and what it wrote. */
async function runUntilExit(dbPath: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const proc = spawn(process.execPath, [...serverFlags(), 'dist/server/main.mjs'], {
    env: { ...process.env, ...serverEnv(), PORT: String(await freePort()), HOST: '127.0.0.1', DATABASE_PATH: dbPath, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  proc.stdout.on('data', (d) => (stdout += d));
  proc.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => proc.once('exit', (c) => resolve(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

describe('a database file damaged in the middle', () => {
  it('stops start-up with one line on stderr and a non-zero exit', async () => {
    const damaged = join(dir, 'damaged.db');
    copyFileSync(seeded, damaged);
    damageMiddle(damaged);
    const run = await runUntilExit(damaged);
    expect(run.code, `still running after 20 s on a damaged file: ${run.stdout}${run.stderr}`).not.toBeNull();
    expect(run.code, run.stdout + run.stderr).not.toBe(0);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr.trim()).toMatch(
      new RegExp(
        `^The database file ${damaged.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged \\(.+\\); restore it from a backup \\(npm run db:backup makes them\\)\\.$`,
      ),
    );
    expect(run.stdout).toBe('');
  });

  it('an intact copy of the same file starts and answers', async () => {
    const home = join(dir, 'intact');
    mkdirSync(home);
    copyFileSync(seeded, join(home, 'respira.db'));
    const server = await startServer({}, home);
    try {
      const topics = await fetch(`${server.url}/api/topics`);
      expect(topics.status).toBe(200);
      expect(((await topics.json()) as unknown[]).length).toBe(13);
    } finally {
      await server.stop();
    }
  });
});
