import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import { deletedSeedKeys, questions, topics } from '../../../db/schema';
import { BANK } from '../../../db/seed/bank';
import { RETIRED_KEYS } from '../../../db/seed/retired';
import { SOURCES } from '../../../db/seed/sources';
import { TOPICS } from '../../../db/seed/topics';
import type { SeedQuestion } from '../../../db/seed/types';
import type { DB } from '../db';

/**
 * Inserts the 13 topics and every bank question that is not there yet, by seed key. Re-seeding never
 * duplicates a question and never overwrites an admin's edit, and a seeded question an admin deleted
 * (remembered in deleted_seed_keys) stays deleted.
 */
export function seedDatabase(
  db: DB,
  now: Date,
  bank: readonly SeedQuestion[] = BANK,
  retired: Readonly<Record<string, string>> = RETIRED_KEYS,
): { topics: number; questions: number; retired: number } {
  return db.transaction((tx) => {
    let topicCount = 0;
    for (const t of TOPICS) {
      topicCount += tx
        .insert(topics)
        .values({ id: t.id, name: t.name, description: t.description, icon: t.icon })
        .onConflictDoNothing()
        .run().changes;
    }
    // A retired item (a content error, a superseded standard, a duplicate) leaves databases seeded before its
    // retirement too, unless an administrator has edited it, which makes it theirs. Its answers stay in the
    // learners' history (attempt_answers keep the row with the question unlinked).
    const retiredKeys = Object.keys(retired);
    const gone = retiredKeys.length
      ? tx
          .delete(questions)
          .where(and(inArray(questions.seedKey, retiredKeys), isNull(questions.updatedAt)))
          .returning({ seedKey: questions.seedKey })
          .all()
      : [];
    for (const { seedKey } of gone) tx.insert(deletedSeedKeys).values({ seedKey: seedKey!, deletedAt: now }).onConflictDoNothing().run();
    const deleted = new Set(
      tx
        .select()
        .from(deletedSeedKeys)
        .all()
        .map((d) => d.seedKey),
    );
    // Known keys are skipped before the insert: a conflicting insert still spends an AUTOINCREMENT id, so
    // every start would otherwise push new question ids up by the size of the bank.
    const present = new Set(
      tx
        .select({ key: questions.seedKey })
        .from(questions)
        .where(isNotNull(questions.seedKey))
        .all()
        .map((r) => r.key),
    );
    let questionCount = 0;
    for (const q of bank) {
      if (deleted.has(q.key) || present.has(q.key)) continue;
      questionCount += tx
        .insert(questions)
        .values({
          seedKey: q.key,
          topicId: q.topicId,
          questionText: q.questionText,
          options: [...q.options],
          correctAnswer: q.correctAnswer,
          explanation: q.explanation,
          difficulty: q.difficulty,
          cognitiveLevel: q.cognitiveLevel,
          outlineSection: q.outlineSection,
          isFree: q.free ?? false,
          rte2027: q.rte2027 ?? false,
          calculation: q.calculation ?? false,
          tmcCode: q.tmcCode ?? null,
          rteArea: q.rteArea ?? null,
          rteTopic: q.rteTopic ?? null,
          tmcOnly: q.tmcOnly ?? false,
          source: q.source ? SOURCES[q.source] : null,
          reviewedOn: q.reviewed ?? null,
          exhibit: q.exhibit ?? null,
          status: 'published',
          createdAt: now,
        })
        .onConflictDoNothing()
        .run().changes;
    }
    return { topics: topicCount, questions: questionCount, retired: gone.length };
  });
}
