// The bank against the RTE outline (issue #29): every single item under a valid breadth section and every section
// holding four forms' worth, and the case-library targets (held on the real bank and on fixtures).
import { describe, expect, it } from 'vitest';
import { BANK } from './bank';
import { CASE_SETS } from './cases/index';
import { CASE_LIBRARY_TARGETS, checkCaseLibrary, checkRteSections, rteSectionCoverage, simulationsBeforeRepeat } from './rteCoverage';
import { RTE_SECTION_OVERRIDES, seedRteSection } from './rteSections';
import type { SeedCaseSet, SeedQuestion } from './types';
import { RTE_SECTIONS, type RteSection } from '../../src/shared/rteOutline';
import { perfectForms } from '../../tests/support/caseLibraryFixture';

const single = (key: string, over: Partial<SeedQuestion> = {}): SeedQuestion => ({
  key,
  topicId: 1,
  questionText: `Question ${key}?`,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'A',
  explanation: 'x\nCorrect Answer: A\nKey Learning Point: y.',
  difficulty: 'medium',
  cognitiveLevel: 'application',
  outlineSection: 'III',
  tmcCode: 'III-E',
  ...over,
});

describe('the seeded case library', () => {
  it('meets the third edition targets: 100 sets, 500 items, seven simulations before a set repeats, every category four forms deep', () => {
    expect(checkCaseLibrary(CASE_SETS, BANK)).toEqual([]);
    expect(simulationsBeforeRepeat(CASE_SETS)).toBeGreaterThanOrEqual(CASE_LIBRARY_TARGETS.simulationsBeforeRepeat);
  });
});

describe('RTE breadth sections of the single items', () => {
  it('holds on the seeded bank: a valid section for every item, four forms of each section', () => {
    expect(checkRteSections(BANK)).toEqual([]);
    expect(rteSectionCoverage(BANK).map((c) => c.section)).toEqual([...RTE_SECTIONS]);
  });

  it('takes the item, then the override file, then the TMC code', () => {
    expect(seedRteSection(single('x-1'))).toBe('III.E');
    expect(seedRteSection(single('x-1', { rteSection: 'III.G' }))).toBe('III.G');
    const listed = Object.keys(RTE_SECTION_OVERRIDES)[0]!;
    expect(seedRteSection(single(listed))).toBe(RTE_SECTION_OVERRIDES[listed]);
    expect(seedRteSection(single('x-2', { tmcCode: 'II-C' }))).toBe('II.B');
    expect(seedRteSection(single('x-3', { tmcCode: undefined }))).toBeNull();
  });

  it('fails an item with no section, an unknown one, and a section short of four forms', () => {
    const bank = [...BANK, single('x-4', { tmcCode: undefined }), single('x-5', { rteSection: 'IV.Z' as never })];
    const problems = checkRteSections(bank);
    expect(problems).toContain('x-4: no RTE section (no rteSection and no TMC code)');
    expect(problems).toContain('x-5: unknown rteSection IV.Z');
    const thin = BANK.filter((q) => seedRteSection(q) !== 'III.H').concat(BANK.filter((q) => seedRteSection(q) === 'III.H').slice(0, 14));
    expect(checkRteSections(thin)).toContain("RTE section III.H holds 14 items, 2 forms' worth at 5 a form (want at least 4)");
  });

  it('fails an item that states a section other than the override file gives it', () => {
    const [key, section] = Object.entries(RTE_SECTION_OVERRIDES)[0]!;
    const other: RteSection = section === 'III.E' ? 'III.A' : 'III.E';
    const bank = BANK.map((q): SeedQuestion => (q.key === key ? { ...q, rteSection: other } : q));
    expect(checkRteSections(bank)).toContain(`${key}: rteSection ${other} disagrees with db/seed/rteSections.ts (${section})`);
  });
});

/** Seed case sets from the selector fixtures: `forms` perfect forms, with exhibits and difficulties as asked. */
function library(forms: number, opts: { exhibitEvery?: number; difficulty?: SeedQuestion['difficulty'] } = {}): SeedCaseSet[] {
  return perfectForms(forms).map((f, n) => ({
    key: `case-fx-${n}`,
    topicId: 1,
    title: `Fixture ${n}`,
    setting: 'adult-critical-care',
    category: f.category!,
    focus: f.focus ?? undefined,
    place: f.place!,
    scenario: 'A patient.',
    items: f.itemIds.map((_, k) => ({
      ...single(`case-fx-${n}-${k}`, { difficulty: opts.difficulty ?? (['easy', 'medium', 'medium', 'hard'] as const)[k % 4] }),
      kind: k < (f.kinds['information-gathering'] ?? 0) ? ('information-gathering' as const) : ('decision-making' as const),
      exhibit: opts.exhibitEvery && n % opts.exhibitEvery === 0 ? ({ kind: 'table' } as never) : undefined,
    })),
  }));
}
const singles = Array.from({ length: 40 }, (_, i) =>
  single(`s-${i}`, { difficulty: (['easy', 'medium', 'medium', 'hard'] as const)[i % 4] }),
);

describe('the case-library rule', () => {
  it('passes a library of nine perfect forms with exhibits in a third of the sets', () => {
    const lib = library(9, { exhibitEvery: 3 });
    expect(lib.length).toBeGreaterThanOrEqual(CASE_LIBRARY_TARGETS.publishedSets);
    expect(simulationsBeforeRepeat(lib)).toBeGreaterThanOrEqual(7);
    expect(checkCaseLibrary(lib, singles)).toEqual([]);
  });

  it('names each target a library misses', () => {
    const lib = library(3, { difficulty: 'easy' });
    lib[0] = { ...lib[0]!, category: undefined, place: undefined, items: lib[0]!.items.map((i) => ({ ...i, kind: undefined })) };
    const problems = checkCaseLibrary(lib, singles);
    expect(problems).toContain('the case library holds 42 sets (want at least 100)');
    expect(problems).toContain('the case library holds 180 items (want at least 500)');
    expect(problems).toContain('0 of 42 case sets have an exhibit (0.0%; want 25%)');
    expect(problems).toContain('easy case items 100.0% against 25.0% of single items (want within 10 points)');
    expect(problems).toContain('case set case-fx-0: no category');
    expect(problems).toContain('case set case-fx-0: no place');
    expect(problems).toContain('case item case-fx-0-0: no kind (information-gathering or decision-making)');
    expect(problems.some((p) => p.startsWith('a learner meets a case set again in RTE simulation'))).toBe(true);
    expect(problems).toContain("case category chronic-lung: 46 items, 2 forms' worth at 17 a form (want 4)");
  });
});
