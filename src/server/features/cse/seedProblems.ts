import { isNotNull } from 'drizzle-orm';
import { cseProblems, deletedSeedKeys } from '../../../../db/schema';
import { CSE_PROBLEMS } from '../../../../db/seed/cse/index';
import { SOURCES } from '../../../../db/seed/sources';
import type { SeedCseProblem } from '../../../../db/seed/types';
import { transaction, type DB } from '../../db';

/**
 * Inserts every seed clinical simulation problem not there yet, by seed key, in one transaction. A problem already
 * present keeps what it has (an administrator may have edited it), and one an administrator deleted stays deleted.
 */
export function seedCseProblems(db: DB, now: Date, problems: readonly SeedCseProblem[] = CSE_PROBLEMS): Promise<number> {
  return transaction(db, async (tx) => {
    const deleted = new Set((await tx.select().from(deletedSeedKeys)).map((d) => d.seedKey));
    const present = new Set(
      (await tx.select({ key: cseProblems.seedKey }).from(cseProblems).where(isNotNull(cseProblems.seedKey))).map((r) => r.key),
    );
    let inserted = 0;
    for (const p of problems) {
      if (deleted.has(p.key) || present.has(p.key)) continue;
      const { key, source, written, reviewed, sample, ...content } = p;
      await tx.insert(cseProblems).values({
        seedKey: key,
        title: content.title,
        category: content.category,
        content,
        source: SOURCES[source],
        written,
        reviewed: reviewed ?? null,
        sample: sample ?? false,
        status: 'published',
        origin: 'seed',
        createdAt: now,
      });
      inserted++;
    }
    return inserted;
  });
}
