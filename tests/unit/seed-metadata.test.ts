// Seeding brings the metadata of seed rows no administrator edited up to the bank, in a real SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { caseSets, questions, users } from '../../db/schema';
import { SOURCES } from '../../db/seed/sources';
import type { SeedCaseSet, SeedQuestion } from '../../db/seed/types';
import { first, openDatabase, type DB } from '../../src/server/db';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { fixtureBank } from '../support/db';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function openFile(): { db: DB; path: string } {
  const dir = mkdtempSync(join(tmpdir(), 'respira-seed-meta-'));
  dirs.push(dir);
  const path = join(dir, 'respira.db');
  const db = openDatabase(path);
  return { db, path };
}

const now = new Date('2026-11-25T10:00:00Z');

/** The fixture bank as it was before the metadata: no TMC code, source or review date. */
const oldBank = (): SeedQuestion[] => fixtureBank();
/** The same items, classified. */
function newBank(): SeedQuestion[] {
  return fixtureBank().map((q, i) => ({
    ...q,
    outlineSection: i === 0 ? 'III' : q.outlineSection,
    tmcCode: i === 0 ? 'III-I' : 'I-D',
    rteArea: i === 0 ? 'professional-practice' : 'patient-data',
    rteTopic: i === 0 ? 'ethics' : undefined,
    tmcOnly: i === 1,
    source: 'egans-2020',
    reviewed: '2026-11-25',
  }));
}

const row = async (db: DB, key: string) => (await first(db.select().from(questions).where(eq(questions.seedKey, key)).limit(1)))!;

describe('seeding a database seeded before the bank carried metadata', () => {
  it('fills the metadata of unedited seed rows, leaves an edited row alone, and changes nothing the second time', async () => {
    const { db, path } = openFile();
    const old = oldBank();
    await seedDatabase(db, now, old, {});
    expect((await row(db, old[0]!.key)).tmcCode).toBeNull();
    // An administrator edits one row: it is theirs from now on.
    const edited = old[2]!.key;
    await db
      .update(questions)
      .set({ explanation: 'Edited.\nCorrect Answer: A\nKey Learning Point: mine.', updatedAt: now })
      .where(eq(questions.seedKey, edited));
    db.$client.close();

    const again = openDatabase(path);
    const bank = newBank();
    const result = await seedDatabase(again, now, bank, {});
    expect(result.questions).toBe(0);
    expect(result.metadata).toBe(bank.length - 1);

    const first = await row(again, bank[0]!.key);
    expect(first).toMatchObject({
      outlineSection: 'III',
      tmcCode: 'III-I',
      rteArea: 'professional-practice',
      rteTopic: 'ethics',
      tmcOnly: false,
      source: SOURCES['egans-2020'],
      reviewedOn: '2026-11-25',
    });
    expect(first.updatedAt).toBeNull();
    expect(await row(again, bank[1]!.key)).toMatchObject({ tmcCode: 'I-D', tmcOnly: true, rteTopic: null });
    expect(await row(again, edited)).toMatchObject({ tmcCode: null, source: null, reviewedOn: null });

    // Nothing differs now: no row is written.
    expect((await seedDatabase(again, now, bank, {})).metadata).toBe(0);
    // A later reclassification reaches the database on the next seed.
    const moved = bank.map((q, i) => (i === 3 ? { ...q, tmcCode: 'I-A' as const, source: 'gold-2025' as const } : q));
    expect((await seedDatabase(again, now, moved, {})).metadata).toBe(1);
    expect(await row(again, bank[3]!.key)).toMatchObject({ tmcCode: 'I-A', source: SOURCES['gold-2025'] });
    again.$client.close();
  });

  it('stores the metadata of a new row on insert', async () => {
    const { db } = openFile();
    const bank = newBank();
    const result = await seedDatabase(db, now, bank, {});
    expect(result.questions).toBe(bank.length);
    expect(result.metadata).toBe(0);
    expect(await row(db, bank[0]!.key)).toMatchObject({ tmcCode: 'III-I', source: SOURCES['egans-2020'], reviewedOn: '2026-11-25' });
    db.$client.close();
  });
});

