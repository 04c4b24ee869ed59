import { first, rawRows } from '../../src/server/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { deleteQuestion, updateQuestion } from '../../src/server/features/questions/questionAdmin';
import { fixtureBank, makeWorld } from '../support/db';

const sequence = async (world: Awaited<ReturnType<typeof makeWorld>>) =>
  (await first(rawRows<{ seq: number }>(world.db, sql`select seq from sqlite_sequence where name = 'questions'`)))?.seq ?? 0;

describe('seeding the bank again', () => {
  it('adds nothing, spends no question id, keeps an admin edit and a deletion', async () => {
    const world = await makeWorld();
    const bank = fixtureBank();
    const firstRow = (await first(world.db.select().from(questions).where(eq(questions.seedKey, bank[0]!.key)).limit(1)))!;
    const second = (await first(world.db.select().from(questions).where(eq(questions.seedKey, bank[1]!.key)).limit(1)))!;
    await updateQuestion(world, firstRow.id, { questionText: 'Edited by an administrator?' });
    await deleteQuestion(world, second.id);
    const before = { rows: (await world.db.select().from(questions)).length, seq: await sequence(world) };

    // The same seed again (this world holds no case sets; tests/unit/case-sets.test.ts covers theirs).
    const result = await seedDatabase(world.db, world.clock.now, bank, undefined, []);

    expect(result.questions).toBe(0);
    expect((await world.db.select().from(questions)).length).toBe(before.rows);
    expect(await sequence(world)).toBe(before.seq);
    expect((await first(world.db.select().from(questions).where(eq(questions.id, firstRow.id)).limit(1)))!.questionText).toBe(
      'Edited by an administrator?',
    );
    expect(await first(world.db.select().from(questions).where(eq(questions.seedKey, bank[1]!.key)).limit(1))).toBeUndefined();
  });

  it('adds a question that joined the bank since, with the next id', async () => {
    const world = await makeWorld();
    const bank = fixtureBank();
    const seq = await sequence(world);
    const extra = { ...bank[0]!, key: 'fx-new', questionText: 'A question added to the bank later?' };
    expect((await seedDatabase(world.db, world.clock.now, [...bank, extra])).questions).toBe(1);
    expect((await first(world.db.select().from(questions).where(eq(questions.seedKey, 'fx-new')).limit(1)))!.id).toBe(seq + 1);
  });

  it('removes a retired item from a database seeded before its retirement, unless an administrator edited it', async () => {
    const world = await makeWorld();
    const bank = fixtureBank();
    const [kept, edited, retiredLater] = [bank[0]!, bank[1]!, bank[2]!];
    const idOf = async (key: string) => (await first(world.db.select().from(questions).where(eq(questions.seedKey, key)).limit(1)))?.id;
    const editedId = (await idOf(edited.key))!;
    await updateQuestion(world, editedId, { questionText: 'Kept by its editor?' });
    const retired = { [edited.key]: 'a content error', [retiredLater.key]: 'a duplicate' };

    const result = await seedDatabase(
      world.db,
      world.clock.now,
      bank.filter((q) => !(q.key in retired)),
      retired,
    );

    expect(result.retired).toBe(1);
    expect(await idOf(retiredLater.key)).toBeUndefined();
    expect(await idOf(edited.key)).toBe(editedId);
    expect(await idOf(kept.key)).toBeDefined();
    // Gone for good: seeding the old bank again does not bring it back.
    expect((await seedDatabase(world.db, world.clock.now, bank, {})).questions).toBe(0);
    expect(await idOf(retiredLater.key)).toBeUndefined();
  });
});
