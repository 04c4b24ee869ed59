import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { caseSets, deletedSeedKeys, questions, topics } from '../../../../db/schema';
import { BANK } from '../../../../db/seed/bank';
import { CASE_SETS } from '../../../../db/seed/cases/index';
import { RETIRED_KEYS } from '../../../../db/seed/retired';
import { seedRteSection } from '../../../../db/seed/rteSections';
import { SOURCES } from '../../../../db/seed/sources';
import { TOPICS } from '../../../../db/seed/topics';
import type { SeedCaseItem, SeedCaseSet, SeedQuestion } from '../../../../db/seed/types';
import { isPostgres, rawRows, transaction, type DB } from '../../db';

/** The stored columns of a seeded question or case item. */
function seedColumns(q: SeedQuestion | SeedCaseItem) {
  return {
    seedKey: q.key,
    questionText: q.questionText,
    options: [...q.options],
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    cognitiveLevel: q.cognitiveLevel,
    rte2027: q.rte2027 ?? false,
    exhibit: q.exhibit ?? null,
    ...metadataOf(q),
  };
}

const isCaseItem = (q: SeedQuestion | SeedCaseItem): q is SeedCaseItem => !('topicId' in q);

/**
 * The metadata columns of a seed item as the database stores them. A single item counts under an RTE breadth
 * section; a case item instead under its set's category and its own kind of judgment. No review date unless a
 * reviewer really checked the item against its source: the written date says how old it is otherwise.
 */
function metadataOf(q: SeedQuestion | SeedCaseItem) {
  const caseItem = isCaseItem(q);
  return {
    outlineSection: q.outlineSection,
    tmcCode: q.tmcCode ?? null,
    rteArea: q.rteArea ?? null,
    rteSection: caseItem ? null : seedRteSection(q),
    rteTopic: q.rteTopic ?? null,
    tmcOnly: q.tmcOnly ?? false,
    source: q.source ? SOURCES[q.source] : null,
    reviewedOn: q.reviewed ?? null,
    writtenOn: q.written ?? null,
    cjKind: caseItem ? (q.kind ?? null) : null,
  };
}

/** The RTE outline's columns of a seed case set. */
function setMetadataOf(set: SeedCaseSet) {
  return { category: set.category ?? null, focus: set.focus ?? null, place: set.place ?? null };
}

/**
 * Brings the metadata (outline section, TMC code, RTE area, section and topic, TMC-only flag, source, review and
 * written dates, kind of judgment) of seed rows no administrator has edited up to the bank, and the category, focus
 * and place of unedited seed case sets, so databases seeded before the bank carried them (or before a
 * reclassification) get them too. A review an editor recorded in the admin (reviewed_by set) is theirs and stays.
 * One read of the seed rows; a row is written only when something differs.
 */
async function syncMetadata(tx: DB, bank: readonly SeedQuestion[], cases: readonly SeedCaseSet[]): Promise<number> {
  const byKey = new Map<string, SeedQuestion | SeedCaseItem>(bank.map((q) => [q.key, q]));
  for (const set of cases) for (const item of set.items) byKey.set(item.key, item);
  const rows = await tx
    .select({
      id: questions.id,
      seedKey: questions.seedKey,
      outlineSection: questions.outlineSection,
      tmcCode: questions.tmcCode,
      rteArea: questions.rteArea,
      rteSection: questions.rteSection,
      rteTopic: questions.rteTopic,
      tmcOnly: questions.tmcOnly,
      source: questions.source,
      reviewedOn: questions.reviewedOn,
      reviewedBy: questions.reviewedBy,
      writtenOn: questions.writtenOn,
      cjKind: questions.cjKind,
    })
    .from(questions)
    .where(and(isNotNull(questions.seedKey), isNull(questions.updatedAt)));
  let changed = 0;
  for (const row of rows) {
    const q = row.seedKey ? byKey.get(row.seedKey) : undefined;
    if (!q) continue;
    const { reviewedOn, ...rest } = metadataOf(q);
    const want = row.reviewedBy === null ? { ...rest, reviewedOn } : rest;
    const same = (Object.keys(want) as (keyof typeof want)[]).every((k) => row[k] === want[k]);
    if (same) continue;
    changed += (
      await tx
        .update(questions)
        .set(want)
        .where(and(eq(questions.id, row.id), isNull(questions.updatedAt)))
        .returning({ id: questions.id })
    ).length;
  }
  const setByKey = new Map(cases.map((c) => [c.key, c]));
  const setRows = await tx
    .select({ id: caseSets.id, seedKey: caseSets.seedKey, category: caseSets.category, focus: caseSets.focus, place: caseSets.place })
    .from(caseSets)
    .where(and(isNotNull(caseSets.seedKey), isNull(caseSets.updatedAt)));
  for (const row of setRows) {
    const set = row.seedKey ? setByKey.get(row.seedKey) : undefined;
    if (!set) continue;
    const want = setMetadataOf(set);
    if (row.category === want.category && row.focus === want.focus && row.place === want.place) continue;
    changed += (
      await tx
        .update(caseSets)
        .set(want)
        .where(and(eq(caseSets.id, row.id), isNull(caseSets.updatedAt)))
        .returning({ id: caseSets.id })
    ).length;
  }
  return changed;
}