/** One case set of three items, as first written (no outline labels) or as the third edition labels it. */
function caseSet(labelled: boolean): SeedCaseSet {
  return {
    key: 'case-meta-001',
    topicId: 8,
    title: 'A labelled case',
    setting: 'adult-critical-care',
    scenario: 'A 60-year-old with COPD arrives short of breath.',
    ...(labelled ? { category: 'chronic-lung' as const, focus: 'noninvasive' as const, place: 'hospital' as const } : {}),
    items: fixtureBank()
      .slice(0, 3)
      .map(({ topicId: _t, free: _f, ...q }, i) => ({
        ...q,
        key: `case-meta-001-${i}`,
        ...(labelled ? { kind: i === 0 ? ('information-gathering' as const) : ('decision-making' as const), written: '2026-11-28' } : {}),
      })),
  };
}

describe('the RTE outline columns (issue #29)', () => {
  it("stores each single item's RTE section (its own, the override file's, or its TMC code's) and no review unless one was made", async () => {
    const { db } = openFile();
    const bank = newBank().map((q, i) =>
      i === 2 ? { ...q, key: 'eth-001', reviewed: undefined, written: '2026-11-28' } : i === 3 ? { ...q, rteSection: 'III.F' as const } : q,
    );
    await seedDatabase(db, now, bank, {});
    expect(await row(db, bank[0]!.key)).toMatchObject({ rteSection: 'III.I', cjKind: null });
    expect(await row(db, bank[1]!.key)).toMatchObject({ rteSection: 'I.D' });
    // eth-001 is listed in db/seed/rteSections.ts under III.I although its code here is I-D.
    expect(await row(db, 'eth-001')).toMatchObject({ rteSection: 'III.I', reviewedOn: null, writtenOn: '2026-11-28' });
    expect(await row(db, bank[3]!.key)).toMatchObject({ rteSection: 'III.F' });
    db.$client.close();
  });

  it("refreshes a set's category, focus and place and its items' kind on re-seeding, unless an admin edited them", async () => {
    const { db, path } = openFile();
    const bank = newBank();
    await seedDatabase(db, now, bank, {}, [caseSet(false)]);
    const set = async (d: DB) => (await first(d.select().from(caseSets).where(eq(caseSets.seedKey, 'case-meta-001')).limit(1)))!;
    expect(await set(db)).toMatchObject({ category: null, focus: null, place: null });
    expect(await row(db, 'case-meta-001-0')).toMatchObject({ cjKind: null, rteSection: null });
    // An editor marks one single item reviewed in the admin: that review is theirs, not the seed's.
    const editor = (
      await db
        .insert(users)
        .values({ username: 'editor', email: 'editor@example.com', passwordHash: 'x', createdAt: now })
        .returning({ id: users.id })
    )[0]!.id;
    await db.update(questions).set({ reviewedOn: '2026-11-27', reviewedBy: editor }).where(eq(questions.seedKey, bank[0]!.key));
    db.$client.close();

    const again = openDatabase(path);
    const result = await seedDatabase(again, now, bank, {}, [caseSet(true)]);
    expect(result.caseSets).toBe(0);
    expect(await set(again)).toMatchObject({ category: 'chronic-lung', focus: 'noninvasive', place: 'hospital' });
    expect(await row(again, 'case-meta-001-0')).toMatchObject({
      cjKind: 'information-gathering',
      writtenOn: '2026-11-28',
      rteSection: null,
    });
    expect(await row(again, 'case-meta-001-2')).toMatchObject({ cjKind: 'decision-making' });
    expect(await row(again, bank[0]!.key)).toMatchObject({ reviewedOn: '2026-11-27', reviewedBy: editor });
    expect((await seedDatabase(again, now, bank, {}, [caseSet(true)])).metadata).toBe(0);

    // An admin's edit of the set makes its labels theirs.
    await again.update(caseSets).set({ category: 'trauma', updatedAt: now }).where(eq(caseSets.seedKey, 'case-meta-001'));
    await seedDatabase(again, now, bank, {}, [caseSet(true)]);
    expect(await set(again)).toMatchObject({ category: 'trauma' });
    again.$client.close();
  });
});
