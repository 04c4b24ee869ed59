/**
 * Assembles the forms of the two real-format simulations (issue #19) from the published bank: the TMC drawn by its
 * outline weights with pretest items hidden among the scored ones, the RTE as breadth items and whole clinical
 * case sets in two sections. Pure over a snapshot of the bank (`formBank`), so the rules are unit-tested alone.
 */
import { asc, eq } from 'drizzle-orm';
import { caseSets, questions } from '../../../../db/schema';
import { OUTLINE_SECTIONS, sectionOfTmcCode, type OutlineSection } from '../../../shared/bankVocabulary';
import { RTE_BREAK_MAX_MINUTES, RTE_FORMAT, TMC_FORMAT, type ExamForm, type FormatType } from '../../../shared/examFormats';
import type { DB } from '../../db';
import { bankView } from '../questions/bankCache';
import { shuffle } from '../../lib/random';
import { RTE_SECTION_COUNTS, RTE_SECTIONS, RTE_SECTION_TITLES, type CjKind, type RteSection } from '../../../shared/rteOutline';
import { RTE_PRETEST_BY_SECTION, apportion, sectionOf } from '../../../shared/rteScore';
import { chooseCaseSets, type JudgmentSet } from './caseSelection';
import { DomainError } from '../../lib/domainError';

export { apportion };

export interface FormSingle {
  id: number;
  section: OutlineSection | null;
  /** The RTE breadth section it counts under (stored, else its TMC code's). */
  rteSection: RteSection | null;
  tmcOnly: boolean;
}
export interface FormCaseSet extends JudgmentSet {
  /** Item ids in case order. */
  itemIds: number[];
  tmcOnly: boolean;
}
export interface FormBank {
  singles: FormSingle[];
  caseSets: FormCaseSet[];
}

export const SECTION_TITLES: Record<OutlineSection, string> = {
  I: 'Patient Data (I)',
  II: 'Devices, QC and Infection Control (II)',
  III: 'Interventions (III)',
};

/** The published bank as form assembly sees it, cached until the bank changes. */
export function formBank(db: DB): Promise<FormBank> {
  return bankView(db, 'exam-form-bank', async () => {
    const rows = await db.select().from(questions).where(eq(questions.status, 'published')).orderBy(asc(questions.id));
    const singles: FormSingle[] = [];
    const items = new Map<number, typeof rows>();
    for (const q of rows) {
      if (q.caseSetId === null) {
        const section = (q.outlineSection as OutlineSection | null) ?? (q.tmcCode ? sectionOfTmcCode(q.tmcCode) : null);
        singles.push({
          id: q.id,
          section: OUTLINE_SECTIONS.includes(section as OutlineSection) ? section : null,
          rteSection: sectionOf(q),
          tmcOnly: q.tmcOnly,
        });
      } else {
        items.set(q.caseSetId, [...(items.get(q.caseSetId) ?? []), q]);
      }
    }
    const sets = await db
      .select({ id: caseSets.id, category: caseSets.category, focus: caseSets.focus, place: caseSets.place })
      .from(caseSets)
      .where(eq(caseSets.status, 'published'))
      .orderBy(asc(caseSets.id));
    const all = await db.select({ id: questions.id, caseSetId: questions.caseSetId }).from(questions);
    const size = new Map<number, number>();
    for (const q of all) if (q.caseSetId !== null) size.set(q.caseSetId, (size.get(q.caseSetId) ?? 0) + 1);
    const formSets: FormCaseSet[] = sets.flatMap((s) => {
      const its = (items.get(s.id) ?? []).slice().sort((a, b) => (a.casePosition ?? 0) - (b.casePosition ?? 0));
      // A set with a draft item is not whole: it is left out of forms.
      if (its.length === 0 || its.length !== size.get(s.id)) return [];
      const kinds: Partial<Record<CjKind, number>> = {};
      for (const q of its) if (q.cjKind) kinds[q.cjKind] = (kinds[q.cjKind] ?? 0) + 1;
      return [
        {
          id: s.id,
          itemIds: its.map((q) => q.id),
          tmcOnly: its.some((q) => q.tmcOnly),
          category: s.category,
          focus: s.focus,
          place: s.place,
          kinds,
        },
      ];
    });
    return { singles, caseSets: formSets };
  });
}

function shortfall(message: string): never {
  throw new DomainError({ code: 'PRECONDITION_FAILED', message });
}

export interface AssembledForm {
  questionIds: number[];
  form: ExamForm;
}

const blankForm = (format: FormatType): Omit<ExamForm, 'scored' | 'kind' | 'sections' | 'caseSets'> => ({
  format,
  breakMaxMinutes: format === 'rte' ? RTE_BREAK_MAX_MINUTES : 0,
  section1EndedAt: null,
  section2StartedAt: null,
  lockedAnswers: null,
  submittedAnswers: null,
});

