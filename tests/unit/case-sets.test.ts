import { first, rawRows } from '../../src/server/db';
// Case sets in the seed (issue #17 §5): the content check's rules, and seeding that is idempotent, keeps an admin's
// edit and leaves a deleted or retired set deleted.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseSets, questions } from '../../db/schema';
import { BANK } from '../../db/seed/bank';
import { CASE_SETS } from '../../db/seed/cases/index';
import { SAMPLE_CASE_SETS } from '../../db/seed/cases/samples';
import { checkCaseSets, reportCaseSets } from '../../db/seed/check';
import type { SeedCaseSet } from '../../db/seed/types';
import { deleteCaseSet, updateCaseSet } from '../../src/server/features/case-sets/caseSetAdmin';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { fixtureBank, makeWorld } from '../support/db';

const sample = SAMPLE_CASE_SETS[0]!;
const copy = (over: Partial<SeedCaseSet>): SeedCaseSet => ({ ...sample, ...over });

describe('the case-set content check', () => {
  it('finds no problem in the seeded case sets', () => {
    expect(checkCaseSets(CASE_SETS, BANK)).toEqual([]);
  });

  it('holds sets to 3-6 items, ordered updates, unique keys and the question rules', () => {
    // The rules need only a slice of the bank to compare with (BANK[0] is in it); the whole bank is the check above.
    const FEW = BANK.slice(0, 60);
    const two = copy({ items: sample.items.slice(0, 2) });
    expect(checkCaseSets([two], FEW).join()).toMatch(/has 2 items \(want 3-6\)/);
    const firstUpdate = copy({ items: [{ ...sample.items[0]!, update: 'Something new happened here.' }, ...sample.items.slice(1)] });
    expect(checkCaseSets([firstUpdate], FEW).join()).toMatch(/the first item of case-sample-01 reveals no update/);
    const noUpdate = copy({ items: [sample.items[0]!, { ...sample.items[1]!, update: undefined }, sample.items[2]!] });
    expect(checkCaseSets([noUpdate], FEW).join()).toMatch(/case-sample-01-2: item 2 of case-sample-01 needs an update/);
    const clash = copy({ items: [{ ...sample.items[0]!, key: BANK[0]!.key }, ...sample.items.slice(1)] });
    expect(checkCaseSets([clash], FEW).join()).toMatch(new RegExp(`${BANK[0]!.key}: key used 2 times`));
    const wrongKey = copy({ items: [{ ...sample.items[0]!, correctAnswer: 'B' }, ...sample.items.slice(1)] });
    expect(checkCaseSets([wrongKey], FEW).join()).toMatch(/disagrees with key B/);
    const badSetting = copy({ setting: 'space' as SeedCaseSet['setting'] });
    expect(checkCaseSets([badSetting], FEW).join()).toMatch(/unknown setting space/);
    // A case step whose text on screen (here the scenario and its question) repeats a bank question is a duplicate.
    const repeat = copy({
      scenario: BANK[0]!.questionText,
      items: [{ ...sample.items[0]!, questionText: 'What is the best next step?' }, ...sample.items.slice(1)],
    });
    expect(checkCaseSets([repeat], FEW).join()).toMatch(new RegExp(`case-sample-01-1: near-duplicate stem of ${BANK[0]!.key}`));
  });

  it('reports sets and items per setting', () => {
    const rows = reportCaseSets(SAMPLE_CASE_SETS);
    expect(rows.find((r) => r.setting === 'emergency')).toEqual({ setting: 'emergency', sets: 1, items: 3 });
    expect(rows.reduce((n, r) => n + r.items, 0)).toBe(6);
  });
});

describe('seeding case sets', () => {
  const setCount = async (w: Awaited<ReturnType<typeof makeWorld>>) => (await w.db.select().from(caseSets)).length;
  const itemCount = async (w: Awaited<ReturnType<typeof makeWorld>>) =>
    (await first(rawRows<{ n: number }>(w.db, sql`select count(*) as n from questions where case_set_id is not null`)))!.n;

  it('inserts each set with its items in order, once', async () => {
    const w = await makeWorld(fixtureBank(), CASE_SETS);
    expect(await setCount(w)).toBe(CASE_SETS.length);
    const set = (await first(w.db.select().from(caseSets).where(eq(caseSets.seedKey, sample.key)).limit(1)))!;
    const rows = await w.db.select().from(questions).where(eq(questions.caseSetId, set.id)).orderBy(questions.casePosition);
    expect(rows.map((r) => [r.seedKey, r.casePosition, r.caseUpdate === null, r.topicId])).toEqual([
      ['case-sample-01-1', 1, true, 3],
      ['case-sample-01-2', 2, false, 3],
      ['case-sample-01-3', 3, false, 3],
    ]);
    const before = { sets: await setCount(w), items: await itemCount(w) };
    expect((await seedDatabase(w.db, w.clock.now, fixtureBank())).caseSets).toBe(0);
    expect({ sets: await setCount(w), items: await itemCount(w) }).toEqual(before);
  });

  it('keeps an admin edit, and a deleted or retired set stays deleted', async () => {
    const w = await makeWorld(fixtureBank(), CASE_SETS);
    const idOf = async (key: string) => (await first(w.db.select().from(caseSets).where(eq(caseSets.seedKey, key)).limit(1)))?.id;
    await updateCaseSet(w, (await idOf('case-sample-01'))!, { scenario: 'Edited by an administrator.' });
    await deleteCaseSet(w, (await idOf('case-sample-02'))!);
    expect((await seedDatabase(w.db, w.clock.now, fixtureBank())).caseSets).toBe(0);
    expect((await first(w.db.select().from(caseSets).where(eq(caseSets.seedKey, 'case-sample-01')).limit(1)))!.scenario).toBe(
      'Edited by an administrator.',
    );
    expect(await idOf('case-sample-02')).toBeUndefined();

    // Retiring an edited set keeps it (it is the admin's now); an unedited one leaves with its items.
    const fresh = await makeWorld(fixtureBank(), CASE_SETS);
    const retired = { 'case-sample-01': 'a content error', 'case-sample-02': 'superseded' };
    const freshId = async (key: string) => (await first(fresh.db.select().from(caseSets).where(eq(caseSets.seedKey, key)).limit(1)))?.id;
    await updateCaseSet(fresh, (await freshId('case-sample-01'))!, { title: 'Kept by its editor' });
    const result = await seedDatabase(fresh.db, fresh.clock.now, fixtureBank(), retired, []);
    expect(result.retired).toBe(1);
    expect(await freshId('case-sample-01')).toBeDefined();
    expect(await freshId('case-sample-02')).toBeUndefined();
    expect(
      (await first(rawRows<{ n: number }>(fresh.db, sql`select count(*) as n from questions where seed_key like 'case-sample-02%'`)))!.n,
    ).toBe(0);
    expect((await seedDatabase(fresh.db, fresh.clock.now, fixtureBank(), {}, CASE_SETS)).caseSets).toBe(0);
  });
});
