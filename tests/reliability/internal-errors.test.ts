// A fault of ours (an unexpected database error, here a trigger raising SQLite's own "database disk image is
// malformed", or on PostgreSQL the same words as data_corrupted, SQLSTATE XX001) answers 500 with the same masked message on REST and on tRPC, a save included;
// the cause reaches the server's log, not the caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../src/server/wire';
import { api, postgresFor, removeDir, startServer, type RunningServer } from '../support/server';
import { withServerDb } from '../support/serverDb';
import { createAccounts, type Account } from './support';

const CAUSE = 'database disk image is malformed';

let server: RunningServer;
let call: ReturnType<typeof api>;
let admin: Account;
let pro: Account;
let questionIds: number[];

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  ({ admin, pro } = (await createAccounts(server.dbPath, { admin: 'maskadmin', pro: 'maskpro' })) as Record<'admin' | 'pro', Account>);
  const onPg = postgresFor(server.dbPath) !== undefined;
  await withServerDb(server.dbPath, async (db) => {
    questionIds = await db.column<number>('SELECT id FROM questions WHERE topic_id = 1 ORDER BY id LIMIT 3');
    if (onPg) {
      await db.run(
        `CREATE FUNCTION broken() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION '${CAUSE}' USING ERRCODE = 'XX001'; END $$`,
      );
    }
    for (const table of ['questions', 'quiz_attempts']) {
      await db.run(
        onPg
          ? `CREATE TRIGGER broken_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION broken()`
          : `CREATE TRIGGER broken_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${CAUSE}'); END`,
      );
    }
  });
  expect(questionIds).toHaveLength(3);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

const question = {
  topicId: 1,
  questionText: 'Which alarm sounds first when the patient coughs?',
  options: ['High pressure', 'Low pressure', 'Apnea', 'Low minute volume'],
  correctAnswer: 'A',
  explanation: 'A cough raises airway pressure.\nCorrect Answer: A',
  difficulty: 'easy',
};
const attempt = () => ({ topicId: 1, questionsAnswered: questionIds.map((questionId) => ({ questionId, userAnswer: 'A' })) });

async function trpcMutation(path: string, token: string, input: unknown, batch = false) {
  const res = await fetch(`${server.url}/trpc/${path}${batch ? '?batch=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(batch ? { 0: { json: input } } : { json: input }),
  });
  const text = await res.text();
  const json = JSON.parse(text) as { error?: { json: { message: string } } } | { error?: { json: { message: string } } }[];
  return { status: res.status, text, message: (Array.isArray(json) ? json[0] : json)?.error?.json.message };
}

describe('an internal error', () => {
  it('answers the masked message over REST', async () => {
    for (const [path, token, body] of [
      ['/api/admin/questions', admin.token, question],
      ['/api/quiz-attempts', pro.token, attempt()],
    ] as const) {
      const res = await call('POST', path, { token, body });
      expect(res.status, path).toBe(500);
      expect(res.body).toEqual({ message: INTERNAL_ERROR_MESSAGE });
    }
  });

  it('answers the same masked message over tRPC, single and batched, a save included', async () => {
    for (const [path, token, input] of [
      ['admin.createQuestion', admin.token, question],
      ['learner.saveAttempt', pro.token, attempt()],
    ] as const) {
      for (const batch of [false, true]) {
        const res = await trpcMutation(path, token, input, batch);
        expect(res.status, `${path} batch=${batch}`).toBe(500);
        expect(res.message, `${path} batch=${batch}`).toBe(INTERNAL_ERROR_MESSAGE);
        expect(res.text).not.toContain(CAUSE);
      }
    }
  });

  it('leaves the cause in the log', () => {
    expect(server.output()).toContain(CAUSE);
  });
});
