// The learner's documented /api paths (SPEC §7 and the issues since): sign-in, stats, quizzes, exams, the study
// engine, case sets, clinical simulations, readiness and billing.
import { body, callWith, param, query, type Route } from './restKit';

/** An exam report names no topic: topicId null (as the spec sends it) or left out beside an examType. */
const isExamReport = (b: Record<string, unknown>) => b.topicId === null || (b.topicId === undefined && 'examType' in b);

export const LEARNER_ROUTES: Route[] = [
  { method: 'GET', url: '/api/health', handler: () => Promise.resolve({ status: 'ok' }) },
  { method: 'POST', url: '/api/register', status: 201, handler: (api, req) => callWith(api.auth.register, body(req)) },
  { method: 'POST', url: '/api/login', handler: (api, req) => callWith(api.auth.login, body(req)) },
  { method: 'POST', url: '/api/logout', handler: (api) => api.auth.logout() },
  { method: 'GET', url: '/api/me', handler: (api) => api.auth.me() },
  { method: 'POST', url: '/api/forgot-password', handler: (api, req) => callWith(api.auth.requestPasswordReset, body(req)) },
  { method: 'POST', url: '/api/reset-password', handler: (api, req) => callWith(api.auth.resetPassword, body(req)) },

  { method: 'GET', url: '/api/user-stats', handler: (api) => api.learner.stats() },
  { method: 'GET', url: '/api/user-progress', handler: (api) => api.learner.progress() },
  { method: 'GET', url: '/api/quiz-attempts', handler: (api) => api.learner.recentAttempts({ limit: 100 }) },
  {
    method: 'POST',
    url: '/api/quiz-attempts',
    status: 201,
    handler: (api, req) => {
      const b = body(req);
      // The spec's exam body has topicId null and an examType; anything else is a topic or mixed quiz.
      return isExamReport(b) ? callWith(api.learner.reportExam, b) : callWith(api.learner.saveAttempt, b);
    },
  },
  { method: 'GET', url: '/api/topics', handler: (api) => api.learner.topics() },
  { method: 'GET', url: '/api/questions/:topicId', handler: (api, req) => api.learner.topicQuestions({ topicId: param(req, 'topicId') }) },
  { method: 'GET', url: '/api/free-quiz', handler: (api) => api.learner.freeQuiz() },
  { method: 'GET', url: '/api/exams', handler: (api) => api.learner.examDefinitions() },
  { method: 'POST', url: '/api/exams/start', status: 201, handler: (api, req) => callWith(api.learner.startExam, body(req)) },
  { method: 'GET', url: '/api/exams/active', handler: (api) => api.learner.activeExam() },
  {
    method: 'GET',
    url: '/api/exams/:id',
    handler: (api, req) => callWith(api.learner.examResult, { examSessionId: param(req, 'id') }),
  },
  {
    method: 'POST',
    url: '/api/exams/:id/end-section',
    handler: (api, req) => callWith(api.learner.endExamSection, { ...body(req), examSessionId: param(req, 'id') }),
  },
  {
    method: 'POST',
    url: '/api/exams/:id/lock-case-item',
    handler: (api, req) => callWith(api.learner.lockCaseItem, { ...body(req), examSessionId: param(req, 'id') }),
  },
  {
    method: 'POST',
    url: '/api/exams/:id/start-section',
    handler: (api, req) => callWith(api.learner.startExamSection, { ...body(req), examSessionId: param(req, 'id') }),
  },
  {
    method: 'POST',
    url: '/api/exams/:id/submit',
    // REST clients read the result with its whole review, as GET /api/exams/{id} answers it; the app's screen takes
    // the summary and the review's first page from the procedure and pages on.
    handler: async (api, req) => {
      await callWith(api.learner.submitExam, { ...body(req), examSessionId: param(req, 'id') });
      return api.learner.examResult({ examSessionId: param(req, 'id') });
    },
  },
  // "Flag for review" on an exam item by position (issue #27): {position, flagged}.
  {
    method: 'POST',
    url: '/api/exams/:id/flag',
    handler: (api, req) => callWith(api.learner.flagExamItem, { ...body(req), examSessionId: param(req, 'id') }),
  },
  // The study engine (issue #18): tests built from pools, marks, notes, spaced review.
  { method: 'POST', url: '/api/tests', status: 201, handler: (api, req) => callWith(api.learner.createTest, body(req)) },
  { method: 'GET', url: '/api/tests/:testId', handler: (api, req) => api.learner.getTest({ testId: param(req, 'testId') }) },
  {
    method: 'POST',
    url: '/api/tests/:testId/answers',
    handler: (api, req) => callWith(api.learner.answerTest, { ...body(req), testId: param(req, 'testId') }),
  },
  { method: 'POST', url: '/api/tests/:testId/finish', handler: (api, req) => api.learner.finishTest({ testId: param(req, 'testId') }) },
  {
    method: 'PUT',
    url: '/api/tests/:testId/miss-tag',
    handler: (api, req) => callWith(api.learner.putMissTag, { testId: param(req, 'testId'), data: body(req) }),
  },
  {
    method: 'PUT',
    url: '/api/marks/:questionId',
    handler: (api, req) => api.learner.markQuestion({ questionId: param(req, 'questionId') }),
  },
  {
    method: 'DELETE',
    url: '/api/marks/:questionId',
    handler: (api, req) => api.learner.unmarkQuestion({ questionId: param(req, 'questionId') }),
  },
  {
    method: 'PUT',
    url: '/api/notes/:questionId',
    handler: (api, req) => callWith(api.learner.putNote, { questionId: param(req, 'questionId'), data: body(req) }),
  },
  { method: 'GET', url: '/api/review/due', handler: (api) => api.learner.reviewDue() },
  // A review card's rating by the learner (issue #27): {questionId, rating}.
  {
    method: 'POST',
    url: '/api/tests/:testId/rate',
    handler: (api, req) => callWith(api.learner.rateReview, { ...body(req), testId: param(req, 'testId') }),
  },
  { method: 'GET', url: '/api/study-limits', handler: (api) => api.learner.studyLimits() },
  { method: 'PUT', url: '/api/study-limits', handler: (api, req) => callWith(api.learner.setStudyLimits, body(req)) },
  // The body is the list of answers itself, or {answers: [...]}.
  { method: 'POST', url: '/api/review/answers', handler: (api, req) => callWith(api.learner.syncReviewAnswers, req.body ?? {}) },
  // Clinical case sets (issue #17 §5): scenario, then one item at a time, each answer locked and graded here.
  { method: 'GET', url: '/api/case-sets', handler: (api, req) => api.learner.caseSets({ topicId: query(req, 'topicId') }) },
  { method: 'GET', url: '/api/case-sets/:id', handler: (api, req) => api.learner.caseSet({ caseSetId: param(req, 'id') }) },
  {
    method: 'POST',
    url: '/api/case-sets/:id/answers',
    handler: (api, req) => callWith(api.learner.answerCaseItem, { ...body(req), caseSetId: param(req, 'id') }),
  },
  // Clinical simulations (issue #32): the fixed paths before the /api/cse/:sessionId ones.
  { method: 'GET', url: '/api/cse/problems', handler: (api) => api.learner.cseProblems() },
  { method: 'GET', url: '/api/cse/active', handler: (api) => api.learner.cseActive() },
  { method: 'GET', url: '/api/cse/sessions', handler: (api) => api.learner.cseHistory() },
  { method: 'POST', url: '/api/cse/start', status: 201, handler: (api, req) => callWith(api.learner.cseStart, body(req)) },
  { method: 'GET', url: '/api/cse/:sessionId', handler: (api, req) => api.learner.cseSession({ sessionId: param(req, 'sessionId') }) },
  {
    method: 'POST',
    url: '/api/cse/:sessionId/choose',
    handler: (api, req) => callWith(api.learner.cseChoose, { ...body(req), sessionId: param(req, 'sessionId') }),
  },
  { method: 'POST', url: '/api/cse/:sessionId/end', handler: (api, req) => api.learner.cseEnd({ sessionId: param(req, 'sessionId') }) },
  {
    method: 'GET',
    url: '/api/cse/:sessionId/review/:position',
    handler: (api, req) => callWith(api.learner.cseReview, { sessionId: param(req, 'sessionId'), position: param(req, 'position') }),
  },
  // Readiness and item statistics (issue #19).
  { method: 'GET', url: '/api/readiness', handler: (api) => api.learner.readiness() },
  { method: 'PUT', url: '/api/readiness/target', handler: (api, req) => callWith(api.learner.setReadinessTarget, body(req)) },
  // Clinical simulations (#32): "I sit the CSE".
  { method: 'PUT', url: '/api/readiness/sits-cse', handler: (api, req) => callWith(api.learner.setSitsCse, body(req)) },
  { method: 'GET', url: '/api/questions/:id/stats', handler: (api, req) => api.learner.questionStats({ questionId: param(req, 'id') }) },
  { method: 'POST', url: '/api/create-subscription', handler: (api, req) => callWith(api.billing.createSubscription, body(req)) },
  { method: 'GET', url: '/api/billing/status', handler: (api) => api.billing.status() },
  { method: 'POST', url: '/api/billing/refresh', handler: (api) => api.billing.refresh() },
  { method: 'POST', url: '/api/billing/cancel', handler: (api) => api.billing.cancel() },
  { method: 'POST', url: '/api/billing/resume', handler: (api) => api.billing.resume() },
];
