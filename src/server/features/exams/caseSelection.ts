/**
 * Chooses the whole case sets of an RTE form's clinical-judgment part: exactly 60 items whose patient-condition
 * categories (and the finer focus inside two of them), kinds of judgment and settings come as close to the outline's
 * counts (src/shared/rteOutline.ts) as whole sets allow. Whole sets of 3–6 items rarely add up to every count at
 * once, so this is a small search: randomized greedy starts, then swaps of sets of equal size and one-for-two swaps,
 * keeping the best. A set the learner met in an earlier simulation costs more than any distance, so a set repeats
 * only when the unseen ones cannot make 60.
 */
import {
  CJ_CATEGORIES,
  CJ_CATEGORY_COUNTS,
  CJ_FOCI,
  CJ_FOCUS_COUNTS,
  CJ_KINDS,
  CJ_KIND_COUNTS,
  CJ_PLACES,
  CJ_PLACE_COUNTS,
  RTE_JUDGMENT_ITEMS,
  type CjCategory,
  type CjFocus,
  type CjKind,
  type CjPlace,
} from '../../../shared/rteOutline';
import type { JudgmentDistance } from '../../../shared/examFormats';
import { shuffle } from '../../lib/random';

export interface JudgmentSet {
  id: number;
  itemIds: readonly unknown[];
  /** Null for a set written in the admin without the outline's labels: used only when needed. */
  category: CjCategory | null;
  focus: CjFocus | null;
  place: CjPlace | null;
  /** Items of each kind (an item without a kind counts under none). */
  kinds: Partial<Record<CjKind, number>>;
}

/** A met set costs more than the largest possible distance (4 × 2 × 60), so it is taken only to make 60 at all. */
const REPEAT_COST = 1000;
/** An uncategorized set is a last resort too, but below a repeat. */
const UNCATEGORIZED_COST = 3;
const RESTARTS = 16;
const RANDOM_PAIR_SWAPS = 300;
/** The search stops early past this, whatever is left of its restarts: a form start must stay quick. */
const BUDGET_MS = 25;

const DIMS = [
  ...CJ_CATEGORIES.map((k) => ({ group: 'category' as const, target: CJ_CATEGORY_COUNTS[k] })),
  ...CJ_FOCI.map((k) => ({ group: 'focus' as const, target: CJ_FOCUS_COUNTS[k] })),
  ...CJ_KINDS.map((k) => ({ group: 'kind' as const, target: CJ_KIND_COUNTS[k] })),
  ...CJ_PLACES.map((k) => ({ group: 'place' as const, target: CJ_PLACE_COUNTS[k] })),
];
const TARGET = DIMS.map((d) => d.target);

/** The items a set adds on each dimension of the outline. */
function vectorOf(s: JudgmentSet): number[] {
  const n = s.itemIds.length;
  return [
    ...CJ_CATEGORIES.map((k) => (s.category === k ? n : 0)),
    ...CJ_FOCI.map((k) => (s.focus === k ? n : 0)),
    ...CJ_KINDS.map((k) => s.kinds[k] ?? 0),
    ...CJ_PLACES.map((k) => (s.place === k ? n : 0)),
  ];
}

/** How far chosen sets are from the outline: the sum of absolute deviations per group, and sets met before. */
export function judgmentDistance(sets: readonly JudgmentSet[], seen: ReadonlySet<number> = new Set()): JudgmentDistance {
  const have = DIMS.map(() => 0);
  for (const s of sets) vectorOf(s).forEach((v, d) => (have[d]! += v));
  const out: JudgmentDistance = { category: 0, focus: 0, kind: 0, place: 0, repeatedSets: 0 };
  DIMS.forEach((dim, d) => (out[dim.group] += Math.abs(have[d]! - dim.target)));
  out.repeatedSets = sets.filter((s) => seen.has(s.id)).length;
  return out;
}

interface Candidate {
  set: JudgmentSet;
  size: number;
  vec: number[];
  cost: number;
}

function deviation(have: readonly number[]): number {
  let sum = 0;
  for (let d = 0; d < TARGET.length; d++) sum += Math.abs(have[d]! - TARGET[d]!);
  return sum;
}

/** The objective after taking `out` away and adding `inn` to a selection whose totals are `have` (no allocation). */
function costAfter(have: readonly number[], base: number, out: readonly Candidate[], inn: readonly Candidate[]): number {
  let sum = base;
  for (const c of out) sum -= c.cost;
  for (const c of inn) sum += c.cost;
  for (let d = 0; d < TARGET.length; d++) {
    let h = have[d]!;
    for (const c of out) h -= c.vec[d]!;
    for (const c of inn) h += c.vec[d]!;
    sum += Math.abs(h - TARGET[d]!);
  }
  return sum;
}

/** Whether `total` items can be made of sets whose sizes are counted in `counts` (size → sets left). */
function reachable(total: number, counts: ReadonlyMap<number, number>): boolean {
  let can = new Uint8Array(total + 1);
  can[0] = 1;
  for (const [size, n] of counts) {
    const next = can.slice();
    for (let s = 0; s <= total; s++) {
      if (!can[s]) continue;
      for (let k = 1; k <= n && s + k * size <= total; k++) next[s + k * size] = 1;
    }
    can = next;
  }
  return can[total] === 1;
}

/**
 * One randomized greedy fill to exactly `target` items: at each step the set that brings the counts nearest, among
 * the sets whose size still lets the sets left make up the rest (so it never paints itself into a corner), or null
 * when the pool cannot make `target` at all.
 */
