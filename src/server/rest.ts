import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { toTransportError } from './refusals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { createCaller } from './appRouter';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './db';
import { createContext, describeZodError } from './trpc';
import type { Deps } from './lib/deps';
import { INTERNAL_ERROR_MESSAGE, publicErrorMessage } from './wire';
import { WaitRequired } from './waitRequired';

type Caller = ReturnType<typeof createCaller>;
type Handler = (api: Caller, req: FastifyRequest) => Promise<unknown>;

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  handler: Handler;
  /** Status for success; 200 unless a resource is created. */
  status?: number;
}

const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/**
 * Hands an untrusted REST body to a procedure as its input type. Nothing is assumed: the procedure's own zod
 * schema parses it first (a 400 naming the field otherwise), exactly as for a tRPC call, so the adapter does not
 * check it twice; this is the one place where the body takes that type.
 */
function callWith<I, O>(procedure: (input: I) => Promise<O>, raw: unknown): Promise<O> {
  return procedure(raw as I);
}

/** An exam report names no topic: topicId null (as the spec sends it) or left out beside an examType. */
const isExamReport = (b: Record<string, unknown>) => b.topicId === null || (b.topicId === undefined && 'examType' in b);
const param = (req: FastifyRequest, name: string): string => (req.params as Record<string, string>)[name] ?? '';
const query = (req: FastifyRequest, name: string): string => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};

/** The documented /api paths of SPEC §7, each one a call of the same tRPC procedure the app uses. */
const ROUTES: Route[] = [
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

  { method: 'GET', url: '/api/admin/stats', handler: (api) => api.admin.stats() },
  { method: 'GET', url: '/api/admin/questions', handler: async (api) => (await api.admin.questions({ limit: 2000 })).items },
  { method: 'POST', url: '/api/admin/questions', status: 201, handler: (api, req) => callWith(api.admin.createQuestion, body(req)) },
  {
    method: 'PUT',
    url: '/api/admin/questions/:id',
    handler: (api, req) => api.admin.updateQuestion({ id: param(req, 'id'), data: body(req) }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/questions/:id',
    handler: (api, req) => api.admin.deleteQuestion({ id: param(req, 'id') }),
  },
  { method: 'POST', url: '/api/admin/generate-questions', handler: (api, req) => api.admin.generateQuestions(body(req)) },
  {
    method: 'GET',
    url: '/api/admin/case-sets',
    handler: (api, req) =>
      callWith(api.admin.caseSets, { topicId: query(req, 'topicId') || undefined, status: query(req, 'status') || undefined }),
  },
  { method: 'GET', url: '/api/admin/case-sets/:id', handler: (api, req) => api.admin.caseSet({ id: param(req, 'id') }) },
  { method: 'POST', url: '/api/admin/case-sets', status: 201, handler: (api, req) => callWith(api.admin.createCaseSet, body(req)) },
  {
    method: 'PUT',
    url: '/api/admin/case-sets/:id',
    handler: (api, req) => callWith(api.admin.updateCaseSet, { id: param(req, 'id'), data: body(req) }),
  },
  { method: 'DELETE', url: '/api/admin/case-sets/:id', handler: (api, req) => api.admin.deleteCaseSet({ id: param(req, 'id') }) },
  // Clinical simulation problems for administrators (issue #32)
  {
    method: 'GET',
    url: '/api/admin/cse-problems',
    handler: (api, req) => callWith(api.admin.cseProblems, { status: query(req, 'status') || undefined }),
  },
  { method: 'POST', url: '/api/admin/cse-problems', status: 201, handler: (api, req) => callWith(api.admin.createCseProblem, body(req)) },
  { method: 'POST', url: '/api/admin/cse-problems/generate', handler: (api, req) => callWith(api.admin.generateCseProblem, body(req)) },
  { method: 'GET', url: '/api/admin/cse-problems/:id', handler: (api, req) => api.admin.cseProblem({ id: param(req, 'id') }) },
  {
    method: 'PUT',
    url: '/api/admin/cse-problems/:id',
    handler: (api, req) => callWith(api.admin.updateCseProblem, { id: param(req, 'id'), data: body(req) }),
  },
  { method: 'DELETE', url: '/api/admin/cse-problems/:id', handler: (api, req) => api.admin.deleteCseProblem({ id: param(req, 'id') }) },
  {
    method: 'GET',
    url: '/api/admin/item-analysis',
    handler: (api, req) => {
      const q = (req.query ?? {}) as Record<string, unknown>;
      const pick = (k: string) => (typeof q[k] === 'string' && q[k] !== '' ? q[k] : undefined);
      return callWith(api.admin.itemAnalysis, {
        topicId: pick('topicId'),
        status: pick('status'),
        minLearners: pick('minLearners'),
        suspectOnly: pick('suspectOnly'),
        sort: pick('sort'),
        order: pick('order'),
        limit: pick('limit'),
        offset: pick('offset'),
      });
    },
  },
  { method: 'GET', url: '/api/admin/users', handler: (api) => api.admin.users() },
  { method: 'POST', url: '/api/admin/users', status: 201, handler: (api, req) => callWith(api.admin.createUser, body(req)) },
  { method: 'PUT', url: '/api/admin/users/:id', handler: (api, req) => api.admin.updateUser({ id: param(req, 'id'), data: body(req) }) },
  { method: 'DELETE', url: '/api/admin/users/:id', handler: (api, req) => api.admin.deleteUser({ id: param(req, 'id') }) },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/subscription',
    handler: (api, req) => callWith(api.admin.changeSubscription, { userId: param(req, 'userId'), data: body(req) }),
  },
  {
    method: 'POST',
    url: '/api/admin/users/:userId/reset-link',
    status: 201,
    handler: (api, req) => api.admin.createResetLink({ userId: param(req, 'userId') }),
  },
  { method: 'GET', url: '/api/admin/analytics/quiz-trends', handler: (api) => api.admin.quizTrends() },
  { method: 'GET', url: '/api/admin/analytics/topic-performance', handler: (api) => api.admin.topicPerformance() },

  { method: 'GET', url: '/api/super-admin/users', handler: (api) => api.superAdmin.users() },
  { method: 'GET', url: '/api/super-admin/users/:id', handler: (api, req) => api.superAdmin.userDetail({ id: param(req, 'id') }) },
  { method: 'GET', url: '/api/super-admin/platform-stats', handler: (api) => api.superAdmin.platformStats() },
];