/** TMC: 50/20/70 scored items by outline section and 20 pretest items spread the same way, shuffled together. */
export function assembleTmc(bank: FormBank, random: () => number): AssembledForm {
  const pretest = apportion(TMC_FORMAT.pretest, TMC_FORMAT.outline);
  const items: { id: number; scored: boolean }[] = [];
  for (const section of OUTLINE_SECTIONS) {
    const need = TMC_FORMAT.outline[section] + pretest[section];
    const pool = bank.singles.filter((q) => q.section === section);
    if (pool.length < need) {
      shortfall(`Only ${pool.length} published ${SECTION_TITLES[section]} questions are in the bank; a TMC form needs ${need}.`);
    }
    shuffle(pool, random)
      .slice(0, need)
      .forEach((q, i) => items.push({ id: q.id, scored: i < TMC_FORMAT.outline[section] }));
  }
  const order = shuffle(items, random);
  return {
    questionIds: order.map((x) => x.id),
    form: {
      ...blankForm('tmc'),
      scored: order.map((x) => x.scored),
      kind: order.map(() => 'breadth'),
      sections: [{ start: 0, end: order.length, minutes: TMC_FORMAT.minutes }],
      caseSets: [],
    },
  };
}

/** Whole sets whose sizes add up to exactly `target`, from the sets in the order given (a subset-sum walk). */
export function pickSetsSumming<T extends { itemIds: readonly unknown[] }>(sets: readonly T[], target: number): T[] | null {
  // reach[s]: the index of the set that first reached sum s, and the sum before it.
  const reach: ({ set: number; prev: number } | null)[] = Array<{ set: number; prev: number } | null>(target + 1).fill(null);
  const reached = new Set<number>([0]);
  sets.forEach((set, i) => {
    const n = set.itemIds.length;
    for (const s of [...reached].sort((a, b) => b - a)) {
      const t = s + n;
      if (t <= target && !reached.has(t)) {
        reached.add(t);
        reach[t] = { set: i, prev: s };
      }
    }
  });
  if (!reached.has(target)) return null;
  const out: T[] = [];
  for (let s = target; s > 0;) {
    const r = reach[s]!;
    out.push(sets[r.set]!);
    s = r.prev;
  }
  return out.reverse();
}

/**
 * RTE: the 100 scored breadth singles drawn to the outline's count for each of its 16 sections, the 25 pretest singles
 * spread over the sections the same way, and whole case sets adding up to 60 clinical-judgment items as near the
 * outline's category, kind and setting counts as the sets allow (caseSelection.ts), preferring sets not in
 * `seenCaseSetIds` (the learner's earlier RTE simulations); no TMC-only item. Singles and sets are shuffled as blocks
 * (a set's items stay consecutive and in order) and split into two sections at the block boundary nearest the middle.
 */
export function assembleRte(bank: FormBank, random: () => number, seenCaseSetIds: ReadonlySet<number> = new Set()): AssembledForm {
  type Block = { ids: number[]; scored: boolean; kind: 'breadth' | 'case'; caseSetId?: number };
  const blocks: Block[] = [];
  for (const section of RTE_SECTIONS) {
    const need = RTE_SECTION_COUNTS[section] + RTE_PRETEST_BY_SECTION[section];
    const pool = bank.singles.filter((q) => q.rteSection === section && !q.tmcOnly);
    if (pool.length < need) {
      shortfall(
        `Only ${pool.length} published questions of RTE section ${section} (${RTE_SECTION_TITLES[section]}) fit the RTE; a form needs ${need}.`,
      );
    }
    shuffle(pool, random)
      .slice(0, need)
      .forEach((q, i) => blocks.push({ ids: [q.id], scored: i < RTE_SECTION_COUNTS[section], kind: 'breadth' }));
  }
  const eligible = bank.caseSets.filter((s) => !s.tmcOnly);
  const chosen = chooseCaseSets(eligible, random, seenCaseSetIds, pickSetsSumming, RTE_FORMAT.clinicalJudgment);
  if (!chosen) {
    const held = eligible.reduce((n, s) => n + s.itemIds.length, 0);
    shortfall(
      `Only ${held} published case-set items fit the RTE, or no whole sets add up to ${RTE_FORMAT.clinicalJudgment}; a form needs ${RTE_FORMAT.clinicalJudgment}.`,
    );
  }
  for (const s of chosen.sets) blocks.push({ ids: s.itemIds, scored: true, kind: 'case', caseSetId: s.id });

  const order = shuffle(blocks, random);
  const questionIds: number[] = [];
  const scored: boolean[] = [];
  const kind: ('breadth' | 'case')[] = [];
  const caseSetsHeld: ExamForm['caseSets'] = [];
  const boundaries: number[] = [];
  for (const b of order) {
    if (b.caseSetId !== undefined) caseSetsHeld.push({ caseSetId: b.caseSetId, start: questionIds.length, length: b.ids.length });
    for (const id of b.ids) {
      questionIds.push(id);
      scored.push(b.scored);
      kind.push(b.kind);
    }
    boundaries.push(questionIds.length);
  }
  const middle = Math.ceil(questionIds.length / 2);
  const split = boundaries.reduce((best, b) => (Math.abs(b - middle) < Math.abs(best - middle) ? b : best), boundaries[0]!);
  return {
    questionIds,
    form: {
      ...blankForm('rte'),
      scored,
      kind,
      sections: [
        { start: 0, end: split, minutes: RTE_FORMAT.sectionMinutes },
        { start: split, end: questionIds.length, minutes: RTE_FORMAT.sectionMinutes },
      ],
      caseSets: caseSetsHeld,
      judgmentDistance: chosen.distance,
    },
  };
}

export function assembleForm(
  type: FormatType,
  bank: FormBank,
  random: () => number,
  seenCaseSetIds: ReadonlySet<number> = new Set(),
): AssembledForm {
  return type === 'tmc' ? assembleTmc(bank, random) : assembleRte(bank, random, seenCaseSetIds);
}
