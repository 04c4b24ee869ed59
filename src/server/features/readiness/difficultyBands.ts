import { ITEM_STATS_MIN_LEARNERS, difficultyFromPValue } from '../../../shared/readiness';
import type { Difficulty } from '../../../shared/difficulty';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { bankVersion, itemStats } from '../../../../db/schema';
import type { DB } from '../../db';
import { bankView } from '../questions/bankCache';

/**
 * The difficulty learners see (issue #19): the band an item's p-value gives once ITEM_STATS_MIN_LEARNERS learners
 * answered it, the authored word before. The fold and the recompute move the bank version when a band moves.
 */

/** Items whose learners reached the threshold, with the difficulty their p-value gives; cached per bank version. */
export function dataDifficulties(db: DB): Promise<ReadonlyMap<number, Difficulty>> {
  return bankView(db, 'data-difficulty', () => computeDataDifficulties(db));
}

async function computeDataDifficulties(db: DB): Promise<Map<number, Difficulty>> {
  const rows = await db
    .select({ id: itemStats.questionId, p: itemStats.pValue })
    .from(itemStats)
    .where(and(gte(itemStats.learners, ITEM_STATS_MIN_LEARNERS), isNotNull(itemStats.pValue)));
  return new Map(rows.map((r) => [r.id, difficultyFromPValue(r.p!)]));
}

/**
 * Learners' views of the bank are cached per bank version; a difficulty the data moved must reach them, so the
 * version moves when any shown band changed (rarely: an item crossing the threshold or a band's edge).
 */
export async function bumpBankIfBandsMoved(db: DB, before: ReadonlyMap<number, Difficulty>): Promise<void> {
  const after = await computeDataDifficulties(db);
  let moved = after.size !== before.size;
  if (!moved) for (const [id, d] of after) if (before.get(id) !== d) moved = true;
  if (moved)
    await db
      .update(bankVersion)
      .set({ version: sql`${bankVersion.version} + 1` })
      .where(eq(bankVersion.id, 1));
}

/** The difficulty a learner sees: from the data once enough learners answered, the authored one before. */
export function shownDifficulty(bands: ReadonlyMap<number, Difficulty>, q: { id: number; difficulty: Difficulty }): Difficulty {
  return bands.get(q.id) ?? q.difficulty;
}
