// A tRPC batch runs one procedure per call, so the server caps how many calls one request may carry:
// past MAX_BATCH_SIZE the whole batch is refused with a 400 and a message, and none of its calls runs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { questions, quizAttempts } from '../../db/schema';
import { closeDatabase, countRows } from '../../src/server/db';
import { buildServer, MAX_BATCH_SIZE } from '../../src/server/http';
import { makeWorld, type TestWorld } from '../support/db';

let world: TestWorld;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  world = await makeWorld();
  token = (await world.signUp('batcher', { subscriptionStatus: 'pro' })).token;
  app = await buildServer(world, { logLevel: 'silent' });
});

afterAll(async () => {
  await app?.close();
  if (world) await closeDatabase(world.db);
});

const attempts = () => countRows(world.db, quizAttempts);

function readBatch(size: number) {
  const paths = Array.from({ length: size }, () => 'learner.topics').join(',');
  return app.inject({ method: 'GET', url: `/trpc/${paths}?batch=1&input=%7B%7D`, headers: { authorization: `Bearer ${token}` } });
}

describe('tRPC batch size', () => {
  it('answers a batch at the cap', async () => {
    const res = await readBatch(MAX_BATCH_SIZE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MAX_BATCH_SIZE);
  });

  it('refuses a read batch past the cap with a 400 and a message', async () => {
    const res = await readBatch(MAX_BATCH_SIZE + 1);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { json: { message: string; data: { httpStatus: number } } } }>();
    expect(body.error.json.message).toMatch(/batch/i);
    expect(body.error.json.data.httpStatus).toBe(400);
  });

  it('refuses a write batch past the cap without running any of it', async () => {
    const questionIds = (
      await world.db.select({ id: questions.id }).from(questions).where(eq(questions.topicId, 1)).orderBy(asc(questions.id))
    ).map((q) => q.id);
    expect(questionIds.length).toBeGreaterThan(0);
    const size = MAX_BATCH_SIZE + 1;
    const input = Object.fromEntries(
      Array.from({ length: size }, (_, k) => [
        k,
        {
          json: {
            topicId: 1,
            questionsAnswered: questionIds.map((questionId) => ({ questionId, userAnswer: 'A' })),
            clientId: `batch-${k}-xxxxxxxx`,
          },
        },
      ]),
    );
    const before = await attempts();
    const res = await app.inject({
      method: 'POST',
      url: `/trpc/${Array.from({ length: size }, () => 'learner.saveAttempt').join(',')}?batch=1`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode).toBe(400);
    expect(await attempts()).toBe(before);
  });
});
