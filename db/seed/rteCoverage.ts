/**
 * The bank against the RTE outline (issue #29): single items per breadth section and how many forms' worth each
 * section holds, and the case library per category, focus, kind and setting with how many RTE simulations a learner
 * can sit before a set repeats (counted with the selector the server uses). `checkRteSections` runs in the bank test;
 * `checkCaseLibrary` holds the case library to CASE_LIBRARY_TARGETS; both run in the bank test and bank:report.
 */
import { chooseCaseSets, type JudgmentSet } from '../../src/server/features/exams/caseSelection';
import { pickSetsSumming } from '../../src/server/features/exams/examForms';
import { seededRandom } from '../../src/server/lib/random';
import {
  CJ_CATEGORIES,
  CJ_CATEGORY_COUNTS,
  CJ_FOCI,
  CJ_FOCUS_COUNTS,
  CJ_KINDS,
  CJ_KIND_COUNTS,
  CJ_PLACES,
  CJ_PLACE_COUNTS,
  RTE_SECTIONS,
  type CjCategory,
  type CjKind,
  type RteSection,
} from '../../src/shared/rteOutline';
import { isRteSection, rteItemsPerForm } from '../../src/shared/rteScore';
import { RTE_SECTION_OVERRIDES, seedRteSection } from './rteSections';
import type { Difficulty, SeedCaseSet, SeedQuestion } from './types';

/** Forms' worth of single items every RTE section must hold, so four forms can be drawn without a repeat. */
export const RTE_SECTION_MIN_FORMS = 4;

/** The case library's targets (issue #29 §2), in one place. */
export const CASE_LIBRARY_TARGETS = {
  publishedSets: 100,
  items: 500,
  /** Forms' worth of items in every patient-condition category. */
  categoryForms: 4,
  /** RTE simulations a learner sits before a case set repeats. */
  simulationsBeforeRepeat: 7,
  /** Share of sets with an exhibit in at least one item. */
  exhibitShare: 0.25,
  /** Percentage points each difficulty's share of case items may stand from the single items'. */
  difficultyPoints: 10,
} as const;

export interface SectionCoverage {
  section: RteSection;
  items: number;
  perForm: number;
  forms: number;
}

/** Single items the RTE can draw (no TMC-only item) per section, against what one form draws. */
export function rteSectionCoverage(bank: readonly SeedQuestion[]): SectionCoverage[] {
  const eligible = bank.filter((q) => !q.tmcOnly);
  return RTE_SECTIONS.map((section) => {
    const items = eligible.filter((q) => seedRteSection(q) === section).length;
    const perForm = rteItemsPerForm(section);
    return { section, items, perForm, forms: Math.floor(items / perForm) };
  });
}

/** Every single item has a valid RTE section, the override file agrees with the items and names only bank keys, and
 * every section holds RTE_SECTION_MIN_FORMS forms' worth. */
export function checkRteSections(bank: readonly SeedQuestion[]): string[] {
  const out: string[] = [];
  const keys = new Set(bank.map((q) => q.key));
  for (const q of bank) {
    if (q.rteSection !== undefined && !isRteSection(q.rteSection)) out.push(`${q.key}: unknown rteSection ${String(q.rteSection)}`);
    else if (!isRteSection(seedRteSection(q))) out.push(`${q.key}: no RTE section (no rteSection and no TMC code)`);
    const listed = RTE_SECTION_OVERRIDES[q.key];
    if (listed && q.rteSection && listed !== q.rteSection) {
      out.push(`${q.key}: rteSection ${q.rteSection} disagrees with db/seed/rteSections.ts (${listed})`);
    }
  }
  for (const key of Object.keys(RTE_SECTION_OVERRIDES)) {
    if (!keys.has(key)) out.push(`db/seed/rteSections.ts names ${key}, which is not a single item of the bank`);
  }
  for (const c of rteSectionCoverage(bank)) {
    if (c.forms < RTE_SECTION_MIN_FORMS) {
      out.push(
        `RTE section ${c.section} holds ${c.items} items, ${c.forms} forms' worth at ${c.perForm} a form (want at least ${RTE_SECTION_MIN_FORMS})`,
      );
    }
  }
  return out;
}

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];
const shares = (ds: Difficulty[]) =>
  Object.fromEntries(DIFFICULTIES.map((d) => [d, ds.length ? ds.filter((x) => x === d).length / ds.length : 0])) as Record<
    Difficulty,
    number
  >;

/** The seed sets the RTE can use, as the selector sees them (ids are positions in `cases`). */
function judgmentSets(cases: readonly SeedCaseSet[]): JudgmentSet[] {
  return cases.flatMap((set, id) => {
    if (set.items.some((i) => i.tmcOnly)) return [];
    const kinds: Partial<Record<CjKind, number>> = {};
    for (const i of set.items) if (i.kind) kinds[i.kind] = (kinds[i.kind] ?? 0) + 1;
    return [
      {
        id,
        itemIds: set.items.map((i) => i.key),
        category: set.category ?? null,
        focus: set.focus ?? null,
        place: set.place ?? null,
        kinds,
      },
    ];
  });
}

