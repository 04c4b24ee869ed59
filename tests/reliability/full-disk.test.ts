// A genuinely full filesystem: the built server's database lives on a small tmpfs (a loop-mounted ext4 file
// where tmpfs cannot be mounted), which a filler file then fills to the last block. Every write procedure,
// over REST and over tRPC, must answer 503 with the storage message: never a 2xx for a change that was not
// stored (better-sqlite3's get() on INSERT … RETURNING answered rows that the failed commit had dropped), never
// a 500. Once the filler is gone every table is exactly as before, writes work again, and no id answered
// during the fault names a different row. Mounting needs root (CI runs as root); without it the tests skip.
import Database from 'better-sqlite3';
import Stripe from 'stripe';
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, goodItem, type FakeOpenAI } from '../fixtures/fake-openai';
import { startFakeStripe, type FakeStripe } from '../fixtures/fake-stripe';
import { api, startServer, type RunningServer } from '../support/server';
import type { Out } from '../support/rest-types';
import type { ExamForm } from '../../src/shared/examFormats';
import { addDays, examOn, utcDay } from '../../src/shared/examPlan';
import { listProcedures } from './procedures';
import { BRANCHING } from '../fixtures/cseProblems';
import { cseProblemBody } from '../support/cseProblemFixture';
import { createAccounts, digestTables, integrityCheck, PASSWORD, totalsMismatches, type Account } from './support';

const UNAVAILABLE = 'Saving is temporarily unavailable. Please try again in a moment.';
const WEBHOOK_SECRET = 'whsec_full_disk';
const DISK_MB = 32;

/** A small filesystem of our own, or why there cannot be one here. */
function mountSmallDisk(): { dir: string; image?: string } | { reason: string } {
  if (process.platform !== 'linux') return { reason: `mounting a small filesystem needs Linux, not ${process.platform}` };
  if (process.getuid?.() !== 0) return { reason: 'mounting a small filesystem needs root (CI runs the tests as root)' };
  const dir = mkdtempSync(join(tmpdir(), 'respira-full-disk-'));
  const failures: string[] = [];
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_MB}m,mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (err) {
    failures.push(`tmpfs: ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}`);
  }
  const image = `${dir}.img`;
  try {
    execFileSync('truncate', ['-s', `${DISK_MB}M`, image], { stdio: 'pipe' });
    execFileSync('mkfs.ext4', ['-q', '-F', '-m', '0', image], { stdio: 'pipe' });
    execFileSync('mount', ['-o', 'loop', image, dir], { stdio: 'pipe' });
    return { dir, image };
  } catch (err) {
    failures.push(`loop-mounted ext4: ${String((err as { stderr?: Buffer }).stderr ?? err).trim()}`);
  }
  rmSync(image, { force: true });
  rmSync(dir, { recursive: true, force: true });
  return { reason: `no small filesystem could be mounted (${failures.join('; ')})` };
}

const disk = mountSmallDisk();
const skip = 'reason' in disk ? disk.reason : null;
if (skip) console.warn(`full-disk tests skipped: ${skip}`);

let server: RunningServer | undefined;
let stripe: FakeStripe | undefined;
let openai: FakeOpenAI | undefined;
let call: ReturnType<typeof api>;
let filler: string;
let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;

/** Who calls, and the rows and links the writes name; all made before the disk fills. */
interface World {
  pro: Account;
  free: Account;
  admin: Account;
  payer: Account;
  victim: Account;
  premiumVictim: Account;
  questionIds: number[];
  questionId: number;
  draftIds: number[];
  openExamId: string;
  /** RTE simulations of the admin: one in its first section, one in the break before section 2. */
  rteSection1: string;
  rteBreak: string;
  resetToken: string;
  paidSubscriptionId: string;
  /** A tutor test of the pro learner with an unanswered question, and one with a missed answer to tag. */
  openTest: { testId: number; questionId: number };
  missedTest: { testId: number; questionId: number };
  markedQuestionId: number;
  /** A review session (new cards) of the pro learner with one card answered and not yet rated. */
  reviewCard: { testId: number; questionId: number };
  /** A seeded case set and its first item. */
  caseSet: { caseSetId: number; questionId: number };
  /** Study reminders (issue #30): the pro learner's pending confirmation link and unsubscribe key. */
  reminderToken: string;
  reminderKey: string;
  /** Clinical simulations (issue #32): a published problem, and the pro learner's practice of it with its first choice. */
  cse: { problemId: number; sessionId: string; sectionId: string; optionId: string };
}
let w: World;

