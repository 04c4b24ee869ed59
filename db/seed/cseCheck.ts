/**
 * The content check for clinical simulation problems (issue #32): each problem's graph and cues
 * (src/shared/cseGraph.ts), its citation and dates, one free sample, and enough problems in every category of the
 * CSE outline to build a full form without a repeat.
 */
import { CSE_FORMAT, CSE_CATEGORIES } from '../../src/shared/cseFormat';
import { cseProblemContentSchema } from '../../src/shared/cse';
import { checkCseProblem, longestIsBestShare } from '../../src/shared/cseGraph';
import { SOURCES } from './sources';
import type { SeedCseProblem } from './types';

/** Across the bank, the best DM option may be the single longest one in at most this share of sections. */
export const CSE_LONGEST_BEST_MAX = 0.35;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function checkCseProblems(problems: readonly SeedCseProblem[], today = new Date()): string[] {
  const out: string[] = [];
  const todayDay = today.toISOString().slice(0, 10);
  const keys = new Map<string, number>();
  for (const p of problems) keys.set(p.key, (keys.get(p.key) ?? 0) + 1);
  for (const [key, n] of keys) if (n > 1) out.push(`${key}: key used ${n} times`);
  for (const p of problems) {
    const parsed = cseProblemContentSchema.safeParse(p);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) out.push(`${p.key}: ${issue.path.join('.')}: ${issue.message}`);
      continue;
    }
    for (const problem of checkCseProblem(parsed.data)) out.push(`${p.key}: ${problem}`);
    if (!(p.source in SOURCES)) out.push(`${p.key}: unknown source ${p.source}`);
    if (!DAY.test(p.written) || p.written > todayDay) out.push(`${p.key}: written date ${p.written} is not a past YYYY-MM-DD day`);
    if (p.reviewed !== undefined && (!DAY.test(p.reviewed) || p.reviewed > todayDay || p.reviewed < p.written))
      out.push(`${p.key}: reviewed date ${p.reviewed} must be a day between its writing and today`);
  }
  const samples = problems.filter((p) => p.sample).length;
  if (problems.length && samples !== 1) out.push(`the seed needs exactly one free sample problem (it has ${samples})`);
  for (const c of CSE_CATEGORIES) {
    const have = problems.filter((p) => p.category === c).length;
    const want = Math.max(2, CSE_FORMAT.outline[c]);
    if (problems.length && have < want) out.push(`category ${c}: ${have} problems, a full form needs at least ${want}`);
  }
  if (problems.length && problems.length < CSE_FORMAT.problems)
    out.push(`${problems.length} problems: a full simulation needs ${CSE_FORMAT.problems} without a repeat`);
  const { sections, longestBest } = longestIsBestShare(problems);
  if (sections && longestBest / sections > CSE_LONGEST_BEST_MAX)
    out.push(
      `the best decision is the longest option in ${longestBest} of ${sections} DM sections (at most ${Math.round(CSE_LONGEST_BEST_MAX * 100)}%): "choose the longest" would pass`,
    );
  return out;
}
