// transaction() in src/server/db.ts: all or nothing, savepoints for nested calls of the same chain, one top-level
// transaction at a time per connection, and a COMMIT that fails reaching the caller.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions, topics } from '../../db/schema';
import { first, inTransaction, openDatabase, sqliteClient, transaction, type DB } from '../../src/server/db';

const topicIds = [901, 902, 903];
const addTopic = (db: DB, id: number) => db.insert(topics).values({ id, name: `Topic ${id}` });
const storedTopics = async (db: DB) =>
  (await db.select({ id: topics.id }).from(topics).where(inArray(topics.id, topicIds)).orderBy(topics.id)).map((t) => t.id);

describe('transaction', () => {
  it('keeps every statement of a body that returns, and none of one that throws', async () => {
    const db = openDatabase(':memory:');
    const answer = await transaction(db, async (tx) => {
      await addTopic(tx, 901);
      return 'done';
    });
    expect(answer).toBe('done');
    await expect(
      transaction(db, async (tx) => {
        await addTopic(tx, 902);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await storedTopics(db)).toEqual([901]);
    expect(inTransaction(db)).toBe(false);
  });

  it('makes a nested call a savepoint: its statements are undone alone when it throws', async () => {
    const db = openDatabase(':memory:');
    await transaction(db, async (tx) => {
      await addTopic(tx, 901);
      await expect(
        transaction(tx, async (inner) => {
          await addTopic(inner, 902);
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
      await transaction(tx, async (inner) => addTopic(inner, 903));
    });
    expect(await storedTopics(db)).toEqual([901, 903]);
  });

  it('runs a second request’s transaction after the first, never inside it', async () => {
    const db = openDatabase(':memory:');
    const order: string[] = [];
    // The second request's chain starts while the first transaction is open, from outside its chain of awaits.
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    const other = opened.then(() =>
      transaction(db, async (tx) => {
        order.push('second begins');
        await addTopic(tx, 902);
      }),
    );
    const failing = transaction(db, async (tx) => {
      order.push('first begins');
      await addTopic(tx, 901);
      open();
      // Gives the other chain every chance to run while this transaction is open.
      for (let i = 0; i < 5; i++) await Promise.resolve();
      order.push('first throws');
      throw new Error('first refused');
    });
    await expect(failing).rejects.toThrow('first refused');
    await other;
    // Had the second become a savepoint of the first, the first's rollback would have taken its row too.
    expect(order).toEqual(['first begins', 'first throws', 'second begins']);
    expect(await storedTopics(db)).toEqual([902]);
  });

  it('answers the error of a COMMIT that fails, and leaves the connection ready for the next transaction', async () => {
    const db = openDatabase(':memory:');
    await expect(
      transaction(db, async (tx) => {
        // Foreign keys checked at COMMIT: the commit itself is refused.
        sqliteClient(tx).pragma('defer_foreign_keys = ON');
        await tx.insert(questions).values({
          topicId: 999,
          questionText: 'Orphan?',
          options: ['a', 'b'],
          correctAnswer: 'A',
          explanation: 'Correct Answer: A',
          createdAt: new Date(0),
        });
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' });
    expect(inTransaction(db)).toBe(false);
    expect(await first(db.select().from(questions).where(eq(questions.topicId, 999)).limit(1))).toBeUndefined();
    await transaction(db, async (tx) => addTopic(tx, 903));
    expect(await storedTopics(db)).toEqual([903]);
  });
});