/** One write through one surface, and the id its answer names if it answered success. */
interface Answer {
  write: string;
  surface: 'REST' | 'tRPC';
  status: number;
  message: unknown;
  created?: { table: 'users' | 'questions' | 'quiz_attempts'; id: number; matches: Record<string, unknown> };
}
const faultAnswers: Answer[] = [];

async function trpc(path: string, token: string | undefined, input?: unknown) {
  const res = await fetch(`${server!.url}/trpc/${path}`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
    body: input === undefined ? undefined : JSON.stringify({ json: input }),
  });
  const body = (await res.json()) as { result?: { data: { json: unknown } }; error?: { json: { message: string } } };
  return { status: res.status, data: body.result?.data.json, message: body.error?.json.message };
}

const question = () => ({
  topicId: 1,
  questionText: `Which ventilator setting is adjusted first ${unique()}?`,
  options: ['Rate', 'Tidal volume', 'FiO2', 'PEEP'],
  correctAnswer: 'B',
  explanation: 'Tidal volume comes first.\nCorrect Answer: B',
  difficulty: 'medium',
});
const person = () => {
  const u = unique();
  return { username: `disk${u}`, email: `disk${u}@example.com`, firstName: 'Dee', lastName: 'Sk', password: 'password-123' };
};
const reminderSettings = (email: string) => ({
  email,
  enabled: true,
  hour: 19,
  timeZone: 'America/Chicago',
  dueReviews: true,
  planBehind: true,
  weeklySummary: true,
});
const answers = () => ({ topicId: 1, questionsAnswered: w.questionIds.slice(0, 3).map((questionId) => ({ questionId, userAnswer: 'A' })) });

/**
 * Every mutation of the router, by the account that may call it, with a valid input; `rest` is its /api path
 * when it has one. `created` says which row a success answer names, for the check that no id is handed out twice.
 */
