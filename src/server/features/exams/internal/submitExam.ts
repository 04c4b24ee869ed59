// Submitting an exam: the answers it is graded on (locks in force), its pacing seconds, the attempt and the review
// cards, stored once; the answer is what the result screen shows first (issue #33).
import { and, eq, isNull } from 'drizzle-orm';
import { examSessions, quizAttempts, type UserRow } from '../../../../../db/schema';
import { SECTION_LOCK_GRACE_SECONDS, type ExamForm } from '../../../../shared/examFormats';
import { first, transaction } from '../../../db';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { questionsByIds } from '../../questions/questions';
import { answeredOnly, storeAttempt, type GradedAnswer } from '../../quizzes/attempts';
import { scheduleAnswers } from '../../study/review';
import { attemptReview } from '../../progress/history';
import { examPhase, formOf, lockedSection1, withCaseLocks, type ExamSessionRow } from './examState';
import { lockedSession, ownSession } from './sessionAccess';

/**
 * The answers a real-format exam is graded on: section 1's as locked once section 1 is over (a different non-null
 * answer there is a 409; a null is read as not sent), the rest as sent.
 */
function formAnswers(s: ExamSessionRow, form: ExamForm, answers: (string | null)[], now: Date): (string | null)[] {
  const all = withCaseLocks(
    form,
    s.questionIds.map((_, i) => answers[i] ?? null),
  );
  if (form.sections.length < 2) return all;
  const phase = examPhase(s, form, now);
  if (phase.phase === 'section' && phase.section === 0) return all;
  const locked = lockedSection1(form);
  for (let i = 0; i < locked.length; i++) {
    if (all[i] !== null && all[i] !== locked[i]) {
      throw new DomainError({ code: 'CONFLICT', message: `Section 1 is locked: the answer to question ${i + 1} can no longer change` });
    }
    all[i] = locked[i] ?? null;
  }
  return all;
}

/**
 * Pacing seconds are checked for shape (the schema: whole, 0–24 h each; here: one per item) and stored; they never
 * grade. A device's clock may run fast or jump (a sleeping laptop): seconds adding up to more than the exam ran are
 * scaled down to fit rather than refused, so pacing data can never cost a learner their exam.
 */
function checkedItemSeconds(s: ExamSessionRow, itemSeconds: number[] | undefined, end: number): number[] | null {
  if (!itemSeconds) return null;
  if (itemSeconds.length !== s.questionIds.length) {
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `itemSeconds: this exam has ${s.questionIds.length} questions; send one number for each`,
    });
  }
  const ran = Math.max(0, Math.round((end - s.startedAt.getTime()) / 1000));
  const sum = itemSeconds.reduce((x, y) => x + y, 0);
  if (sum <= ran + SECTION_LOCK_GRACE_SECONDS) return itemSeconds;
  return itemSeconds.map((x) => Math.floor((x * ran) / sum));
}

/**
 * Grades the exam from the stored keys; submitting twice returns the first result. A real-format exam is graded on
 * its scored items only: the attempt holds them alone (x of 140 or 160), and every answer stays in the form for the
 * review.
 */
export async function submitExam(deps: Deps, user: UserRow, examSessionId: string, answers: (string | null)[], itemSeconds?: number[]) {
  const before = await ownSession(deps.db, user, examSessionId);
  if (answers.length > before.questionIds.length) {
    throw new DomainError({ code: 'BAD_REQUEST', message: `answers: this exam has ${before.questionIds.length} questions` });
  }
  if (!before.submittedAt) {
    // An exam's questions are fixed at its start: read from the cached bank before the transaction.
    const byId = await questionsByIds(deps.db, before.questionIds);
    // The form (its case locks, section 1's locked answers) is read again under the learner's lock, so a lock or a
    // section end racing the submit is in what is graded, or refused as coming after it.
    await transaction(deps.db, async (tx) => {
      const s = await lockedSession(tx, user, examSessionId);
      if (s.submittedAt) return;
      const now = deps.now();
      const end = Math.min(now.getTime(), s.deadlineAt.getTime());
      const form = formOf(s);
      const given = form ? formAnswers(s, form, answers, now) : answers;
      const seconds = checkedItemSeconds(s, itemSeconds, now.getTime());
      const graded: GradedAnswer[] = s.questionIds.map((id, i) => {
        const q = byId.get(id);
        const userAnswer = given[i] ?? null;
        // A question deleted mid-exam still counts in the total; it cannot be answered right.
        return { questionId: q ? id : null, topicId: q?.topicId ?? 0, userAnswer, isCorrect: !!q && userAnswer === q.correctAnswer };
      });
      const counted = form ? graded.filter((_, i) => form.scored[i]) : graded;
      const claimed = await tx
        .update(examSessions)
        .set({
          submittedAt: now,
          itemSeconds: seconds,
          ...(form ? { form: { ...form, submittedAnswers: given.map((x) => x ?? null) } } : {}),
        })
        .where(and(eq(examSessions.id, s.id), isNull(examSessions.submittedAt)))
        .returning({ id: examSessions.id });
      if (claimed.length === 0) return;
      // The same connection: the store's own transaction runs as a savepoint inside this one.
      await storeAttempt(tx, deps.runtime, {
        userId: user.id,
        kind: 'exam',
        examType: s.examType,
        answers: counted.filter((g) => g.topicId !== 0),
        totalQuestions: counted.length,
        timeSpent: Math.max(0, Math.round((end - s.startedAt.getTime()) / 1000)),
        examSessionId: s.id,
        completedAt: now,
      });
      await scheduleAnswers(tx, user.id, answeredOnly(counted.filter((g) => g.topicId !== 0)), now);
    });
  }
  return await submittedResult(deps, user, examSessionId);
}

/**
 * The result without its whole review: the summary, and the review's first page as History pages it
 * (progress/history.ts), which the result screen shows first and pages on from. The explanations of a 100- or
 * 185-item exam travel with the page that shows them, once, not all in this answer (GET /api/exams/{id} still
 * answers the whole review, for the REST clients that read it whole).
 */
async function submittedResult(deps: Deps, user: UserRow, examSessionId: string) {
  const attempt = await first(
    deps.db.select({ id: quizAttempts.id }).from(quizAttempts).where(eq(quizAttempts.examSessionId, examSessionId)).limit(1),
  );
  const page = attempt ? await attemptReview(deps, user, { attemptId: attempt.id }) : null;
  if (!page?.exam) throw new DomainError({ code: 'NOT_FOUND', message: 'This exam has not been submitted yet' });
  // The page's copy of the summary is the summary itself: sent once, at the top.
  const { exam, ...rest } = page;
  return { ...exam, reviewPage: rest };
}
