// An exam's result: the score, the topic breakdown, the review, and for a real format its fidelity report (cuts,
// sections, pacing; the RTE's score report is examReport.ts). History shows it again as an attempt's review.
import { eq } from 'drizzle-orm';
import { attemptAnswers, quizAttempts, type QuestionRow, type UserRow } from '../../../../db/schema';
import { sectionOfTmcCode, type OutlineSection } from '../../../shared/bankVocabulary';
import { EXAMS, type ExamType } from '../../../shared/exams';
import { CUTS, LONG_ITEM_FACTOR, cutReached, secondsPerItem, type ExamForm } from '../../../shared/examFormats';
import { storedExhibit } from '../../../shared/exhibit';
import { isPro } from '../../../shared/plans';
import { isPassing, performanceLabel, scorePercent } from '../../../shared/scoring';
import { first } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { citation, questionsByIds } from '../questions/questions';
import { SECTION_TITLES } from './examForms';
import { rteScoreReport } from './examReport';
import { formOf, type ExamSessionRow } from './internal/examState';
import { caseContext, topicNames } from './internal/itemContext';
import { ownSession } from './internal/sessionAccess';

export async function examResult(deps: Deps, user: UserRow, examSessionId: string) {
  const s = await ownSession(deps.db, user, examSessionId);
  const attempt = await first(deps.db.select().from(quizAttempts).where(eq(quizAttempts.examSessionId, s.id)).limit(1));
  if (!attempt) throw new DomainError({ code: 'NOT_FOUND', message: 'This exam has not been submitted yet' });
  const answers = await deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const answerByQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const byId = await questionsByIds(deps.db, s.questionIds);
  const names = await topicNames(deps.db);
  const form = formOf(s);
  const cases = await caseContext(deps.db, form, s.questionIds, byId);
  // The free plan is a taste, not a copy of the bank: a free learner sees the key and explanation of what they got right.
  const pro = isPro(user);
  const breakdown = new Map<string, { topicName: string; correct: number; total: number }>();
  const review = s.questionIds.map((id, i) => {
    const q = byId.get(id);
    const a = answerByQuestion.get(id);
    const scored = form ? (form.scored[i] ?? true) : true;
    // An unscored pretest item has no attempt row: its answer is read from the form and checked here, for the review only.
    const userAnswer = form ? (form.submittedAnswers?.[i] ?? null) : (a?.userAnswer ?? null);
    const isCorrect = form ? !!q && userAnswer === q.correctAnswer : (a?.isCorrect ?? false);
    const topicName = q ? (names.get(q.topicId) ?? 'Unknown') : 'Removed question';
    if (scored) {
      const entry = breakdown.get(topicName) ?? { topicName, correct: 0, total: 0 };
      entry.total++;
      if (isCorrect) entry.correct++;
      breakdown.set(topicName, entry);
    }
    const keyWithheld = !pro && !isCorrect;
    return {
      questionId: id,
      topicName,
      questionText: q?.questionText ?? 'This question was removed from the bank.',
      options: q?.options ?? [],
      exhibit: storedExhibit(q?.exhibit),
      correctAnswer: keyWithheld ? null : (q?.correctAnswer ?? null),
      explanation: keyWithheld ? '' : (q?.explanation ?? ''),
      ...(keyWithheld ? citation(undefined) : citation(q)),
      userAnswer,
      isCorrect,
      keyWithheld,
      scored,
      seconds: s.itemSeconds?.[i] ?? null,
      case: cases.get(i) ?? null,
    };
  });
  const fidelity = form
    ? {
        ...fidelityReport(s, form, review, byId),
        rte: form.format === 'rte' ? await rteScoreReport(deps.db, form, s.questionIds, review, byId) : null,
      }
    : null;
  return {
    attemptId: attempt.id,
    examType: s.examType as ExamType,
    name: EXAMS[s.examType as ExamType].name,
    score: attempt.score,
    correctCount: attempt.correctCount,
    totalQuestions: attempt.totalQuestions,
    timeSpent: attempt.timeSpent ?? 0,
    passed: fidelity ? fidelity.cutReached !== 'none' : isPassing(attempt.score),
    performanceLabel: performanceLabel(attempt.score),
    topicBreakdown: [...breakdown.values()]
      .map((b) => ({ ...b, percent: scorePercent(b.correct, b.total) }))
      .sort((x, y) => x.topicName.localeCompare(y.topicName)),
    fidelity,
    review,
  };
}

interface Tally {
  key: string;
  label: string;
  correct: number;
  total: number;
}
function tally(rows: Map<string, Tally>, key: string, label: string, correct: boolean) {
  const t = rows.get(key) ?? { key, label, correct: 0, total: 0 };
  t.total++;
  if (correct) t.correct++;
  rows.set(key, t);
}

/**
 * The real-format result: scored items correct against the cuts, the breakdown (TMC by outline section; RTE breadth
 * vs clinical judgment, with the outline's sections and categories in examReport.ts), and pacing against the budget.
 */
function fidelityReport(
  s: ExamSessionRow,
  form: ExamForm,
  review: { isCorrect: boolean; scored: boolean }[],
  byId: Map<number, QuestionRow>,
) {
  const cuts = CUTS[form.format];
  const sections = new Map<string, Tally>();
  let correct = 0;
  let total = 0;
  review.forEach((r, i) => {
    if (!r.scored) return;
    total++;
    if (r.isCorrect) correct++;
    const q = byId.get(s.questionIds[i]!);
    if (form.format === 'tmc') {
      const section = (q?.outlineSection as OutlineSection | null) ?? (q?.tmcCode ? sectionOfTmcCode(q.tmcCode) : null);
      if (section) tally(sections, section, SECTION_TITLES[section], r.isCorrect);
    } else {
      const kind = form.kind[i] ?? 'breadth';
      tally(sections, kind, kind === 'case' ? 'Clinical judgment (case sets)' : 'Breadth items', r.isCorrect);
    }
  });
  const budget = secondsPerItem(form.format);
  const seconds = s.itemSeconds ?? null;
  const order = (m: Map<string, Tally>) => [...m.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    format: form.format,
    scoredCorrect: correct,
    scoredTotal: total,
    pretestCount: form.scored.filter((x) => !x).length,
    cuts,
    cutReached: cutReached(correct, cuts),
    sections: order(sections),
    pacing: {
      budgetSeconds: Math.round(budget * 10) / 10,
      itemSeconds: seconds,
      longItems: seconds ? seconds.flatMap((x, i) => (x > budget * LONG_ITEM_FACTOR ? [i + 1] : [])) : [],
    },
  };
}
