// A tRPC batch of mutations on SQLite: each mutation is its own transaction. tRPC starts a batch's calls at once;
// run side by side, a plain write of one would join another's open transaction and vanish with its rollback while
// its own call answered success (src/server/mutationsInTurn.ts).
import { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { z } from 'zod';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import { loadConfig } from '../../src/server/config';
import { openDatabase, transaction, type DB } from '../../src/server/db';
import { publicProcedure, router, type Context } from '../../src/server/trpc';
import { localRuntime } from '../../src/server/lib/runtime';

const addTopic = (db: DB, id: number) => db.insert(topics).values({ id, name: `Topic ${id}` });

const writes = router({
  /** Writes, gives other chains of this tick every chance to run, then refuses: its transaction rolls back. */
  refused: publicProcedure.mutation(({ ctx }) =>
    transaction(ctx.db, async (tx) => {
      await addTopic(tx, 921);
      for (let i = 0; i < 20; i++) await Promise.resolve();
      throw new TRPCError({ code: 'CONFLICT', message: 'refused' });
    }),
  ),
  /** One plain statement, outside any transaction of its own. */
  plain: publicProcedure.mutation(async ({ ctx }) => {
    await addTopic(ctx.db, 922);
    return 'saved';
  }),
  /** Notes its start and end around a few turns of the tick. */
  noted: publicProcedure.input(z.string()).mutation(async ({ input }) => {
    log.push(`${input} begins`);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    log.push(`${input} ends`);
  }),
});
const log: string[] = [];

async function batch(db: DB, paths: string[], inputs: unknown[] = []): Promise<unknown[]> {
  const context: Context = {
    db,
    config: loadConfig({}),
    now: () => new Date(0),
    random: Math.random,
    runtime: localRuntime(),
    user: null,
    sessionId: null,
    clientAddress: null,
  };
  const input = Object.fromEntries(paths.map((_, i) => [i, { json: inputs[i] ?? null }]));
  const res = await fetchRequestHandler({
    endpoint: '/trpc',
    req: new Request(`http://respira.test/trpc/${paths.join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    }),
    router: writes,
    createContext: () => context,
    onError: () => undefined,
  });
  return (await res.json()) as unknown[];
}

describe('a batch of mutations', () => {
  it('keeps each mutation its own transaction: a plain write beside a rollback is stored', async () => {
    const db = openDatabase(':memory:');
    const answers = await batch(db, ['refused', 'plain']);
    expect(answers).toMatchObject([{ error: { json: { message: 'refused' } } }, { result: { data: { json: 'saved' } } }]);
    const stored = await db
      .select({ id: topics.id })
      .from(topics)
      .where(inArray(topics.id, [921, 922]));
    expect(stored.map((t) => t.id)).toEqual([922]);
  });

  it('runs them in the batch order, each to its end before the next begins', async () => {
    const db = openDatabase(':memory:');
    await batch(db, ['noted', 'noted', 'noted'], ['a', 'b', 'c']);
    expect(log).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
  });
});
