import { isNotNull } from 'drizzle-orm';
import { deletedSeedKeys, questions, topics } from '../../../db/schema';
import { BANK } from '../../../db/seed/bank';
import { TOPICS } from '../../../db/seed/topics';
import type { SeedQuestion } from '../../../db/seed/types';
import type { DB } from '../db';
import { bankChanged } from './bankCache';

/**
 * Inserts the 13 topics and every bank question that is not there yet, by seed key. Re-seeding never
 * duplicates a question and never overwrites an admin's edit, and a seeded question an admin deleted
 * (remembered in deleted_seed_keys) stays deleted.
 */
export function seedDatabase(db: DB, now: Date, bank: readonly SeedQuestion[] = BANK): { topics: number; questions: number } {
  bankChanged(db);
  return db.transaction((tx) => {
    let topicCount = 0;
    for (const t of TOPICS) {
      topicCount += tx
        .insert(topics)
        .values({ id: t.id, name: t.name, description: t.description, icon: t.icon })
        .onConflictDoNothing()
        .run().changes;
    }
    const deleted = new Set(tx.select().from(deletedSeedKeys).all().map((d) => d.seedKey));
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
          status: 'published',
          createdAt: now,
        })
        .onConflictDoNothing()
        .run().changes;
    }
    return { topics: topicCount, questions: questionCount };
  });
}
