/**
 * The RTE outline applied to items and answers: which breadth section an item counts under, what one form draws per
 * section, and a score tallied the way a candidate's score report reads (by section with the domain subtotals, and
 * by clinical-judgment category and kind). Pure, so the server, the content check and the client share it.
 */
import type { TmcCode } from './bankVocabulary';
import {
  CJ_CATEGORIES,
  CJ_CATEGORY_TITLES,
  CJ_KINDS,
  CJ_KIND_TITLES,
  RTE_DOMAINS,
  RTE_DOMAIN_TITLES,
  RTE_PRETEST_ITEMS,
  RTE_SECTIONS,
  RTE_SECTION_COUNTS,
  RTE_SECTION_OF_TMC_CODE,
  RTE_SECTION_TITLES,
  domainOfRteSection,
  type CjCategory,
  type CjKind,
  type RteSection,
} from './rteOutline';

/** Splits `total` over weighted parts by largest remainder (ties to the earlier part). */
export function apportion<K extends string>(total: number, weights: Record<K, number>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const sum = keys.reduce((s, k) => s + weights[k], 0);
  const exact = keys.map((k) => (total * weights[k]) / sum);
  const out = Object.fromEntries(keys.map((k, i) => [k, Math.floor(exact[i]!)])) as Record<K, number>;
  let left = total - keys.reduce((s, k) => s + out[k], 0);
  const order = keys.map((k, i) => ({ k, r: exact[i]! - Math.floor(exact[i]!), i })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const o of order) {
    if (left-- <= 0) break;
    out[o.k]++;
  }
  return out;
}

/** Pretest items of one RTE form per section: the 25 spread like the scored counts. */
export const RTE_PRETEST_BY_SECTION: Record<RteSection, number> = apportion(RTE_PRETEST_ITEMS, RTE_SECTION_COUNTS);

/** Single items one RTE form draws from a section, scored and pretest together. */
export const rteItemsPerForm = (section: RteSection): number => RTE_SECTION_COUNTS[section] + RTE_PRETEST_BY_SECTION[section];

export const isRteSection = (s: unknown): s is RteSection => (RTE_SECTIONS as readonly unknown[]).includes(s);

/**
 * The breadth section an item counts under: the one it states (stored), else where its TMC code sits in the outline.
 * Null when it names neither (an admin-written item without a code).
 */
export function sectionOf(q: { rteSection?: string | null; tmcCode?: string | null }): RteSection | null {
  if (isRteSection(q.rteSection)) return q.rteSection;
  return q.tmcCode && Object.hasOwn(RTE_SECTION_OF_TMC_CODE, q.tmcCode) ? RTE_SECTION_OF_TMC_CODE[q.tmcCode as TmcCode] : null;
}

export interface ScoreLine {
  key: string;
  label: string;
  correct: number;
  total: number;
}

/** One line per key in the given order, counting only the answers that carry that key. */
function lines<K extends string>(keys: readonly K[], title: (k: K) => string, answers: { key: K | null; correct: boolean }[]): ScoreLine[] {
  return keys.map((key) => {
    const mine = answers.filter((a) => a.key === key);
    return { key, label: title(key), correct: mine.filter((a) => a.correct).length, total: mine.length };
  });
}

/**
 * The breadth part of a score report: every section of the outline (I.A … III.I, in order, zero lines kept so the
 * table reads like the outline) and the domain subtotals I / II / III. Pass scored breadth items only.
 */
export function tallyBySection(answers: { section: RteSection | null; correct: boolean }[]) {
  return {
    sections: lines(
      RTE_SECTIONS,
      (s) => RTE_SECTION_TITLES[s],
      answers.map((a) => ({ key: a.section, correct: a.correct })),
    ),
    domains: lines(
      RTE_DOMAINS,
      (d) => RTE_DOMAIN_TITLES[d],
      answers.map((a) => ({ key: a.section ? domainOfRteSection(a.section) : null, correct: a.correct })),
    ),
  };
}

/**
 * The clinical-judgment part: by patient-condition category and by kind of judgment, in the outline's order. An item
 * of a set with no category (or with no kind) counts in the total but under no line, so lines may add up to less.
 */
export function tallyJudgment(answers: { category: CjCategory | null; kind: CjKind | null; correct: boolean }[]) {
  return {
    categories: lines(
      CJ_CATEGORIES,
      (c) => CJ_CATEGORY_TITLES[c],
      answers.map((a) => ({ key: a.category, correct: a.correct })),
    ),
    kinds: lines(
      CJ_KINDS,
      (k) => CJ_KIND_TITLES[k],
      answers.map((a) => ({ key: a.kind, correct: a.correct })),
    ),
  };
}