/** RTE simulations one learner sits before the selector has to repeat a set (it stops looking at 20). */
export function simulationsBeforeRepeat(cases: readonly SeedCaseSet[], seed = 29): number {
  const sets = judgmentSets(cases);
  const random = seededRandom(seed);
  const seen = new Set<number>();
  for (let n = 0; n < 20; n++) {
    const chosen = chooseCaseSets(sets, random, seen, pickSetsSumming);
    if (!chosen || chosen.distance.repeatedSets > 0) return n;
    for (const s of chosen.sets) seen.add(s.id);
  }
  return 20;
}

export function caseLibraryReport(cases: readonly SeedCaseSet[], bank: readonly SeedQuestion[]) {
  const items = cases.flatMap((s) => s.items.map((i) => ({ ...i, set: s })));
  const perCategory = (c: CjCategory) => items.filter((i) => i.set.category === c).length;
  return {
    sets: cases.length,
    items: items.length,
    categories: CJ_CATEGORIES.map((c) => ({
      key: c,
      items: perCategory(c),
      perForm: CJ_CATEGORY_COUNTS[c],
      forms: Math.floor(perCategory(c) / CJ_CATEGORY_COUNTS[c]),
    })),
    foci: CJ_FOCI.map((f) => ({ key: f, items: items.filter((i) => i.set.focus === f).length, perForm: CJ_FOCUS_COUNTS[f] })),
    kinds: CJ_KINDS.map((k) => ({ key: k, items: items.filter((i) => i.kind === k).length, perForm: CJ_KIND_COUNTS[k] })),
    places: CJ_PLACES.map((p) => ({ key: p, items: items.filter((i) => i.set.place === p).length, perForm: CJ_PLACE_COUNTS[p] })),
    withoutCategory: cases.filter((s) => !s.category).map((s) => s.key),
    withoutPlace: cases.filter((s) => !s.place).map((s) => s.key),
    itemsWithoutKind: items.filter((i) => !i.kind).map((i) => i.key),
    setsWithExhibit: cases.filter((s) => s.items.some((i) => i.exhibit)).length,
    difficulty: { cases: shares(items.map((i) => i.difficulty)), singles: shares(bank.map((q) => q.difficulty)) },
    simulationsBeforeRepeat: simulationsBeforeRepeat(cases),
  };
}

/** The case library against CASE_LIBRARY_TARGETS; every set labelled with its category and place, every item its kind. */
export function checkCaseLibrary(cases: readonly SeedCaseSet[], bank: readonly SeedQuestion[]): string[] {
  const t = CASE_LIBRARY_TARGETS;
  const r = caseLibraryReport(cases, bank);
  const out: string[] = [];
  if (r.sets < t.publishedSets) out.push(`the case library holds ${r.sets} sets (want at least ${t.publishedSets})`);
  if (r.items < t.items) out.push(`the case library holds ${r.items} items (want at least ${t.items})`);
  for (const c of r.categories) {
    if (c.forms < t.categoryForms)
      out.push(`case category ${c.key}: ${c.items} items, ${c.forms} forms' worth at ${c.perForm} a form (want ${t.categoryForms})`);
  }
  if (r.simulationsBeforeRepeat < t.simulationsBeforeRepeat) {
    out.push(
      `a learner meets a case set again in RTE simulation ${r.simulationsBeforeRepeat + 1} (want ${t.simulationsBeforeRepeat} before a repeat)`,
    );
  }
  const exhibitShare = r.sets ? r.setsWithExhibit / r.sets : 0;
  if (exhibitShare < t.exhibitShare) {
    out.push(
      `${r.setsWithExhibit} of ${r.sets} case sets have an exhibit (${(100 * exhibitShare).toFixed(1)}%; want ${100 * t.exhibitShare}%)`,
    );
  }
  for (const d of DIFFICULTIES) {
    const gap = 100 * Math.abs(r.difficulty.cases[d] - r.difficulty.singles[d]);
    if (gap > t.difficultyPoints + 1e-9) {
      out.push(
        `${d} case items ${(100 * r.difficulty.cases[d]).toFixed(1)}% against ${(100 * r.difficulty.singles[d]).toFixed(1)}% of single items (want within ${t.difficultyPoints} points)`,
      );
    }
  }
  for (const k of r.withoutCategory) out.push(`case set ${k}: no category`);
  for (const k of r.withoutPlace) out.push(`case set ${k}: no place`);
  for (const k of r.itemsWithoutKind) out.push(`case item ${k}: no kind (information-gathering or decision-making)`);
  return out;
}