/**
 * Inserts the 13 topics, every bank question and every clinical case set (with its items) that is not there yet,
 * by seed key, in one transaction, and brings the metadata of unedited seed questions up to the bank. Re-seeding
 * never duplicates a question or a set and never overwrites an admin's edit, and a seeded question or set an admin
 * deleted (remembered in deleted_seed_keys) stays deleted. A set is inserted whole or not at all: a set already
 * present keeps the items it has (an admin may have edited them).
 */
export function seedDatabase(
  db: DB,
  now: Date,
  bank: readonly SeedQuestion[] = BANK,
  retired: Readonly<Record<string, string>> = RETIRED_KEYS,
  // The case sets belong to the real bank: a test seeding its own small bank gets none unless it passes some.
  cases: readonly SeedCaseSet[] = bank === BANK ? CASE_SETS : [],
): Promise<{ topics: number; questions: number; retired: number; metadata: number; caseSets: number }> {
  return transaction(db, async (tx) => {
    let topicCount = 0;
    for (const t of TOPICS) {
      topicCount += (
        await tx
          .insert(topics)
          .values({ id: t.id, name: t.name, description: t.description, icon: t.icon })
          .onConflictDoNothing()
          .returning({ id: topics.id })
      ).length;
    }
    // PostgreSQL: explicit ids leave the identity sequence behind; move it past them, as SQLite's rowid already is.
    if (topicCount && isPostgres(tx)) {
      await rawRows(tx, sql`select setval(pg_get_serial_sequence('topics', 'id'), (select max(id) from topics))`);
    }
    // A retired item (a content error, a superseded standard, a duplicate) leaves databases seeded before its
    // retirement too, unless an administrator has edited it, which makes it theirs. Its answers stay in the
    // learners' history (attempt_answers keep the row with the question unlinked).
    const retiredKeys = Object.keys(retired);
    const gone = retiredKeys.length
      ? await tx
          .delete(questions)
          .where(and(inArray(questions.seedKey, retiredKeys), isNull(questions.updatedAt)))
          .returning({ seedKey: questions.seedKey })
      : [];
    // A retired case set goes the same way (its items follow by the foreign key's cascade).
    if (retiredKeys.length) {
      gone.push(
        ...(await tx
          .delete(caseSets)
          .where(and(inArray(caseSets.seedKey, retiredKeys), isNull(caseSets.updatedAt)))
          .returning({ seedKey: caseSets.seedKey })),
      );
    }
    for (const { seedKey } of gone) await tx.insert(deletedSeedKeys).values({ seedKey: seedKey!, deletedAt: now }).onConflictDoNothing();
    const deleted = new Set((await tx.select().from(deletedSeedKeys)).map((d) => d.seedKey));
    // Known keys are skipped before the insert: a conflicting insert still spends an AUTOINCREMENT id, so
    // every start would otherwise push new question ids up by the size of the bank.
    const present = new Set(
      (await tx.select({ key: questions.seedKey }).from(questions).where(isNotNull(questions.seedKey))).map((r) => r.key),
    );
    let questionCount = 0;
    for (const q of bank) {
      if (deleted.has(q.key) || present.has(q.key)) continue;
      questionCount += (
        await tx
          .insert(questions)
          .values({
            ...seedColumns(q),
            topicId: q.topicId,
            isFree: q.free ?? false,
            calculation: q.calculation ?? false,
            status: 'published',
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: questions.id })
      ).length;
    }
    const presentSets = new Set(
      (await tx.select({ key: caseSets.seedKey }).from(caseSets).where(isNotNull(caseSets.seedKey))).map((r) => r.key),
    );
    let caseSetCount = 0;
    for (const set of cases) {
      // An item key already taken (by a question or another set) would make the insert fail: the content check
      // keeps keys unique, and a set whose keys clash is skipped rather than half-inserted.
      if (deleted.has(set.key) || presentSets.has(set.key) || set.items.some((i) => present.has(i.key))) continue;
      const row = (
        await tx
          .insert(caseSets)
          .values({
            seedKey: set.key,
            topicId: set.topicId,
            title: set.title,
            setting: set.setting,
            ...setMetadataOf(set),
            scenario: set.scenario,
            status: 'published',
            createdAt: now,
          })
          .returning({ id: caseSets.id })
      )[0]!;
      for (const [i, item] of set.items.entries()) {
        await tx.insert(questions).values({
          ...seedColumns(item),
          topicId: set.topicId,
          caseSetId: row.id,
          casePosition: i + 1,
          caseUpdate: i === 0 ? null : (item.update ?? null),
          status: 'published',
          createdAt: now,
        });
      }
      caseSetCount++;
    }
    const metadata = await syncMetadata(tx, bank, cases);
    return { topics: topicCount, questions: questionCount, retired: gone.length, metadata, caseSets: caseSetCount };
  });
}
