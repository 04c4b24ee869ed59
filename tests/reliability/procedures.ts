// Every tRPC procedure and REST path, listed from the router and the REST table themselves, with who may
// call it and a valid input for it. A procedure or path added without an entry here fails the tests.
import type { z } from 'zod';
import { appRouter } from '../../src/server/appRouter';
import { cseProblemBody } from '../support/cseProblemFixture';

export const ROLES = ['anonymous', 'free', 'pro', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export type ProcedureType = 'query' | 'mutation' | 'subscription';
export interface ProcedureInfo {
  path: string;
  type: ProcedureType;
  /** The procedure's input parser, or null when it declares no input. */
  input: z.ZodType | null;
}

interface ProcedureLike {
  _def: { procedure: true; type: ProcedureType; inputs: unknown[] };
}
const isProcedure = (v: unknown): v is ProcedureLike => typeof v === 'function' && (v as Partial<ProcedureLike>)._def?.procedure === true;

/** Walks `appRouter._def.record` (nested routers) down to every procedure. */
export function listProcedures(): ProcedureInfo[] {
  const out: ProcedureInfo[] = [];
  const walk = (record: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(record)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (isProcedure(value)) {
        const inputs = value._def.inputs;
        if (inputs.length > 1) throw new Error(`${path}: more than one input parser; teach the tests how to merge them`);
        out.push({ path, type: value._def.type, input: (inputs[0] as z.ZodType | undefined) ?? null });
      } else if (value && typeof value === 'object') {
        const nested = (value as { _def?: { record?: Record<string, unknown> } })._def?.record ?? (value as Record<string, unknown>);
        walk(nested, path);
      }
    }
  };
  walk(appRouter._def.record, '');
  return out.sort((a, b) => a.path.localeCompare(b.path));
}

/** What a call with a valid input answers: 'ok', or the tRPC error code. */
export type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'SERVICE_UNAVAILABLE';
type Row = Record<Role, Outcome>;
const row = (anonymous: Outcome, free: Outcome, pro: Outcome, admin: Outcome, super_admin: Outcome): Row => ({
  anonymous,
  free,
  pro,
  admin,
  super_admin,
});

