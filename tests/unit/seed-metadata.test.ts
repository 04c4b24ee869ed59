// Seeding brings the metadata of seed rows no administrator edited up to the bank, in a real SQLite file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema';
import { SOURCES } from '../../db/seed/sources';
import type { SeedQuestion } from '../../db/seed/types';
import { first, openDatabase, type DB } from '../../src/server/db';
import { seedDatabase } from '../../src/server/services/seed';
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