interface Write {
  as: () => Account | undefined;
  input?: () => unknown;
  rest?: (input: Fields) => { method: string; path: string; body?: unknown };
  created?: (data: Fields, input: Fields) => Answer['created'];
}
/** The fields this table reads from the inputs it built and from the answers (each write names its own). */
interface Fields {
  id: number;
  email: string;
  score: number;
  questionText: string;
  user: { id: number };
  data: unknown;
  examSessionId: string;
  testId: number;
  questionId: number;
  userId: number;
  answers: unknown[];
  caseSetId: number;
  sessionId: string;
}
const WRITES: Record<string, Write> = {
  'auth.register': {
    as: () => undefined,
    input: person,
    rest: (body) => ({ method: 'POST', path: '/api/register', body }),
    created: (d, i) => ({ table: 'users', id: d.user.id, matches: { email: i.email } }),
  },
  'auth.login': {
    as: () => undefined,
    input: () => ({ email: w.pro.email, password: PASSWORD }),
    rest: (body) => ({ method: 'POST', path: '/api/login', body }),
  },
  'auth.logout': { as: () => w.free, rest: () => ({ method: 'POST', path: '/api/logout' }) },
  'auth.requestPasswordReset': {
    as: () => undefined,
    input: () => ({ email: w.victim.email }),
    rest: (body) => ({ method: 'POST', path: '/api/forgot-password', body }),
  },
  'auth.resetPassword': {
    as: () => undefined,
    input: () => ({ token: w.resetToken, password: 'new-password-123' }),
    rest: (body) => ({ method: 'POST', path: '/api/reset-password', body }),
  },
  'learner.startQuiz': { as: () => w.pro, input: () => ({ topicId: 1, limit: 3 }) },
  'learner.saveAttempt': {
    as: () => w.pro,
    input: answers,
    rest: (body) => ({ method: 'POST', path: '/api/quiz-attempts', body }),
    created: (d) => ({ table: 'quiz_attempts', id: d.id, matches: { user_id: w.pro.id, score: d.score } }),
  },
  'learner.reportExam': {
    as: () => w.pro,
    input: () => ({ topicId: null, score: 80, totalQuestions: 100, examType: 'practice' }),
    rest: (body) => ({ method: 'POST', path: '/api/quiz-attempts', body }),
    created: (d) => ({ table: 'quiz_attempts', id: d.id, matches: { user_id: w.pro.id, score: 80 } }),
  },
  'learner.startExam': {
    as: () => w.pro,
    input: () => ({ examType: 'practice' }),
    rest: (body) => ({ method: 'POST', path: '/api/exams/start', body }),
  },
  'learner.submitExam': {
    as: () => w.pro,
    input: () => ({ examSessionId: w.openExamId, answers: ['A', 'B', null] }),
    rest: ({ examSessionId, ...body }) => ({ method: 'POST', path: `/api/exams/${examSessionId}/submit`, body }),
  },
  'learner.endExamSection': {
    as: () => w.admin,
    input: () => ({ examSessionId: w.rteSection1, section: 1, answers: [null, null] }),
    rest: ({ examSessionId, ...body }) => ({ method: 'POST', path: `/api/exams/${examSessionId}/end-section`, body }),
  },
  'learner.lockCaseItem': {
    as: () => w.admin,
    input: () => ({ examSessionId: w.rteSection1, position: 0, answer: 'A' }),
    rest: ({ examSessionId, ...body }) => ({ method: 'POST', path: `/api/exams/${examSessionId}/lock-case-item`, body }),
  },
  'learner.startExamSection': {
    as: () => w.admin,
    input: () => ({ examSessionId: w.rteBreak, section: 2 }),
    rest: ({ examSessionId, ...body }) => ({ method: 'POST', path: `/api/exams/${examSessionId}/start-section`, body }),
  },
  'learner.setReadinessTarget': {
    as: () => w.pro,
    input: () => ({ target: 'tmc-crt' }),
    rest: (body) => ({ method: 'PUT', path: '/api/readiness/target', body }),
  },
  // Clinical simulations (#32).
  'learner.setSitsCse': {
    as: () => w.pro,
    input: () => ({ sitsCse: true }),
    rest: (body) => ({ method: 'PUT', path: '/api/readiness/sits-cse', body }),
  },
  'learner.setExamPlan': {
    as: () => w.pro,
    // A day three weeks out, with the exam given on it (the TMC through 2026, the RTE after).
    input: () => {
      const date = addDays(utcDay(new Date()), 21);
      return { plan: { exam: examOn(date), date } };
    },
  },
  'learner.createTest': {
    as: () => w.pro,
    input: () => ({ mode: 'tutor', pools: ['all'], topicIds: [1], count: 3 }),
    rest: (body) => ({ method: 'POST', path: '/api/tests', body }),
  },
  'learner.answerTest': {
    as: () => w.pro,
    input: () => ({ ...w.openTest, userAnswer: 'A', confidence: 'sure' }),
    rest: ({ testId, ...body }) => ({ method: 'POST', path: `/api/tests/${testId}/answers`, body }),
  },
  'learner.finishTest': {
    as: () => w.pro,
    input: () => ({ testId: w.openTest.testId }),
    rest: ({ testId }) => ({ method: 'POST', path: `/api/tests/${testId}/finish` }),
  },
  'learner.putMissTag': {
    as: () => w.pro,
    input: () => ({ testId: w.missedTest.testId, data: { questionId: w.missedTest.questionId, tag: 'misread' } }),
    rest: ({ testId, data }) => ({ method: 'PUT', path: `/api/tests/${testId}/miss-tag`, body: data }),
  },
  'learner.markQuestion': {
    as: () => w.pro,
    input: () => ({ questionId: w.questionIds[2] }),
    rest: ({ questionId }) => ({ method: 'PUT', path: `/api/marks/${questionId}` }),
  },
  'learner.unmarkQuestion': {
    as: () => w.pro,
    input: () => ({ questionId: w.markedQuestionId }),
    rest: ({ questionId }) => ({ method: 'DELETE', path: `/api/marks/${questionId}` }),
  },
  'learner.flagQuestion': { as: () => w.pro, input: () => ({ questionId: w.questionIds[2], flagged: true }) },
  'learner.flagExamItem': {
    as: () => w.pro,
    input: () => ({ examSessionId: w.openExamId, position: 0, flagged: true }),
    rest: ({ examSessionId, ...body }) => ({ method: 'POST', path: `/api/exams/${examSessionId}/flag`, body }),
  },
  'learner.rateReview': {
    as: () => w.pro,
    input: () => ({ ...w.reviewCard, rating: 'good' }),
    rest: ({ testId, ...body }) => ({ method: 'POST', path: `/api/tests/${testId}/rate`, body }),
  },
  'learner.setStudyLimits': {
    as: () => w.pro,
    input: () => ({ dailyReviewLimit: 150, dailyNewLimit: 15 }),
    rest: (body) => ({ method: 'PUT', path: '/api/study-limits', body }),
  },
  'learner.putNote': {
    as: () => w.pro,
    input: () => ({ questionId: w.questionIds[0], data: { text: 'Written on a full disk.' } }),
    rest: ({ questionId, data }) => ({ method: 'PUT', path: `/api/notes/${questionId}`, body: data }),
  },
  'learner.syncReviewAnswers': {
    as: () => w.pro,
    input: () => ({
      answers: [{ clientId: `disk-${unique()}`, questionId: w.questionIds[1], userAnswer: 'A', answeredAt: Date.now() - 60_000 }],
    }),
    rest: ({ answers }) => ({ method: 'POST', path: '/api/review/answers', body: answers }),
  },
  'learner.answerCaseItem': {
    as: () => w.pro,
    input: () => ({ ...w.caseSet, userAnswer: 'A' }),
    rest: ({ caseSetId, ...body }) => ({ method: 'POST', path: `/api/case-sets/${caseSetId}/answers`, body }),
  },
  'learner.cseStart': {
    as: () => w.pro,
    input: () => ({ mode: 'problem', problemId: w.cse.problemId }),
    rest: (body) => ({ method: 'POST', path: '/api/cse/start', body }),
  },
  'learner.cseChoose': {
    as: () => w.pro,
    input: () => ({ sessionId: w.cse.sessionId, sectionId: w.cse.sectionId, optionIds: [w.cse.optionId], done: false }),
    rest: ({ sessionId, ...body }) => ({ method: 'POST', path: `/api/cse/${sessionId}/choose`, body }),
  },
  'learner.cseEnd': {
    as: () => w.pro,
    input: () => ({ sessionId: w.cse.sessionId }),
    rest: ({ sessionId }) => ({ method: 'POST', path: `/api/cse/${sessionId}/end` }),
  },
  'admin.createCaseSet': {
    as: () => w.admin,
    input: () => ({
      topicId: 3,
      title: `Written on a full disk ${unique()}`,
      setting: 'emergency',
      scenario: 'A patient arrives short of breath.',
      items: [1, 2, 3].map((k) => ({
        questionText: `Step ${k} of a case ${unique()}?`,
        options: ['a', 'b', 'c', 'd'],
        correctAnswer: 'A',
        explanation: 'Correct Answer: A',
        update: k === 1 ? null : `Step ${k} findings.`,
      })),
    }),
    rest: (body) => ({ method: 'POST', path: '/api/admin/case-sets', body }),
  },
  'admin.updateCaseSet': {
    as: () => w.admin,
    input: () => ({ id: w.caseSet.caseSetId, data: { title: `Edited on a full disk ${unique()}` } }),
    rest: ({ id, data }) => ({ method: 'PUT', path: `/api/admin/case-sets/${id}`, body: data }),
  },
  'admin.deleteCaseSet': {
    as: () => w.admin,
    input: () => ({ id: w.caseSet.caseSetId }),
    rest: ({ id }) => ({ method: 'DELETE', path: `/api/admin/case-sets/${id}` }),
  },
  'admin.createQuestion': {
    as: () => w.admin,
    input: question,
    rest: (body) => ({ method: 'POST', path: '/api/admin/questions', body }),
    created: (d, i) => ({ table: 'questions', id: d.id, matches: { question_text: i.questionText } }),
  },
  'admin.updateQuestion': {
    as: () => w.admin,
    input: () => ({ id: w.questionId, data: { questionText: `Edited on a full disk ${unique()}?` } }),
    rest: ({ id, data }) => ({ method: 'PUT', path: `/api/admin/questions/${id}`, body: data }),
  },
  // Before the delete below, so the question it marks still exists whatever the disk lets through.
  'admin.markQuestionReviewed': { as: () => w.admin, input: () => ({ id: w.questionId }) },
  'admin.deleteQuestion': {
    as: () => w.admin,
    input: () => ({ id: w.questionId }),
    rest: ({ id }) => ({ method: 'DELETE', path: `/api/admin/questions/${id}` }),
  },
  'admin.generateQuestions': {
    as: () => w.admin,
    input: () => ({ topicId: 3, count: 2 }),
    rest: (body) => ({ method: 'POST', path: '/api/admin/generate-questions', body }),
  },
  // Clinical simulation problems (issue #32): the test's own problem is edited and deleted.
  'admin.createCseProblem': {
    as: () => w.admin,
    input: () => cseProblemBody(`Written on a full disk ${unique()}`),
    rest: (body) => ({ method: 'POST', path: '/api/admin/cse-problems', body }),
  },
  'admin.updateCseProblem': {
    as: () => w.admin,
    input: () => ({ id: w.cse.problemId, data: cseProblemBody(`Edited on a full disk ${unique()}`) }),
    rest: ({ id, data }) => ({ method: 'PUT', path: `/api/admin/cse-problems/${id}`, body: data }),
  },
  'admin.deleteCseProblem': {
    as: () => w.admin,
    input: () => ({ id: w.cse.problemId }),
    rest: ({ id }) => ({ method: 'DELETE', path: `/api/admin/cse-problems/${id}` }),
  },
  'admin.generateCseProblem': {
    as: () => w.admin,
    input: () => ({ category: 'neonatal' }),
    rest: (body) => ({ method: 'POST', path: '/api/admin/cse-problems/generate', body }),
  },
  'admin.approveQuestion': { as: () => w.admin, input: () => ({ id: w.draftIds[0] }) },
  'admin.rejectQuestion': { as: () => w.admin, input: () => ({ id: w.draftIds[1] }) },
  'admin.createUser': {
    as: () => w.admin,
    input: person,
    rest: (body) => ({ method: 'POST', path: '/api/admin/users', body }),
    created: (d, i) => ({ table: 'users', id: d.id, matches: { email: i.email } }),
  },
  'admin.updateUser': {
    as: () => w.admin,
    input: () => ({ id: w.victim.id, data: { firstName: 'Renamed', role: 'admin', password: 'another-password-1' } }),
    rest: ({ id, data }) => ({ method: 'PUT', path: `/api/admin/users/${id}`, body: data }),
  },
  'admin.deleteUser': {
    as: () => w.admin,
    input: () => ({ id: w.victim.id }),
    rest: ({ id }) => ({ method: 'DELETE', path: `/api/admin/users/${id}` }),
  },
  'admin.changeSubscription': {
    as: () => w.admin,
    input: () => ({ userId: w.victim.id, data: { action: 'upgrade', plan: 'yearly' } }),
    rest: ({ userId, data }) => ({ method: 'POST', path: `/api/admin/users/${userId}/subscription`, body: data }),
  },
  'admin.createResetLink': {
    as: () => w.admin,
    input: () => ({ userId: w.victim.id }),
    rest: ({ userId }) => ({ method: 'POST', path: `/api/admin/users/${userId}/reset-link` }),
  },
  'billing.createSubscription': {
    as: () => w.free,
    input: () => ({ plan: 'monthly' }),
    rest: (body) => ({ method: 'POST', path: '/api/create-subscription', body }),
  },
  'billing.refresh': { as: () => w.payer, rest: () => ({ method: 'POST', path: '/api/billing/refresh' }) },
  'billing.cancel': { as: () => w.payer, rest: () => ({ method: 'POST', path: '/api/billing/cancel' }) },
  'billing.resume': { as: () => w.payer, rest: () => ({ method: 'POST', path: '/api/billing/resume' }) },
  // Study reminders (issue #30): every one of these writes a row (and the first two queue a mail).
  'reminders.save': { as: () => w.pro, input: () => reminderSettings(`remind${unique()}@example.com`) },
  'reminders.resendConfirmation': { as: () => w.pro },
  'reminders.confirm': { as: () => undefined, input: () => ({ token: w.reminderToken }) },
  'reminders.unsubscribe': { as: () => undefined, input: () => ({ key: w.reminderKey }) },
};
/** Writes that need a second case: a downgrade (the reported one) beside the upgrade. */
const EXTRA_WRITES: [string, string, Write][] = [
  [
    'admin.changeSubscription (downgrade)',
    'admin.changeSubscription',
    { ...WRITES['admin.changeSubscription']!, input: () => ({ userId: w.premiumVictim.id, data: { action: 'downgrade' } }) },
  ],
  [
    'auth.login (wrong password)',
    'auth.login',
    { ...WRITES['auth.login']!, input: () => ({ email: w.pro.email, password: 'not-the-password' }) },
  ],
];

