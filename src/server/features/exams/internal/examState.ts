// An exam session's state read from its row alone, without the database: where a real-format exam stands on its
// clock (sections and break) and the RTE's case-set locks. Start, sections, case locks, submit and the result all
// decide on these rules.
import type { examSessions } from '../../../../../db/schema';
import { FORMAT_TYPES, type ExamForm, type FormatType } from '../../../../shared/examFormats';
import { DomainError } from '../../../lib/domainError';

export type ExamSessionRow = typeof examSessions.$inferSelect;

export const isFormat = (t: string): t is FormatType => (FORMAT_TYPES as readonly string[]).includes(t);
export const formOf = (s: ExamSessionRow): ExamForm | null => (s.form && isFormat(s.examType) ? (s.form as ExamForm) : null);
export const MINUTE = 60_000;

/**
 * Where a real-format exam stands at `now`. The TMC has one section; the RTE runs section 1, an optional break,
 * then section 2 with its own clock. Section 1 ends when the learner ends it or at its deadline; the break ends when
 * the learner starts section 2 or when it runs out. Nothing needs a write for time to move on: the stored moments
 * only record what the learner did early.
 */
export function examPhase(s: Pick<ExamSessionRow, 'startedAt' | 'deadlineAt'>, form: ExamForm, now: Date) {
  const t = now.getTime();
  const start = s.startedAt.getTime();
  if (form.sections.length === 1) {
    return { phase: 'section' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s.deadlineAt.getTime(), breakEndsAt: null };
  }
  const s1Deadline = start + form.sections[0]!.minutes * MINUTE;
  const s1End = form.section1EndedAt ?? (t >= s1Deadline ? s1Deadline : null);
  if (s1End === null)
    return { phase: 'section' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s1Deadline, breakEndsAt: null };
  const breakEnd = s1End + form.breakMaxMinutes * MINUTE;
  const s2Start = form.section2StartedAt ?? (t >= breakEnd ? breakEnd : null);
  if (s2Start === null)
    return { phase: 'break' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s1End, breakEndsAt: breakEnd };
  return {
    phase: 'section' as const,
    section: 1,
    sectionStartAt: s2Start,
    sectionDeadlineAt: s2Start + form.sections[1]!.minutes * MINUTE,
    breakEndsAt: null,
  };
}

/** Section 1's answers as locked; an RTE whose section 1 ran out before the client sent them locked it unanswered. */
export function lockedSection1(form: ExamForm): (string | null)[] {
  return form.lockedAnswers ?? Array<string | null>(form.sections[0]!.end).fill(null);
}

/** Per position: the answer locked on a case-set item (null: not locked). */
export function caseLocks(form: ExamForm): (string | null)[] {
  return form.caseLocked ?? Array<string | null>(form.scored.length).fill(null);
}

/**
 * The one item of a case set the learner may answer now, counted within the set: the first item not yet locked. The
 * last item never needs a lock (nothing follows it), so a set whose other items are locked is wholly open.
 */
export function caseFrontier(c: ExamForm['caseSets'][number], locks: readonly (string | null)[]): number {
  let k = 0;
  while (k < c.length - 1 && locks[c.start + k] != null) k++;
  return k;
}

/** Positions of case-set items that stay on the server: their case's earlier items are not locked yet. */
export function hiddenCasePositions(form: ExamForm | null): Set<number> {
  const hidden = new Set<number>();
  if (!form) return hidden;
  const locks = caseLocks(form);
  for (const c of form.caseSets) {
    for (let k = caseFrontier(c, locks) + 1; k < c.length; k++) hidden.add(c.start + k);
  }
  return hidden;
}

/**
 * The answers sent, with every locked case-set item's answer in force (a different answer there is a 409) and no
 * answer for an item the learner was never shown. `offset` is the position of answers[0].
 */
export function withCaseLocks(form: ExamForm, answers: readonly (string | null)[], offset = 0): (string | null)[] {
  const locks = caseLocks(form);
  const hidden = hiddenCasePositions(form);
  return answers.map((a, j) => {
    const i = j + offset;
    const locked = locks[i];
    if (locked != null) {
      if (a != null && a !== locked) {
        throw new DomainError({ code: 'CONFLICT', message: `Question ${i + 1} is locked: its answer can no longer change` });
      }
      return locked;
    }
    return hidden.has(i) ? null : (a ?? null);
  });
}
