// Crash safety: the built server is killed with SIGKILL in the middle of sustained attempt writes, twice,
// and restarted on the same database. Every attempt acknowledged with a 2xx is there with all its answers,
// running totals agree with the attempts, and the database is sound (SQLite: PRAGMA integrity_check of the file;
// PostgreSQL, where only the server process dies: amcheck on every index).
import { afterAll, describe, expect, it } from 'vitest';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import type { Out } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';
import { createAccounts, saveAttemptVia, serverIntegrityCheck, serverTotalsMismatches } from './support';

const WRITERS = 24;
const ANSWERS = 10;
let server: RunningServer | undefined;
let dir: string | undefined;

afterAll(async () => {
  await server?.stop('SIGKILL');
  if (dir) removeDir(dir);
});

interface Ack {
  clientId: string;
  id: number;
}

/** Writers post attempts until the server dies under them; what came back 2xx is recorded. */
async function writeUntilKilled(s: RunningServer, token: string, questionIds: number[], round: number, acks: Ack[], unsure: string[]) {
  const ackedAtStart = acks.length;
  let dead = false;
  const writer = async (w: number) => {
    for (let i = 0; !dead; i++) {
      const clientId = `crash-r${round}-w${w}-n${i}`;
      try {
        // Half the writers over REST, half as the browser saves (tRPC).
        const res = await saveAttemptVia(w % 2 ? 'trpc' : 'rest', s.url, token, {
          topicId: 1,
          questionsAnswered: questionIds.slice(0, ANSWERS).map((questionId, k) => ({ questionId, userAnswer: 'ABCD'[(k + i) % 4] })),
          clientId,
          timeSpent: 60,
        });
        if (res.ok) acks.push({ clientId, id: res.id! });
        else throw new Error(`unexpected ${res.status}: ${res.message}`);
      } catch (err) {
        // The connection died with the server: this attempt may or may not have been committed.
        if (!dead && s.proc.exitCode === null && s.proc.signalCode === null) throw err;
        unsure.push(clientId);
        return;
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
  // Sustained writes first (WAL checkpoints included), then the kill lands while requests are in flight.
  const until = Date.now() + 4000;
  while (acks.length < ackedAtStart + 600 && (Date.now() < until || acks.length < ackedAtStart + 20)) {
    await new Promise((r) => setTimeout(r, 5));
  }
  const killed = s.stop('SIGKILL');
  dead = true;
  expect(await killed).toBeNull();
  expect(s.proc.signalCode).toBe('SIGKILL');
  await Promise.all(writers);
}

describe('crash safety', () => {
  it('keeps every acknowledged attempt through SIGKILL and restart, with a sound file', async () => {
    server = await startServer();
    dir = server.dir;
    const dbPath = server.dbPath;
    const { pro } = await createAccounts(dbPath, { pro: 'crashpro' });
    const questions = await api(server.url)<Out['learner']['topicQuestions']>('GET', '/api/questions/1', { token: pro!.token });
    const questionIds: number[] = questions.body.map((q: { id: number }) => q.id);
    expect(questionIds.length).toBeGreaterThanOrEqual(ANSWERS);

    const acks: Ack[] = [];
    const unsure: string[] = [];
    for (let round = 1; round <= 2; round++) {
      if (round > 1) server = await startServer({}, dir);
      await writeUntilKilled(server, pro!.token, questionIds, round, acks, unsure);
    }
    expect(unsure.length).toBeGreaterThan(0);

    // The database as the kill left it: sound, and holding every acknowledged attempt with its answers.
    const check = await serverIntegrityCheck(dbPath);
    expect(check.integrity).toEqual(['ok']);
    expect(check.foreignKeys).toEqual([]);
    await withServerDb(dbPath, async (db) => {
      const stored = new Map(
        (await db.all<Ack>('SELECT client_id AS "clientId", id FROM quiz_attempts WHERE user_id = ?', pro!.id)).map((a) => [
          a.clientId,
          a.id,
        ]),
      );
      const missing = acks.filter((a) => stored.get(a.clientId) !== a.id);
      expect(missing, `${missing.length} of ${acks.length} acknowledged attempts are missing`).toEqual([]);
      const incomplete = await db.all(
        `SELECT a.id, count(x.id) AS answers FROM quiz_attempts a LEFT JOIN attempt_answers x ON x.attempt_id = a.id
          WHERE a.user_id = ? GROUP BY a.id HAVING count(x.id) != ?`,
        pro!.id,
        ANSWERS,
      );
      expect(incomplete).toEqual([]);
      expect(await serverTotalsMismatches(db)).toEqual([]);
    });

    // Restarted, the server serves them; resending the unacknowledged ones (same clientId) stores each once.
    server = await startServer({}, dir);
    const call = api(server.url);
    const stats = await call<Out['learner']['stats']>('GET', '/api/user-stats', { token: pro!.token });
    expect(stats.status).toBe(200);
    expect(stats.body.totalQuizzes).toBeGreaterThanOrEqual(acks.length);
    for (const clientId of unsure) {
      const res = await call('POST', '/api/quiz-attempts', {
        token: pro!.token,
        body: {
          topicId: 1,
          questionsAnswered: questionIds.slice(0, ANSWERS).map((questionId) => ({ questionId, userAnswer: 'A' })),
          clientId,
        },
      });
      expect([200, 201]).toContain(res.status);
    }
    await server.stop();
    await withServerDb(dbPath, async (db) => {
      expect(await db.value('SELECT count(*) FROM quiz_attempts WHERE user_id = ?', pro!.id)).toBe(acks.length + unsure.length);
      expect(await serverTotalsMismatches(db)).toEqual([]);
    });
    expect(await serverIntegrityCheck(dbPath)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  }, 90_000);
});
