// A thousand learners starting an exam at the same moment (the start of a class) must not hold a thousand whole
// exams in memory at once: the server's RSS stays under 300 MB (it reached 480 MB when every answer was built
// and compressed at the same time), and every start succeeds.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSessionToken, sessionIdFromToken } from '../../src/server/features/users/sessions';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { withServerDb } from '../support/serverDb';

const LEARNERS = 1000;
let server: RunningServer;
const tokens: string[] = [];

beforeAll(async () => {
  server = await startServer();
  // Accounts and sessions written straight to the database: a thousand password hashes would only cost time here.
  const now = Date.now();
  const names = Array.from({ length: LEARNERS }, (_, i) => `crowd${i}`);
  await withServerDb(server.dbPath, async (db) => {
    const made = await db.all<{ id: number; username: string }>(
      `INSERT INTO users (username, email, password_hash, created_at, subscription_status)
       VALUES ${names.map(() => "(?, ?, 'unused', ?, 'pro')").join(', ')} RETURNING id, username`,
      ...names.flatMap((name) => [name, `${name}@example.com`, now]),
    );
    const ids = new Map(made.map((u) => [u.username, u.id]));
    const sessions = names.map((name) => {
      const token = generateSessionToken();
      tokens.push(token);
      return [sessionIdFromToken(token), ids.get(name), now + 86_400_000];
    });
    await db.run(`INSERT INTO sessions (id, user_id, expires_at) VALUES ${sessions.map(() => '(?, ?, ?)').join(', ')}`, ...sessions.flat());
  });
  expect(tokens).toHaveLength(LEARNERS);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))![1]) / 1024;

describe('a thousand exam starts at once', () => {
  it('answers every one with 201 and keeps the server under 300 MB RSS', async () => {
    let peak = rssMb();
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
    const statuses = await Promise.all(
      tokens.map((token, i) =>
        fetch(`${server.url}/api/exams/start`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ examType: i % 2 ? 'crt' : 'practice' }),
        }).then(
          async (res) => {
            const body = (await res.json()) as { questions?: unknown[] };
            return res.status === 201 && (body.questions?.length ?? 0) >= 100 ? 201 : res.status;
          },
          (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
        ),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, rssMb());
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect(peak).toBeLessThan(300);
  }, 120_000);
});
