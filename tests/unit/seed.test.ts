import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { seedDatabase } from '../../src/server/services/seed';
import { deleteQuestion, updateQuestion } from '../../src/server/services/questions';
import { fixtureBank, makeWorld } from '../support/db';

const sequence = (world: ReturnType<typeof makeWorld>) =>
  world.db.get<{ seq: number }>(sql`select seq from sqlite_sequence where name = 'questions'`)?.seq ?? 0;

describe('seeding the bank again', () => {
  it('adds nothing, spends no question id, keeps an admin edit and a deletion', () => {
    const world = makeWorld();
    const bank = fixtureBank();
    const first = world.db.select().from(questions).where(eq(questions.seedKey, bank[0]!.key)).get()!;
    const second = world.db.select().from(questions).where(eq(questions.seedKey, bank[1]!.key)).get()!;
    updateQuestion(world, first.id, { questionText: 'Edited by an administrator?' });
    deleteQuestion(world, second.id);
    const before = { rows: world.db.select().from(questions).all().length, seq: sequence(world) };

    // The same seed again (this world holds no case sets; tests/unit/case-sets.test.ts covers theirs).
    const result = seedDatabase(world.db, world.clock.now, bank, undefined, []);

    expect(result.questions).toBe(0);
    expect(world.db.select().from(questions).all().length).toBe(before.rows);
    expect(sequence(world)).toBe(before.seq);
    expect(world.db.select().from(questions).where(eq(questions.id, first.id)).get()!.questionText).toBe('Edited by an administrator?');
    expect(world.db.select().from(questions).where(eq(questions.seedKey, bank[1]!.key)).get()).toBeUndefined();
  });

  it('adds a question that joined the bank since, with the next id', () => {
    const world = makeWorld();
    const bank = fixtureBank();
    const seq = sequence(world);
    const extra = { ...bank[0]!, key: 'fx-new', questionText: 'A question added to the bank later?' };
    expect(seedDatabase(world.db, world.clock.now, [...bank, extra]).questions).toBe(1);
    expect(world.db.select().from(questions).where(eq(questions.seedKey, 'fx-new')).get()!.id).toBe(seq + 1);
  });

  it('removes a retired item from a database seeded before its retirement, unless an administrator edited it', () => {
    const world = makeWorld();
    const bank = fixtureBank();
    const [kept, edited, retiredLater] = [bank[0]!, bank[1]!, bank[2]!];
    const idOf = (key: string) => world.db.select().from(questions).where(eq(questions.seedKey, key)).get()?.id;
    const editedId = idOf(edited.key)!;
    updateQuestion(world, editedId, { questionText: 'Kept by its editor?' });
    const retired = { [edited.key]: 'a content error', [retiredLater.key]: 'a duplicate' };

    const result = seedDatabase(
      world.db,
      world.clock.now,
      bank.filter((q) => !(q.key in retired)),
      retired,
    );

    expect(result.retired).toBe(1);
    expect(idOf(retiredLater.key)).toBeUndefined();
    expect(idOf(edited.key)).toBe(editedId);
    expect(idOf(kept.key)).toBeDefined();
    // Gone for good: seeding the old bank again does not bring it back.
    expect(seedDatabase(world.db, world.clock.now, bank, {}).questions).toBe(0);
    expect(idOf(retiredLater.key)).toBeUndefined();
  });
});
