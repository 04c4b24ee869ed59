// The active exam as the exam screen sees it (ActiveExam, the answer of every step that changes an exam in progress),
// and the one in progress, if any, for a reload.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { examSessions, type UserRow } from '../../../../db/schema';
import { EXAMS, type ExamType } from '../../../shared/exams';
import { secondsPerItem } from '../../../shared/examFormats';
import { storedExhibit } from '../../../shared/exhibit';
import { first } from '../../db';
import type { Deps } from '../../lib/deps';
import { questionsByIds } from '../questions/questions';
import { dataDifficulties, shownDifficulty } from '../readiness/difficultyBands';
import { caseFrontier, caseLocks, examPhase, formOf, hiddenCasePositions, lockedSection1, type ExamSessionRow } from './internal/examState';
import { caseContext, topicNames } from './internal/itemContext';

/**
 * What the active exam screen needs: the questions without their keys, and the server's clock. A real-format exam
 * also brings its sections and where it stands; the RTE's second section's questions leave the server only once it
 * starts, and its first section's answers come back as locked.
 */
export async function examPayload(deps: Deps, s: ExamSessionRow) {
  const byId = await questionsByIds(deps.db, s.questionIds);
  // Shown difficulty follows the learners' answers once an item has enough of them (issue #19), as everywhere else.
  const bands = await dataDifficulties(deps.db);
  const names = await topicNames(deps.db);
  const exam = EXAMS[s.examType as ExamType];
  const form = formOf(s);
  const now = deps.now();
  const phase = form ? examPhase(s, form, now) : null;
  const visibleEnd =
    form && phase
      ? phase.phase === 'section' && phase.section === 1
        ? s.questionIds.length
        : form.sections[0]!.end
      : s.questionIds.length;
  const cases = await caseContext(deps.db, form, s.questionIds, byId);
  const hidden = hiddenCasePositions(form);
  const locks = form ? caseLocks(form) : [];
  return {
    examSessionId: s.id,
    examType: s.examType as ExamType,
    name: exam.name,
    timeLimitMinutes: exam.timeLimitMinutes,
    startedAt: s.startedAt,
    deadlineAt: s.deadlineAt,
    serverNow: now,
    totalItems: s.questionIds.length,
    format: form
      ? {
          type: form.format,
          secondsPerItem: secondsPerItem(form.format),
          sections: form.sections,
          breakMaxMinutes: form.breakMaxMinutes,
          phase: phase!.phase,
          section: phase!.section,
          sectionStartAt: new Date(phase!.sectionStartAt),
          sectionDeadlineAt: new Date(phase!.sectionDeadlineAt),
          breakEndsAt: phase!.breakEndsAt === null ? null : new Date(phase!.breakEndsAt),
          lockedAnswers: phase!.phase === 'section' && phase!.section === 0 ? null : lockedSection1(form),
          // Each case set's items, how many are open (the rest wait for a lock), and the answers locked so far.
          caseSets: form.caseSets.map((c) => ({ start: c.start, length: c.length, open: caseFrontier(c, locks) + 1 })),
          caseLocked: locks,
        }
      : null,
    questions: s.questionIds.slice(0, visibleEnd).flatMap((id, i) => {
      const q = byId.get(id);
      return q && !hidden.has(i)
        ? [
            {
              id: q.id,
              position: i,
              topicId: q.topicId,
              topicName: names.get(q.topicId) ?? 'Unknown',
              questionText: q.questionText,
              options: q.options,
              difficulty: shownDifficulty(bands, q),
              exhibit: storedExhibit(q.exhibit),
              case: cases.get(i) ?? null,
            },
          ]
        : [];
    }),
  };
}
export type ActiveExam = Awaited<ReturnType<typeof examPayload>>;

/** The exam in progress, if any, so a reload resumes it with the same clock. */
export async function activeExam(deps: Deps, user: UserRow): Promise<ActiveExam | null> {
  const s = await first(
    deps.db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.userId, user.id), isNull(examSessions.submittedAt), gt(examSessions.deadlineAt, deps.now())))
      .orderBy(desc(examSessions.startedAt))
      .limit(1),
  );
  return s ? await examPayload(deps, s) : null;
}