function greedy(pool: Candidate[], target: number, random: () => number): Candidate[] | null {
  const counts = new Map<number, number>();
  for (const c of pool) counts.set(c.size, (counts.get(c.size) ?? 0) + 1);
  const chosen: Candidate[] = [];
  const have = TARGET.map(() => 0);
  const used = new Set<Candidate>();
  let left = target;
  while (left > 0) {
    const fits = new Map<number, boolean>();
    for (const [size, n] of counts) {
      if (n === 0 || size > left) continue;
      counts.set(size, n - 1);
      fits.set(size, reachable(left - size, counts));
      counts.set(size, n);
    }
    let best: Candidate | null = null;
    let bestScore = Infinity;
    const before = deviation(have);
    for (const c of pool) {
      if (used.has(c) || !fits.get(c.size)) continue;
      // Per item, so a large set is not favoured for filling more at once; the noise varies the restarts.
      const score = (costAfter(have, 0, [], [c]) - before) / c.size + random() * 0.75;
      if (score < bestScore) [best, bestScore] = [c, score];
    }
    if (!best) return null;
    chosen.push(best);
    used.add(best);
    counts.set(best.size, counts.get(best.size)! - 1);
    best.vec.forEach((v, d) => (have[d]! += v));
    left -= best.size;
  }
  return chosen;
}

/** Improves a selection by swaps that keep its size: one set for one of equal size, one for two, two for one. */
function improve(start: Candidate[], pool: Candidate[], random: () => number): { chosen: Candidate[]; cost: number } {
  const chosen = start.slice();
  const inSel = new Set(chosen);
  let outside = pool.filter((c) => !inSel.has(c));
  const have = TARGET.map(() => 0);
  for (const c of chosen) c.vec.forEach((v, d) => (have[d]! += v));
  let extra = chosen.reduce((s, c) => s + c.cost, 0);
  let cost = deviation(have) + extra;
  const apply = (out: Candidate[], inn: Candidate[], next: number) => {
    for (const c of out) {
      chosen.splice(chosen.indexOf(c), 1);
      inSel.delete(c);
      c.vec.forEach((v, d) => (have[d]! -= v));
      extra -= c.cost;
    }
    for (const c of inn) {
      chosen.push(c);
      inSel.add(c);
      c.vec.forEach((v, d) => (have[d]! += v));
      extra += c.cost;
    }
    outside = pool.filter((c) => !inSel.has(c));
    cost = next;
  };
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < chosen.length; i++) {
      const a = chosen[i]!;
      for (const b of outside) {
        if (b.size !== a.size) continue;
        const next = costAfter(have, extra, [a], [b]);
        if (next < cost) {
          apply([a], [b], next);
          improved = true;
          break;
        }
      }
    }
    for (let k = 0; k < RANDOM_PAIR_SWAPS && outside.length >= 2 && chosen.length >= 2; k++) {
      // Alternately one chosen set for two outside ones and two chosen for one outside, when the sizes match.
      const [out, inn] = k % 2 === 0 ? [[pick(chosen)], [pick(outside), pick(outside)]] : [[pick(chosen), pick(chosen)], [pick(outside)]];
      if (out[0] === out[1] || inn[0] === inn[1]) continue;
      if (out.reduce((s, c) => s + c.size, 0) !== inn.reduce((s, c) => s + c.size, 0)) continue;
      const next = costAfter(have, extra, out, inn);
      if (next < cost) {
        apply(out, inn, next);
        improved = true;
      }
    }
  }
  return { chosen, cost };
}

/**
 * Whole sets adding up to exactly `target` items (60), as near the outline's counts as the search finds, with their
 * distance; null when no whole sets add up to `target`. `fallback` gives a start when no greedy start reaches it
 * (the exact subset-sum walk).
 */
export function chooseCaseSets<T extends JudgmentSet>(
  sets: readonly T[],
  random: () => number,
  seen: ReadonlySet<number>,
  fallback: (ordered: T[], target: number) => T[] | null,
  target = RTE_JUDGMENT_ITEMS,
): { sets: T[]; distance: JudgmentDistance } | null {
  if (sets.length === 0) return null;
  const all: Candidate[] = sets.map((set) => ({
    set,
    size: set.itemIds.length,
    vec: vectorOf(set),
    cost: (seen.has(set.id) ? REPEAT_COST : 0) + (set.category === null ? UNCATEGORIZED_COST * set.itemIds.length : 0),
  }));
  // Sets the learner has not met, alone, when they can make the target: a repeat is then impossible, not just costly.
  const unseen = all.filter((c) => !seen.has(c.set.id));
  const pool =
    unseen.length < all.length &&
    fallback(
      unseen.map((c) => c.set as T),
      target,
    )
      ? unseen
      : all;
  let best: { chosen: Candidate[]; cost: number } | null = null;
  const started = performance.now();
  for (let r = 0; r < RESTARTS && (r === 0 || performance.now() - started < BUDGET_MS); r++) {
    const start = greedy(shuffle(pool, random), target, random);
    if (!start) continue;
    const found = improve(start, pool, random);
    if (!best || found.cost < best.cost) best = found;
  }
  if (!best) {
    // Unseen categorized sets first, so the walk's exact answer leans the way the costs do.
    const ordered = shuffle(pool, random).sort((a, b) => a.cost - b.cost);
    const walk = fallback(
      ordered.map((c) => c.set as T),
      target,
    );
    if (!walk) return null;
    best = improve(
      walk.map((s) => pool.find((c) => c.set === s)!),
      pool,
      random,
    );
  }
  const chosenSets = best.chosen.map((c) => c.set as T);
  return { sets: chosenSets, distance: judgmentDistance(chosenSets, seen) };
}
