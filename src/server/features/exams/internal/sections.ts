// The RTE's two sections and the break between them: ending section 1 (its answers locked) and starting section 2.
import type { UserRow } from '../../../../../db/schema';
import { SECTION_LOCK_GRACE_SECONDS, type ExamForm } from '../../../../shared/examFormats';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import type { ActiveExam } from '../activeExam';
import { examPhase, formOf, MINUTE, withCaseLocks, type ExamSessionRow } from './examState';
import { changeSession, saveForm } from './sessionAccess';

function sectionedForm(s: ExamSessionRow): ExamForm {
  const form = formOf(s);
  if (!form || form.sections.length < 2) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'examSessionId: this exam has one section; only the RTE simulation has two' });
  }
  if (s.submittedAt) throw new DomainError({ code: 'CONFLICT', message: 'This exam has already been submitted' });
  return form;
}

const sameAnswers = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((x, i) => (x ?? null) === (b[i] ?? null));

/**
 * RTE: ends section 1 with its answers, which the server locks; the break starts. The client's automatic end at
 * section 1's deadline may arrive up to SECTION_LOCK_GRACE_SECONDS late. Once locked (or once section 1 ran out
 * and the grace passed), section 1's answers can no longer change: sending other answers is a 409.
 */
export async function endExamSection(deps: Deps, user: UserRow, examSessionId: string, answers: (string | null)[]): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = sectionedForm(s);
    const size = form.sections[0]!.end;
    if (answers.length !== size) {
      throw new DomainError({
        code: 'BAD_REQUEST',
        message: `answers: section 1 has ${size} questions; send one answer (or null) for each`,
      });
    }
    const now = deps.now();
    const t = now.getTime();
    const s1Deadline = s.startedAt.getTime() + form.sections[0]!.minutes * MINUTE;
    if (form.lockedAnswers) {
      if (sameAnswers(form.lockedAnswers, withCaseLocks(form, answers))) return s;
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is locked: its answers can no longer change' });
    }
    const phase = examPhase(s, form, now);
    const inTime = phase.phase === 'section' && phase.section === 0;
    const lateButGraced =
      form.section1EndedAt === null && form.section2StartedAt === null && t <= s1Deadline + SECTION_LOCK_GRACE_SECONDS * 1000;
    if (!inTime && !lateButGraced) {
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is locked: its time ran out and its answers can no longer change' });
    }
    const endedAt = Math.min(t, s1Deadline);
    const next: ExamForm = { ...form, section1EndedAt: endedAt, lockedAnswers: withCaseLocks(form, answers) };
    const deadline = new Date(endedAt + (form.breakMaxMinutes + form.sections[1]!.minutes) * MINUTE);
    return await saveForm(tx, s, next, deadline);
  });
}

/** RTE: ends the break now and starts section 2's clock; again answers the same. */
export async function startExamSection(deps: Deps, user: UserRow, examSessionId: string): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = sectionedForm(s);
    const now = deps.now();
    const phase = examPhase(s, form, now);
    if (phase.phase === 'section' && phase.section === 0) {
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is still running: end it before section 2 starts' });
    }
    if (phase.phase === 'section') return s;
    const next: ExamForm = { ...form, section1EndedAt: phase.sectionDeadlineAt, section2StartedAt: now.getTime() };
    return await saveForm(tx, s, next, new Date(now.getTime() + form.sections[1]!.minutes * MINUTE));
  });
}
