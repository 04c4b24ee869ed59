// The rule a SQLite transaction's atomicity rests on (src/server/db.ts, transaction()): a body awaits only database
// calls. In development and tests a body that awaits anything else fails loudly and stores nothing.
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics } from '../../db/schema';
import { first, inTransaction, openDatabase, transaction, TransactionBodyAwaitedError, type DB } from '../../src/server/db';

const ids = [911, 912, 913];
const addTopic = (db: DB, id: number) => db.insert(topics).values({ id, name: `Topic ${id}` });
const stored = async (db: DB) =>
  (await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, ids)).orderBy(topics.id)).map((t) => t.id);

/** Awaits made inside a body, each of which hands the event loop a turn. */
const outsideAwaits: Record<string, () => Promise<unknown>> = {
  'a timer': () => sleep(1),
  setImmediate: () => new Promise((resolve) => setImmediate(resolve)),
  'a file read': () => readFile(fileURLToPath(import.meta.url)),
  'a promise another chain settles later': () => new Promise((resolve) => setTimeout(resolve, 0)),
};

describe('a SQLite transaction body awaits only the database', () => {
  for (const [what, wait] of Object.entries(outsideAwaits)) {
    it(`fails a body that awaits ${what}, and stores none of it`, async () => {
      const db = openDatabase(':memory:');
      const run = transaction(db, async (tx) => {
        await addTopic(tx, 911);
        await wait();
        await addTopic(tx, 912);
        return 'saved';
      });
      await expect(run).rejects.toBeInstanceOf(TransactionBodyAwaitedError);
      await expect(run).rejects.toThrow(/a transaction body awaits only database calls/);
      expect(await stored(db)).toEqual([]);
      expect(inTransaction(db)).toBe(false);
      // The connection serves the next transaction.
      await transaction(db, (tx) => addTopic(tx, 913));
      expect(await stored(db)).toEqual([913]);
    });
  }

  it('fails a body whose savepoint awaits a timer, and names the rule rather than what the body threw after', async () => {
    const db = openDatabase(':memory:');
    const run = transaction(db, async (tx) => {
      await addTopic(tx, 911);
      await transaction(tx, async (inner) => {
        await sleep(1);
        await addTopic(inner, 912);
      });
      throw new Error('later refusal');
    });
    await expect(run).rejects.toBeInstanceOf(TransactionBodyAwaitedError);
    expect(await stored(db)).toEqual([]);
  });

  it('passes a body of database calls however they are awaited: in turn, nested, through helpers, side by side', async () => {
    const db = openDatabase(':memory:');
    const helper = async (tx: DB) =>
      first(
        tx
          .select({ id: topics.id })
          .from(topics)
          .where(inArray(topics.id, [911]))
          .limit(1),
      );
    const answer = await transaction(db, async (tx) => {
      await addTopic(tx, 911);
      await transaction(tx, async (inner) => addTopic(inner, 912));
      const found = await helper(tx);
      await Promise.all([tx.select().from(topics), helper(tx), Promise.resolve('not the database, but settled')]);
      for (let i = 0; i < 50; i++) await Promise.resolve();
      await addTopic(tx, 913);
      return found?.id;
    });
    expect(answer).toBe(911);
    expect(await stored(db)).toEqual([911, 912, 913]);
  });

  it('passes back-to-back transactions started in the same tick, each after the one before', async () => {
    const db = openDatabase(':memory:');
    await Promise.all(ids.map((id) => transaction(db, (tx) => addTopic(tx, id))));
    expect(await stored(db)).toEqual(ids);
  });

  it('with the check off (NODE_ENV=production), commits such a body as before', async () => {
    const db = openDatabase(':memory:', { checkTransactionBodies: false });
    await transaction(db, async (tx) => {
      await addTopic(tx, 911);
      await sleep(1);
      await addTopic(tx, 912);
    });
    expect(await stored(db)).toEqual([911, 912]);
  });
});