async function drive(name: string, path: string, write: Write): Promise<Answer[]> {
  const out: Answer[] = [];
  const token = write.as()?.token;
  const note = (surface: Answer['surface'], status: number, message: unknown, data: unknown, input: unknown) =>
    out.push({
      write: name,
      surface,
      status,
      message,
      ...(status < 300 && write.created && data ? { created: write.created(data as Fields, input as Fields) } : {}),
    });
  if (write.rest) {
    const input = write.input?.();
    const r = write.rest(input as Fields);
    const res = await call<{ message?: string } | null>(r.method, r.path, { token, body: r.body });
    note('REST', res.status, res.body?.message, res.body, input);
  }
  const input = write.input?.();
  const res = await trpc(path, token, input);
  note('tRPC', res.status, res.message, res.data, input);
  return out;
}

/** Stripe's signed delivery of an event about the payer's subscription. */
async function deliverWebhook(id: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'customer.subscription.updated',
    data: { object: { id: w.paidSubscriptionId, object: 'subscription' } },
  });
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await fetch(`${server!.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as { message?: string } };
}

function readDb<T>(read: (db: Database.Database) => T): T {
  const db = new Database(server!.dbPath, { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** Fills the filesystem to its last block, as a runaway log or backup would. */
function fillDisk(path: string): void {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 0x55);
      for (;;) {
        try {
          if (writeSync(fd, chunk) < size) break;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw err;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function setUp(dir: string): Promise<void> {
  stripe = await startFakeStripe();
  openai = await startFakeOpenAI();
  server = await startServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_full_disk',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_full_disk',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_YEARLY: 'price_yearly',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: openai.baseURL,
    },
    dir,
  );
  call = api(server.url);
  filler = join(dir, 'filler');
  const a = await createAccounts(server.dbPath, { pro: 'fdpro', free: 'fdfree', admin: 'fdadmin' });
  const b = await createAccounts(server.dbPath, { free: 'fdpayer', pro: 'fdpremium' });
  const c = await createAccounts(server.dbPath, { free: 'fdvictim' });
  const questionIds = readDb(
    (db) => db.prepare("SELECT id FROM questions WHERE topic_id = 1 AND status = 'published' ORDER BY id").pluck().all() as number[],
  );
  w = { pro: a.pro!, free: a.free!, admin: a.admin!, payer: b.free!, premiumVictim: b.pro!, victim: c.free!, questionIds } as World;

  const created = await call<Out['admin']['createQuestion']>('POST', '/api/admin/questions', { token: w.admin.token, body: question() });
  expect(created.status).toBe(201);
  w.questionId = created.body.id;
  openai.respond({ kind: 'items', items: [goodItem(0), goodItem(1)] });
  const generated = await call<Out['admin']['generateQuestions']>('POST', '/api/admin/generate-questions', {
    token: w.admin.token,
    body: { topicId: 3, count: 2 },
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  w.draftIds = generated.body.questions.map((q: { id: number }) => q.id);
  expect(w.draftIds).toHaveLength(2);
  openai.respond({ kind: 'items', items: [goodItem(2), goodItem(3)] });
  const exam = await call<Out['learner']['startExam']>('POST', '/api/exams/start', { token: w.pro.token, body: { examType: 'practice' } });
  expect(exam.status).toBe(201);
  w.openExamId = exam.body.examSessionId;
  // Two small RTE sessions written straight into the file (a whole RTE form is not needed to end a section).
  const rteSession = (phase: 'section1' | 'break') => {
    const started = Date.now() - 60_000;
    const form: ExamForm = {
      format: 'rte',
      scored: [true, true, true, false],
      // Section 1 opens with a two-item case set, so a case item can be locked.
      kind: ['case', 'case', 'breadth', 'breadth'],
      sections: [
        { start: 0, end: 2, minutes: 120 },
        { start: 2, end: 4, minutes: 120 },
      ],
      breakMaxMinutes: 10,
      caseSets: [{ caseSetId: 1, start: 0, length: 2 }],
      section1EndedAt: phase === 'break' ? Date.now() : null,
      section2StartedAt: null,
      lockedAnswers: phase === 'break' ? [null, null] : null,
      submittedAnswers: null,
    };
    const id = crypto.randomUUID();
    const sqlite = new Database(server!.dbPath);
    try {
      sqlite
        .prepare(
          'INSERT INTO exam_sessions (id, user_id, exam_type, question_ids, started_at, deadline_at, form) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(id, w.admin.id, 'rte', JSON.stringify(w.questionIds.slice(0, 4)), started, started + 250 * 60_000, JSON.stringify(form));
    } finally {
      sqlite.close();
    }
    return id;
  };
  w.rteSection1 = rteSession('section1');
  w.rteBreak = rteSession('break');
  // Tests of the pro learner: one just begun, one with a missed answer; a marked question to unmark.
  const begin = async () => {
    const t = await call<Out['learner']['createTest']>('POST', '/api/tests', {
      token: w.pro.token,
      body: { mode: 'tutor', pools: ['all'], topicIds: [1], count: 3 },
    });
    expect(t.status, JSON.stringify(t.body)).toBe(201);
    return { testId: t.body.id, questionId: t.body.items[0]!.questionId as number };
  };
  w.openTest = await begin();
  w.missedTest = await begin();
  const key = readDb((db) => db.prepare('SELECT correct_answer FROM questions WHERE id = ?').pluck().get(w.missedTest.questionId));
  const missed = await call('POST', `/api/tests/${w.missedTest.testId}/answers`, {
    token: w.pro.token,
    body: { questionId: w.missedTest.questionId, userAnswer: key === 'A' ? 'B' : 'A' },
  });
  expect(missed.body).toMatchObject({ isCorrect: false });
  w.markedQuestionId = w.questionIds[1]!;
  const review = await call<Out['learner']['createTest']>('POST', '/api/tests', {
    token: w.pro.token,
    body: { mode: 'tutor', pools: ['new'], count: 1 },
  });
  expect(review.status, JSON.stringify(review.body)).toBe(201);
  w.reviewCard = { testId: review.body.id, questionId: review.body.items[0]!.questionId as number };
  expect(
    (await call('POST', `/api/tests/${w.reviewCard.testId}/answers`, { token: w.pro.token, body: { ...w.reviewCard, userAnswer: 'A' } }))
      .status,
  ).toBe(200);
  w.caseSet = readDb((db) => ({
    caseSetId: db.prepare("SELECT id FROM case_sets WHERE seed_key = 'case-sample-01'").pluck().get() as number,
    questionId: db.prepare("SELECT id FROM questions WHERE seed_key = 'case-sample-01-1'").pluck().get() as number,
  }));
  expect((await call('PUT', `/api/marks/${w.markedQuestionId}`, { token: w.pro.token })).status).toBe(200);
  // A clinical simulation problem of this test's own (the seed's content may change), and a practice of it begun.
  const { key: _key, source: _source, written, sample: _sample, ...content } = BRANCHING;
  const cseDb = new Database(server.dbPath);
  let cseProblemId: number;
  try {
    cseProblemId = Number(
      cseDb
        .prepare(
          "INSERT INTO cse_problems (title, category, content, source, written, sample, status, origin, created_at) VALUES (?, ?, ?, 'A test source', ?, 0, 'published', 'admin', ?)",
        )
        .run(content.title, content.category, JSON.stringify(content), written, Date.now()).lastInsertRowid,
    );
  } finally {
    cseDb.close();
  }
  const cse = await call<Out['learner']['cseStart']>('POST', '/api/cse/start', {
    token: w.pro.token,
    body: { mode: 'problem', problemId: cseProblemId },
  });
  expect(cse.status, JSON.stringify(cse.body)).toBe(201);
  const firstSection = cse.body.problem!.current!;
  w.cse = { problemId: cseProblemId, sessionId: cse.body.id, sectionId: firstSection.id, optionId: firstSection.options[0]!.id };
  const link = await call<Out['admin']['createResetLink']>('POST', `/api/admin/users/${w.victim.id}/reset-link`, { token: w.admin.token });
  expect(link.status).toBe(201);
  w.resetToken = link.body.token;
  // The payer has a paid Stripe subscription, so refresh, cancel, resume and the webhook have work to store.
  const sub = await call<Out['billing']['createSubscription']>('POST', '/api/create-subscription', {
    token: w.payer.token,
    body: { plan: 'monthly' },
  });
  expect(sub.status).toBe(200);
  w.paidSubscriptionId = sub.body.subscriptionId;
  stripe.subscriptions.get(w.paidSubscriptionId)!.status = 'active';
  const refreshed = await call<Out['billing']['refresh']>('POST', '/api/billing/refresh', { token: w.payer.token });
  expect(refreshed.body).toMatchObject({ subscriptionStatus: 'pro' });
  expect((await deliverWebhook('evt_full_disk_before')).status).toBe(200);
  // A pending reminder address: no SMTP here, so the confirmation mail (and its link) waits in the outbox.
  expect((await trpc('reminders.save', w.pro.token, reminderSettings(w.pro.email))).status).toBe(200);
  const mail = readDb((db) => db.prepare("SELECT text_body FROM mail_outbox WHERE kind = 'reminder-confirm'").pluck().get() as string);
  w.reminderToken = /token=([^\s]+)/.exec(mail)![1]!;
  w.reminderKey = readDb(
    (db) => db.prepare('SELECT unsubscribe_key FROM reminder_settings WHERE user_id = ?').pluck().get(w.pro.id) as string,
  );
}

beforeAll(async () => {
  if (!skip) await setUp((disk as { dir: string }).dir);
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await stripe?.close();
  await openai?.close();
  if ('dir' in disk) {
    try {
      execFileSync('umount', [disk.dir], { stdio: 'pipe' });
    } catch {
      execFileSync('umount', ['-l', disk.dir], { stdio: 'pipe' });
    }
    rmSync(disk.dir, { recursive: true, force: true });
    if (disk.image) rmSync(disk.image, { force: true });
  }
});

let before: ReturnType<typeof digestTables>;

describe(skip ? `a full filesystem (skipped: ${skip})` : 'a full filesystem under the database', () => {
  it.skipIf(skip)('lists every mutation of the router', () => {
    const mutations = listProcedures()
      .filter((p) => p.type === 'mutation')
      .map((p) => p.path);
    expect(Object.keys(WRITES).sort()).toEqual(mutations.sort());
  });

  it.skipIf(skip)('every write answers 503 with the message over REST and tRPC, and reads keep working', async () => {
    // An emptied write-ahead log, so no write can reuse blocks the log already holds.
    const sqlite = new Database(server!.dbPath);
    try {
      expect(sqlite.pragma('wal_checkpoint(TRUNCATE)')).toMatchObject([{ busy: 0 }]);
    } finally {
      sqlite.close();
    }
    before = digestTables(server!.dbPath);
    fillDisk(filler);
    expect(statfsSync(filler).bavail).toBe(0);

    for (const [path, write] of Object.entries(WRITES)) faultAnswers.push(...(await drive(path, path, write)));
    for (const [name, path, write] of EXTRA_WRITES) faultAnswers.push(...(await drive(name, path, write)));
    const webhook = await deliverWebhook('evt_full_disk_during');
    faultAnswers.push({ write: 'Stripe webhook', surface: 'REST', status: webhook.status, message: webhook.body.message });

    const wrong = faultAnswers
      .filter((a) => a.status !== 503 || a.message !== UNAVAILABLE)
      .map(({ write, surface, status, message }) => ({ write, surface, status, message }));
    expect(wrong).toEqual([]);
    expect(faultAnswers.length).toBeGreaterThan(50);

    const me = await call<Out['auth']['me']>('GET', '/api/me', { token: w.pro.token });
    expect(me.status).toBe(200);
    const dashboard = await fetch(`${server!.url}/trpc/learner.dashboard`, { headers: { authorization: `Bearer ${w.pro.token}` } });
    expect(dashboard.status).toBe(200);
  });

  it.skipIf(skip)('once space returns, every table is exactly as before the disk filled', () => {
    rmSync(filler, { force: true });
    expect(digestTables(server!.dbPath)).toEqual(before);
    expect(integrityCheck(server!.dbPath)).toEqual({ integrity: ['ok'], foreignKeys: [] });
  });

  it.skipIf(skip)('writes work again, and no id answered during the fault names another row', async () => {
    const again = [
      await trpc('auth.register', undefined, person()),
      await trpc('admin.createQuestion', w.admin.token, question()),
      await trpc('admin.createUser', w.admin.token, person()),
      await trpc('learner.saveAttempt', w.pro.token, answers()),
    ];
    expect(again.map((r) => [r.status, r.message])).toEqual(Array(4).fill([200, undefined]));
    const downgrade = await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${w.premiumVictim.id}/subscription`, {
      token: w.admin.token,
      body: { action: 'downgrade' },
    });
    expect(downgrade.status).toBe(200);
    expect(readDb((db) => db.prepare('SELECT subscription_status FROM users WHERE id = ?').pluck().get(w.premiumVictim.id))).toBe('free');

    const reused = faultAnswers.flatMap((a) => {
      if (!a.created) return [];
      const { table, id, matches } = a.created;
      const row = readDb((db) => db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Record<string, unknown> | undefined);
      const same = row && Object.entries(matches).every(([k, v]) => row[k] === v);
      return same ? [] : [{ write: a.write, surface: a.surface, answered: { table, id, ...matches }, stored: row ?? null }];
    });
    expect(reused).toEqual([]);
    expect(readDb((db) => totalsMismatches(db))).toEqual([]);
  });
});
