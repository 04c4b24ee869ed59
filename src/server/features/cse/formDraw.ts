// Drawing a full simulation's 22 problems from the published ones, as the exam's outline lays them out.
import { eq } from 'drizzle-orm';
import { cseProblems } from '../../../../db/schema';
import { CSE_CATEGORIES, CSE_FORMAT, type CseCategory } from '../../../shared/cseFormat';
import type { DB } from '../../db';
import { DomainError } from '../../lib/domainError';
import { shuffle } from '../../lib/random';

export interface DrawnProblem {
  problemId: number;
  pretest: boolean;
}

/**
 * The 20 scored problems by the outline's count per category (a category short of problems leaves its places to the
 * others), then 2 pretest problems from whatever is left, no problem twice; the 22 are shuffled together, so the
 * pretest problems sit at random positions and look like any other. `random` is the injected source (deps.random).
 */
export function drawForm(pool: readonly { id: number; category: CseCategory }[], random: () => number): DrawnProblem[] {
  if (pool.length < CSE_FORMAT.problems) throw notEnough(pool.length);
  const byCategory = new Map<CseCategory, number[]>(CSE_CATEGORIES.map((c) => [c, []]));
  for (const p of shuffle(pool, random)) byCategory.get(p.category)?.push(p.id);
  const scored: number[] = [];
  for (const c of CSE_CATEGORIES) scored.push(...byCategory.get(c)!.splice(0, CSE_FORMAT.outline[c]));
  const rest = shuffle(
    CSE_CATEGORIES.flatMap((c) => byCategory.get(c)!),
    random,
  );
  scored.push(...rest.splice(0, CSE_FORMAT.scored - scored.length));
  const pretest = rest.slice(0, CSE_FORMAT.pretest);
  return shuffle(
    [...scored.map((problemId) => ({ problemId, pretest: false })), ...pretest.map((problemId) => ({ problemId, pretest: true }))],
    random,
  );
}

const notEnough = (n: number) =>
  new DomainError({
    code: 'CONFLICT',
    message: `A full simulation needs ${CSE_FORMAT.problems} published problems and ${n} are published now. Practice single problems meanwhile.`,
  });

/** The published problems' ids and categories, read on the (status, category) index. */
export async function publishedPool(db: DB): Promise<{ id: number; category: CseCategory }[]> {
  return await db
    .select({ id: cseProblems.id, category: cseProblems.category })
    .from(cseProblems)
    .where(eq(cseProblems.status, 'published'));
}