/** A refusal or TRPCError → status and a message a person can read; zod failures name the field. */
export function errorResponse(thrown: unknown): { status: number; message: string } {
  const err = toTransportError(thrown);
  if (err instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(err);
    const message = err.cause instanceof ZodError ? describeZodError(err.cause) : err.message;
    return { status, message: publicErrorMessage(status, message) };
  }
  // Outside tRPC (Stripe's webhook) a disk fault arrives raw; it is an outage the caller should retry, not a bug.
  if (isStorageFault(err)) return { status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

function send(reply: FastifyReply, req: FastifyRequest, thrown: unknown) {
  const err = toTransportError(thrown);
  const { status, message } = errorResponse(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  // A per-account limit (lib/accountLimits.ts) says how long to wait.
  if (err instanceof TRPCError && err.cause instanceof WaitRequired) {
    const retryAfterSeconds = err.cause.retryAfterSeconds;
    return reply.code(status).header('retry-after', String(retryAfterSeconds)).send({ message, retryAfterSeconds });
  }
  return reply.code(status).send({ message });
}

export function registerRest(app: FastifyInstance, deps: Deps): void {
  // Many HTTP clients send a JSON content type on every request; an empty body then means "no body"
  // (a DELETE, a logout), not malformed JSON. Anything else goes through Fastify's own safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        try {
          const ctx = await createContext(deps, req.headers.authorization, undefined, req.ip);
          const result = await route.handler(createCaller(ctx), req);
          // superjson is for the typed client; REST clients get plain JSON (dates as ISO strings).
          return reply.code(route.status ?? 200).send(result ?? null);
        } catch (err) {
          return send(reply, req, err);
        }
      },
    });
  }
  app.all('/api', async (req, reply) => reply.code(404).send({ message: `No API route ${req.method} /api` }));
  app.all('/api/*', async (req, reply) => reply.code(404).send({ message: `No API route ${req.method} ${req.url.split('?')[0]}` }));
}

export const restRoutes = ROUTES.map((r) => `${r.method} ${r.url}`);