const EVERYONE = row('ok', 'ok', 'ok', 'ok', 'ok');
const SIGNED_IN = row('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok');
/** Pro access: a pro or premium plan, or an admin or super admin role. */
const PRO = row('UNAUTHORIZED', 'FORBIDDEN', 'ok', 'ok', 'ok');
/** Exact roles: a super admin is not an admin and an admin is not a super admin. */
const ADMIN = row('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'FORBIDDEN');
const SUPER_ADMIN = row('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'ok');
/** Stripe is not configured in the tests: a signed-in user passes the gate and meets the 503. */
const SIGNED_IN_PAYMENTS = row('UNAUTHORIZED', 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE', 'SERVICE_UNAVAILABLE');
/** OpenAI is not configured in the tests: the admin passes the gate and meets the 503. */
const ADMIN_AI = row('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'SERVICE_UNAVAILABLE', 'FORBIDDEN');

/** What a sample input may need from the database it runs against. */
/** A value, or a promise of it (the live fixture writes rows; the constant one does not). */
type Awaitable<T> = T | Promise<T>;

export interface Fixture {
  /** A fresh suffix for unique emails and usernames. */
  unique: () => string;
  /** Published questions of topic 1 (at least three). */
  questionIds: number[];
  /** A student that admin procedures may edit or delete. */
  victimUserId: () => Awaitable<number>;
  /** A fresh draft question. */
  draftQuestionId: () => Awaitable<number>;
  /** A published question admins may edit or delete. */
  questionId: () => Awaitable<number>;
  /** An exam of the calling user, started and not submitted. */
  openExamId: () => Awaitable<string>;
  /** An exam of the calling user, submitted. */
  submittedExamId: () => Awaitable<string>;
  /**
   * An RTE simulation of the calling user whose section 1 holds two items: running section 1, or in the break
   * between the sections.
   */
  rteExamId: (phase: 'section1' | 'break') => Awaitable<string>;
  /** An account whose password is `loginPassword`. */
  loginEmail: string;
  loginPassword: string;
  /** An unused password-reset link token for some student. */
  resetToken: () => Awaitable<string>;
  /** A tutor test of the calling user, just begun, and one of its unanswered questions. */
  openTest: () => Awaitable<{ testId: number; questionId: number }>;
  /** A tutor test of the calling user with a question answered wrong (a miss to tag). */
  missedTest: () => Awaitable<{ testId: number; questionId: number }>;
  /** The server's clock (offline answers must be given within the last 14 days). */
  now: () => Date;
  /** A fresh published clinical case set and its first item. */
  caseSet: () => Awaitable<{ caseSetId: number; questionId: number }>;
  /** A finished attempt of the calling user (a submitted Practice Exam's). */
  finishedAttemptId: () => Awaitable<number>;
  /** A review session of the calling user (new cards) with one card answered and not yet rated. */
  reviewCard: () => Awaitable<{ testId: number; questionId: number }>;
  /** Study reminders (issue #30): an unused confirmation link's token, and an unsubscribe key, of some learner. */
  reminderConfirmToken: () => Awaitable<string>;
  reminderUnsubscribeKey: () => Awaitable<string>;
  /** Clinical simulations (issue #32): a published problem every signed-in role may play (the free sample). */
  cseProblemId: () => Awaitable<number>;
  /** A practice problem of the calling user, still running or finished, with its first section and an option of it. */
  cseSession: (phase: 'active' | 'finished') => Awaitable<{ sessionId: string; sectionId: string; optionId: string }>;
  /** A fresh problem admins may read, edit or delete. */
  cseAdminProblemId: () => Awaitable<number>;
}

export interface Entry {
  expect: Row;
  /** A valid input; omitted for procedures without one. */
  input?: (f: Fixture) => unknown;
}

const question = (f: Fixture) => ({
  topicId: 1,
  questionText: `Which setting is checked first ${f.unique()}?`,
  options: ['Rate', 'Tidal volume', 'FiO2', 'PEEP'],
  correctAnswer: 'B',
  explanation: 'Correct Answer: B',
  difficulty: 'medium',
});
const caseItem = (n: number) => ({
  questionText: `What should be done at step ${n}?`,
  options: ['Wait', 'Act', 'Call', 'Chart'],
  correctAnswer: 'B',
  explanation: 'Correct Answer: B',
  difficulty: 'medium',
  update: n === 1 ? null : `Step ${n} brings new findings.`,
});
const caseSetBody = (f: Fixture) => ({
  topicId: 3,
  title: `Case ${f.unique()}`,
  setting: 'emergency',
  scenario: 'A patient arrives short of breath.',
  items: [1, 2, 3].map(caseItem),
});
const person = (f: Fixture) => {
  const u = f.unique();
  return { username: `user${u}`, email: `user${u}@example.com`, firstName: 'Sam', lastName: 'Lee', password: 'password-123' };
};

export const ACCESS: Record<string, Entry> = {
  'auth.register': { expect: EVERYONE, input: person },
  'auth.login': { expect: EVERYONE, input: (f) => ({ email: f.loginEmail, password: f.loginPassword }) },
  'auth.logout': { expect: SIGNED_IN },
  'auth.me': { expect: SIGNED_IN },
  'auth.requestPasswordReset': { expect: EVERYONE, input: (f) => ({ email: `reset${f.unique()}@example.com` }) },
  'auth.resetPassword': { expect: EVERYONE, input: async (f) => ({ token: await f.resetToken(), password: 'new-password-123' }) },
  // Issue #30 (password reset by mail): whether Forgot password? mails a link; public, no secret.
  'auth.resetByMail': { expect: EVERYONE },

  'learner.topics': { expect: EVERYONE },
  'learner.freeQuiz': { expect: EVERYONE },
  'learner.examDefinitions': { expect: EVERYONE },
  'learner.stats': { expect: SIGNED_IN },
  'learner.progress': { expect: SIGNED_IN },
  'learner.recentAttempts': { expect: SIGNED_IN, input: () => ({ limit: 5 }) },
  'learner.planUsage': { expect: SIGNED_IN },
  'learner.dashboard': { expect: SIGNED_IN },
  'learner.topicQuestions': { expect: PRO, input: () => ({ topicId: 1 }) },
  'learner.startQuiz': { expect: PRO, input: () => ({ topicId: 1, limit: 3 }) },
  // A free user passes the sign-in gate; the Pro rule is the service's (topic quizzes are Pro only).
  'learner.saveAttempt': {
    expect: PRO,
    input: (f) => ({ topicId: 1, questionsAnswered: f.questionIds.slice(0, 3).map((questionId) => ({ questionId, userAnswer: 'A' })) }),
  },
  'learner.reportExam': { expect: SIGNED_IN, input: () => ({ topicId: null, score: 80, totalQuestions: 100, examType: 'practice' }) },
  'learner.startExam': { expect: SIGNED_IN, input: () => ({ examType: 'practice' }) },
  'learner.activeExam': { expect: SIGNED_IN },
  'learner.submitExam': { expect: SIGNED_IN, input: async (f) => ({ examSessionId: await f.openExamId(), answers: ['A', null, 'B'] }) },
  'learner.examResult': { expect: SIGNED_IN, input: async (f) => ({ examSessionId: await f.submittedExamId() }) },
  'learner.endExamSection': {
    expect: SIGNED_IN,
    input: async (f) => ({ examSessionId: await f.rteExamId('section1'), section: 1, answers: ['A', null] }),
  },
  'learner.lockCaseItem': {
    expect: SIGNED_IN,
    input: async (f) => ({ examSessionId: await f.rteExamId('section1'), position: 0, answer: 'A' }),
  },
  'learner.startExamSection': { expect: SIGNED_IN, input: async (f) => ({ examSessionId: await f.rteExamId('break'), section: 2 }) },
  'learner.testPoolCounts': { expect: PRO, input: () => ({ pools: ['unused', 'marked'], topicIds: [1] }) },
  'learner.createTest': { expect: PRO, input: () => ({ mode: 'tutor', pools: ['all'], topicIds: [1], count: 3 }) },
  'learner.getTest': { expect: PRO, input: async (f) => ({ testId: (await f.openTest()).testId }) },
  'learner.answerTest': {
    expect: PRO,
    input: async (f) => {
      const t = await f.openTest();
      return { testId: t.testId, questionId: t.questionId, userAnswer: 'A', confidence: 'sure', timeSpent: 1000 };
    },
  },
  'learner.finishTest': { expect: PRO, input: async (f) => ({ testId: (await f.openTest()).testId }) },
  'learner.putMissTag': {
    expect: PRO,
    input: async (f) => {
      const t = await f.missedTest();
      return { testId: t.testId, data: { questionId: t.questionId, tag: 'misread' } };
    },
  },
  'learner.markQuestion': { expect: SIGNED_IN, input: (f) => ({ questionId: f.questionIds[0] }) },
  'learner.unmarkQuestion': { expect: SIGNED_IN, input: (f) => ({ questionId: f.questionIds[0] }) },
  'learner.putNote': { expect: PRO, input: (f) => ({ questionId: f.questionIds[0], data: { text: 'Check the units first.' } }) },
  'learner.reviewDue': { expect: PRO },
  // Issue #27: one flag, review ratings and daily limits, history.
  'learner.flagQuestion': { expect: SIGNED_IN, input: (f) => ({ questionId: f.questionIds[0], flagged: true }) },
  'learner.flaggedQuestionIds': { expect: SIGNED_IN },
  // An RTE exam written directly (not started): a free learner's starts count against the weekly limit.
  'learner.flagExamItem': {
    expect: SIGNED_IN,
    input: async (f) => ({ examSessionId: await f.rteExamId('section1'), position: 2, flagged: true }),
  },
  'learner.rateReview': { expect: PRO, input: async (f) => ({ ...(await f.reviewCard()), rating: 'good' }) },
  'learner.studyLimits': { expect: SIGNED_IN },
  'learner.setStudyLimits': { expect: SIGNED_IN, input: () => ({ dailyReviewLimit: 200, dailyNewLimit: 20 }) },
  'learner.history': { expect: SIGNED_IN, input: () => ({ limit: 5 }) },
  'learner.attemptReview': { expect: SIGNED_IN, input: async (f) => ({ attemptId: await f.finishedAttemptId() }) },
  'learner.reviewAhead': { expect: PRO, input: () => ({ topicIds: [1] }) },
  'learner.syncReviewAnswers': {
    expect: PRO,
    // The last question of topic 1: one the quiz entries above never answer (an older answer than theirs is refused).
    input: (f) => ({
      answers: [
        {
          clientId: 'access-matrix-1',
          questionId: f.questionIds[f.questionIds.length - 1],
          userAnswer: 'A',
          answeredAt: f.now().getTime(),
        },
      ],
    }),
  },
  'learner.openTests': { expect: PRO },
  'learner.studyProgress': { expect: PRO },
  'learner.readiness': { expect: SIGNED_IN },
  'learner.setReadinessTarget': { expect: SIGNED_IN, input: () => ({ target: 'tmc-crt' }) },
  'learner.setSitsCse': { expect: SIGNED_IN, input: () => ({ sitsCse: true }) }, // clinical simulations (#32)
  'learner.examPlan': { expect: SIGNED_IN },
  'learner.setExamPlan': { expect: SIGNED_IN, input: () => ({ plan: null }) },
  // The figure is the learner's only once they answered the item: a tutor test's answered question.
  'learner.questionStatsMany': { expect: SIGNED_IN, input: (f) => ({ questionIds: f.questionIds.slice(0, 3) }) },
  'learner.questionStats': { expect: SIGNED_IN, input: async (f) => ({ questionId: (await f.missedTest()).questionId }) },
  'learner.caseSets': { expect: PRO, input: () => ({ topicId: 3 }) },
  'learner.caseSet': { expect: PRO, input: async (f) => ({ caseSetId: (await f.caseSet()).caseSetId }) },
  'learner.answerCaseItem': {
    expect: PRO,
    input: async (f) => {
      const c = await f.caseSet();
      return { caseSetId: c.caseSetId, questionId: c.questionId, userAnswer: 'A' };
    },
  },
  // Clinical simulations (issue #32): signed in at the gate; the service keeps free learners to the sample problem.
  'learner.cseProblems': { expect: SIGNED_IN },
  'learner.cseStart': { expect: SIGNED_IN, input: async (f) => ({ mode: 'problem', problemId: await f.cseProblemId() }) },
  'learner.cseChoose': {
    expect: SIGNED_IN,
    input: async (f) => {
      const s = await f.cseSession('active');
      return { sessionId: s.sessionId, sectionId: s.sectionId, optionIds: [s.optionId], done: false };
    },
  },
  'learner.cseSession': { expect: SIGNED_IN, input: async (f) => ({ sessionId: (await f.cseSession('active')).sessionId }) },
  'learner.cseEnd': { expect: SIGNED_IN, input: async (f) => ({ sessionId: (await f.cseSession('active')).sessionId }) },
  'learner.cseActive': { expect: SIGNED_IN },
  'learner.cseReview': { expect: SIGNED_IN, input: async (f) => ({ sessionId: (await f.cseSession('finished')).sessionId, position: 0 }) },
  'learner.cseHistory': { expect: SIGNED_IN },

  'admin.stats': { expect: ADMIN },
  'admin.topics': { expect: ADMIN },
  'admin.questions': { expect: ADMIN, input: () => ({ topicId: 1, limit: 5 }) },
  'admin.createQuestion': { expect: ADMIN, input: question },
  'admin.updateQuestion': { expect: ADMIN, input: async (f) => ({ id: await f.questionId(), data: question(f) }) },
  'admin.deleteQuestion': { expect: ADMIN, input: async (f) => ({ id: await f.questionId() }) },
  'admin.markQuestionReviewed': { expect: ADMIN, input: async (f) => ({ id: await f.questionId() }) },
  'admin.generateQuestions': { expect: ADMIN_AI, input: () => ({ topicId: 1, count: 2 }) },
  'admin.approveQuestion': { expect: ADMIN, input: async (f) => ({ id: await f.draftQuestionId() }) },
  'admin.rejectQuestion': { expect: ADMIN, input: async (f) => ({ id: await f.draftQuestionId() }) },
  'admin.generationRuns': { expect: ADMIN },
  'admin.systemStatus': { expect: ADMIN },
  'admin.users': { expect: ADMIN },
  'admin.createUser': { expect: ADMIN, input: person },
  'admin.updateUser': {
    expect: ADMIN,
    input: async (f) => ({ id: await f.victimUserId(), data: { ...person(f), password: '', subscriptionStatus: 'premium' } }),
  },
  'admin.deleteUser': { expect: ADMIN, input: async (f) => ({ id: await f.victimUserId() }) },
  'admin.changeSubscription': {
    expect: ADMIN,
    input: async (f) => ({ userId: await f.victimUserId(), data: { action: 'upgrade', plan: 'yearly' } }),
  },
  'admin.resetRequests': { expect: ADMIN },
  'admin.createResetLink': { expect: ADMIN, input: async (f) => ({ userId: await f.victimUserId() }) },
  'admin.realtime': { expect: ADMIN },
  'admin.realtimeFeed': { expect: ADMIN },
  'admin.quizTrends': { expect: ADMIN },
  'admin.topicPerformance': { expect: ADMIN },
  'admin.itemAnalysis': { expect: ADMIN, input: () => ({ sort: 'pValue', order: 'asc', limit: 10 }) },
  'admin.caseSets': { expect: ADMIN, input: () => ({ topicId: 3 }) },
  'admin.caseSet': { expect: ADMIN, input: async (f) => ({ id: (await f.caseSet()).caseSetId }) },
  'admin.createCaseSet': { expect: ADMIN, input: caseSetBody },
  'admin.updateCaseSet': {
    expect: ADMIN,
    input: async (f) => ({ id: (await f.caseSet()).caseSetId, data: { title: `Renamed ${f.unique()}` } }),
  },
  'admin.deleteCaseSet': { expect: ADMIN, input: async (f) => ({ id: (await f.caseSet()).caseSetId }) },
  // Clinical simulation problems (issue #32)
  'admin.cseProblems': { expect: ADMIN, input: () => ({ status: 'draft' }) },
  'admin.cseProblem': { expect: ADMIN, input: async (f) => ({ id: await f.cseAdminProblemId() }) },
  'admin.createCseProblem': { expect: ADMIN, input: (f) => cseProblemBody(`Problem ${f.unique()}`) },
  'admin.updateCseProblem': {
    expect: ADMIN,
    input: async (f) => ({ id: await f.cseAdminProblemId(), data: cseProblemBody(`Renamed ${f.unique()}`) }),
  },
  'admin.deleteCseProblem': { expect: ADMIN, input: async (f) => ({ id: await f.cseAdminProblemId() }) },
  'admin.generateCseProblem': { expect: ADMIN_AI, input: () => ({ category: 'neonatal' }) },

  'superAdmin.users': { expect: SUPER_ADMIN },
  'superAdmin.userPage': { expect: SUPER_ADMIN, input: () => ({ search: 'mx' }) },
  'superAdmin.userDetail': { expect: SUPER_ADMIN, input: async (f) => ({ id: await f.victimUserId() }) },
  'superAdmin.platformStats': { expect: SUPER_ADMIN },

  // Study reminders (issue #30): settings for everyone signed in, saving for Pro, the links without a session.
  'reminders.settings': { expect: SIGNED_IN },
  'reminders.save': {
    expect: PRO,
    input: (f) => ({
      email: `remind${f.unique()}@example.com`,
      enabled: true,
      hour: 19,
      timeZone: 'America/Chicago',
      dueReviews: true,
      planBehind: true,
      weeklySummary: true,
    }),
  },
  'reminders.resendConfirmation': { expect: PRO },
  'reminders.confirm': { expect: EVERYONE, input: async (f) => ({ token: await f.reminderConfirmToken() }) },
  'reminders.unsubscribe': { expect: EVERYONE, input: async (f) => ({ key: await f.reminderUnsubscribeKey() }) },

  'billing.config': { expect: EVERYONE },
  'billing.createSubscription': { expect: SIGNED_IN_PAYMENTS, input: () => ({ plan: 'monthly' }) },
  'billing.status': { expect: SIGNED_IN },
  'billing.refresh': { expect: SIGNED_IN_PAYMENTS },
  'billing.cancel': { expect: SIGNED_IN_PAYMENTS },
  'billing.resume': { expect: SIGNED_IN_PAYMENTS },

  // Mail (issue #30): the admin's view of the outbox.
  'mail.status': { expect: ADMIN },
};

/** The roles that pass a procedure's gate (their outcome is neither 401 nor 403). */
export function allowedRoles(path: string): Role[] {
  const e = ACCESS[path];
  if (!e) throw new Error(`no access entry for ${path}`);
  return ROLES.filter((r) => e.expect[r] !== 'UNAUTHORIZED' && e.expect[r] !== 'FORBIDDEN');
}

/**
 * The REST table of src/server/rest.ts, seen from outside: which procedure each path calls and how the
 * input is built from the path parameter and the JSON body. `body` is what rest.ts's body() makes of the
 * parsed JSON (a non-object becomes {}).
 */
export interface RestEntry {
  procedure: string | null;
  param?: string;
  toInput?: (body: unknown, param: string) => unknown;
  /** When one path serves two procedures, which one a body goes to. */
  pick?: (body: unknown) => string;
}
const asBody = (b: unknown): unknown => (b && typeof b === 'object' ? b : {});

export const REST: Record<string, RestEntry> = {
  'GET /api/health': { procedure: null },
  'POST /api/register': { procedure: 'auth.register', toInput: asBody },
  'POST /api/login': { procedure: 'auth.login', toInput: asBody },
  'POST /api/logout': { procedure: 'auth.logout' },
  'GET /api/me': { procedure: 'auth.me' },
  'POST /api/forgot-password': { procedure: 'auth.requestPasswordReset', toInput: asBody },
  'POST /api/reset-password': { procedure: 'auth.resetPassword', toInput: asBody },
  'GET /api/user-stats': { procedure: 'learner.stats' },
  'GET /api/user-progress': { procedure: 'learner.progress' },
  'GET /api/quiz-attempts': { procedure: 'learner.recentAttempts' },
  // The spec's answer-less exam body goes to reportExam, anything else to saveAttempt.
  'POST /api/quiz-attempts': {
    procedure: 'learner.saveAttempt',
    toInput: asBody,
    pick: (b) => {
      const o = asBody(b) as Record<string, unknown>;
      return o.topicId === null && 'examType' in o ? 'learner.reportExam' : 'learner.saveAttempt';
    },
  },
  'GET /api/topics': { procedure: 'learner.topics' },
  'GET /api/questions/:topicId': { procedure: 'learner.topicQuestions', param: 'topicId', toInput: (_b, p) => ({ topicId: p }) },
  'GET /api/free-quiz': { procedure: 'learner.freeQuiz' },
  'GET /api/exams': { procedure: 'learner.examDefinitions' },
  'POST /api/exams/start': { procedure: 'learner.startExam', toInput: asBody },
  'POST /api/exams/:id/flag': {
    procedure: 'learner.flagExamItem',
    param: 'id',
    toInput: (b, p) => ({ ...(asBody(b) as object), examSessionId: p }),
  },
  'POST /api/tests/:testId/rate': {
    procedure: 'learner.rateReview',
    param: 'testId',
    toInput: (b, p) => ({ ...(asBody(b) as object), testId: p }),
  },
  'GET /api/study-limits': { procedure: 'learner.studyLimits' },
  'PUT /api/study-limits': { procedure: 'learner.setStudyLimits', toInput: asBody },
  'POST /api/exams/:id/submit': {
    procedure: 'learner.submitExam',
    param: 'id',
    toInput: (b, p) => ({ ...(asBody(b) as object), examSessionId: p }),
  },
  'GET /api/exams/active': { procedure: 'learner.activeExam' },
  'GET /api/exams/:id': { procedure: 'learner.examResult', param: 'examSessionId', toInput: (_b, p) => ({ examSessionId: p }) },
  'POST /api/exams/:id/end-section': {
    procedure: 'learner.endExamSection',
    param: 'examSessionId',
    toInput: (b, p) => ({ ...(asBody(b) as object), examSessionId: p }),
  },
  'POST /api/exams/:id/lock-case-item': {
    procedure: 'learner.lockCaseItem',
    param: 'examSessionId',
    toInput: (b, p) => ({ ...(asBody(b) as object), examSessionId: p }),
  },
  'POST /api/exams/:id/start-section': {
    procedure: 'learner.startExamSection',
    param: 'examSessionId',
    toInput: (b, p) => ({ ...(asBody(b) as object), examSessionId: p }),
  },
  'POST /api/tests': { procedure: 'learner.createTest', toInput: asBody },
  'GET /api/tests/:testId': { procedure: 'learner.getTest', param: 'testId', toInput: (_b, p) => ({ testId: p }) },
  'POST /api/tests/:testId/answers': {
    procedure: 'learner.answerTest',
    param: 'testId',
    toInput: (b, p) => ({ ...(asBody(b) as object), testId: p }),
  },
  'POST /api/tests/:testId/finish': { procedure: 'learner.finishTest', param: 'testId', toInput: (_b, p) => ({ testId: p }) },
  'PUT /api/tests/:testId/miss-tag': {
    procedure: 'learner.putMissTag',
    param: 'testId',
    toInput: (b, p) => ({ testId: p, data: asBody(b) }),
  },
  'PUT /api/marks/:questionId': { procedure: 'learner.markQuestion', param: 'questionId', toInput: (_b, p) => ({ questionId: p }) },
  'DELETE /api/marks/:questionId': { procedure: 'learner.unmarkQuestion', param: 'questionId', toInput: (_b, p) => ({ questionId: p }) },
  'PUT /api/notes/:questionId': {
    procedure: 'learner.putNote',
    param: 'questionId',
    toInput: (b, p) => ({ questionId: p, data: asBody(b) }),
  },
  'GET /api/review/due': { procedure: 'learner.reviewDue' },
  'POST /api/review/answers': { procedure: 'learner.syncReviewAnswers', toInput: asBody },
  // topicId travels in the query string, which the table does not model: the gate is what is checked here.
  'GET /api/readiness': { procedure: 'learner.readiness' },
  'PUT /api/readiness/target': { procedure: 'learner.setReadinessTarget', toInput: asBody },
  'PUT /api/readiness/sits-cse': { procedure: 'learner.setSitsCse', toInput: asBody }, // clinical simulations (#32)
  'GET /api/questions/:id/stats': { procedure: 'learner.questionStats', param: 'questionId', toInput: (_b, p) => ({ questionId: p }) },
  'GET /api/case-sets': { procedure: 'learner.caseSets' },
  'GET /api/case-sets/:id': { procedure: 'learner.caseSet', param: 'caseSetId', toInput: (_b, p) => ({ caseSetId: p }) },
  'POST /api/case-sets/:id/answers': {
    procedure: 'learner.answerCaseItem',
    param: 'caseSetId',
    toInput: (b, p) => ({ ...(asBody(b) as object), caseSetId: p }),
  },
  // Clinical simulations (issue #32). The review's second parameter, the position, is not modelled: 0 here.
  'GET /api/cse/problems': { procedure: 'learner.cseProblems' },
  'GET /api/cse/active': { procedure: 'learner.cseActive' },
  'GET /api/cse/sessions': { procedure: 'learner.cseHistory' },
  'POST /api/cse/start': { procedure: 'learner.cseStart', toInput: asBody },
  'GET /api/cse/:sessionId': { procedure: 'learner.cseSession', param: 'sessionId', toInput: (_b, p) => ({ sessionId: p }) },
  'POST /api/cse/:sessionId/choose': {
    procedure: 'learner.cseChoose',
    param: 'sessionId',
    toInput: (b, p) => ({ ...(asBody(b) as object), sessionId: p }),
  },
  'POST /api/cse/:sessionId/end': { procedure: 'learner.cseEnd', param: 'sessionId', toInput: (_b, p) => ({ sessionId: p }) },
  'GET /api/cse/:sessionId/review/:position': {
    procedure: 'learner.cseReview',
    param: 'sessionId',
    toInput: (_b, p) => ({ sessionId: p, position: 0 }),
  },
  'POST /api/create-subscription': { procedure: 'billing.createSubscription', toInput: asBody },
  'GET /api/billing/status': { procedure: 'billing.status' },
  'POST /api/billing/refresh': { procedure: 'billing.refresh' },
  'POST /api/billing/cancel': { procedure: 'billing.cancel' },
  'POST /api/billing/resume': { procedure: 'billing.resume' },
  'GET /api/admin/stats': { procedure: 'admin.stats' },
  'GET /api/admin/questions': { procedure: 'admin.questions' },
  'POST /api/admin/questions': { procedure: 'admin.createQuestion', toInput: asBody },
  'PUT /api/admin/questions/:id': { procedure: 'admin.updateQuestion', param: 'id', toInput: (b, p) => ({ id: p, data: asBody(b) }) },
  'DELETE /api/admin/questions/:id': { procedure: 'admin.deleteQuestion', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'POST /api/admin/generate-questions': { procedure: 'admin.generateQuestions', toInput: asBody },
  'GET /api/admin/item-analysis': { procedure: 'admin.itemAnalysis' },
  'GET /api/admin/case-sets': { procedure: 'admin.caseSets' },
  'GET /api/admin/case-sets/:id': { procedure: 'admin.caseSet', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'POST /api/admin/case-sets': { procedure: 'admin.createCaseSet', toInput: asBody },
  'PUT /api/admin/case-sets/:id': { procedure: 'admin.updateCaseSet', param: 'id', toInput: (b, p) => ({ id: p, data: asBody(b) }) },
  'DELETE /api/admin/case-sets/:id': { procedure: 'admin.deleteCaseSet', param: 'id', toInput: (_b, p) => ({ id: p }) },
  // Clinical simulation problems (issue #32)
  'GET /api/admin/cse-problems': { procedure: 'admin.cseProblems' },
  'POST /api/admin/cse-problems': { procedure: 'admin.createCseProblem', toInput: asBody },
  'POST /api/admin/cse-problems/generate': { procedure: 'admin.generateCseProblem', toInput: asBody },
  'GET /api/admin/cse-problems/:id': { procedure: 'admin.cseProblem', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'PUT /api/admin/cse-problems/:id': { procedure: 'admin.updateCseProblem', param: 'id', toInput: (b, p) => ({ id: p, data: asBody(b) }) },
  'DELETE /api/admin/cse-problems/:id': { procedure: 'admin.deleteCseProblem', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'GET /api/admin/users': { procedure: 'admin.users' },
  'POST /api/admin/users': { procedure: 'admin.createUser', toInput: asBody },
  'PUT /api/admin/users/:id': { procedure: 'admin.updateUser', param: 'id', toInput: (b, p) => ({ id: p, data: asBody(b) }) },
  'DELETE /api/admin/users/:id': { procedure: 'admin.deleteUser', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'POST /api/admin/users/:userId/subscription': {
    procedure: 'admin.changeSubscription',
    param: 'userId',
    toInput: (b, p) => ({ userId: p, data: asBody(b) }),
  },
  'POST /api/admin/users/:userId/reset-link': { procedure: 'admin.createResetLink', param: 'userId', toInput: (_b, p) => ({ userId: p }) },
  'GET /api/admin/analytics/quiz-trends': { procedure: 'admin.quizTrends' },
  'GET /api/admin/analytics/topic-performance': { procedure: 'admin.topicPerformance' },
  'GET /api/super-admin/users': { procedure: 'superAdmin.users' },
  'GET /api/super-admin/users/:id': { procedure: 'superAdmin.userDetail', param: 'id', toInput: (_b, p) => ({ id: p }) },
  'GET /api/super-admin/platform-stats': { procedure: 'superAdmin.platformStats' },
};
