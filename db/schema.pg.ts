// The PostgreSQL form of the data model in db/schema.ts: the same tables, columns, keys and indexes, column for
// column, with the same TypeScript row types (tests/unit/pg-schema-parity.test.ts holds both to that, table by
// table, and checks the row types at compile time). Change both files together; `npm run db:generate` and
// `npm run db:generate:pg` then write each dialect's migration. Why two files and not one:
// docs/decisions/048-two-schema-files-held-equal-by-a-test.md.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CASE_SETTINGS, DIFFICULTIES, RTE_AREAS, RTE_TOPICS, TMC_CODES } from '../src/shared/bankVocabulary';
import type { CseProblemContent } from '../src/shared/cse';
import { CSE_CATEGORIES } from '../src/shared/cseFormat';
import { CJ_CATEGORIES, CJ_FOCI, CJ_KINDS, CJ_PLACES, RTE_SECTIONS } from '../src/shared/rteOutline';

/**
 * Milliseconds since the epoch in a bigint, read and written as a Date: the SQLite column's storage exactly, so
 * raw SQL that does arithmetic on a timestamp (the triggers' `completed_at / 86400000`, stats' day buckets, min and
 * max of due dates read as numbers) means the same thing on both engines.
 */
const msTimestamp = customType<{ data: Date; driverData: number | string }>({
  dataType: () => 'bigint',
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});
const timestamp = (name: string) => msTimestamp(name);
/**
 * SQLite's INTEGER PRIMARY KEY (with AUTOINCREMENT or without): the writer may give the number, else the database
 * hands out the next one. Every single-column integer key is one in SQLite, so it is one here too, which also keeps
 * the insert row types equal (the id is optional on both engines).
 */
const rowId = (name: string) => integer(name).primaryKey().generatedByDefaultAsIdentity();
/** A running sum that a million attempts could push past a 32-bit integer (SQLite's integers are 64-bit). */
const bigSum = (name: string) => bigint(name, { mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: rowId('id'),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'admin', 'super_admin'] })
      .notNull()
      .default('student'),
    subscriptionStatus: text('subscription_status').notNull().default('free'),
    subscriptionPlan: text('subscription_plan'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at').notNull(),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at'),
    totalQuizzes: integer('total_quizzes').notNull().default(0),
    scoreSum: integer('score_sum').notNull().default(0),
    reportedQuizzes: integer('reported_quizzes').notNull().default(0),
    readinessTarget: text('readiness_target'),
    plannedExam: text('planned_exam'),
    examDate: text('exam_date'),
    dailyReviewLimit: integer('daily_review_limit').notNull().default(200),
    dailyNewLimit: integer('daily_new_limit').notNull().default(20),
    sitsCse: boolean('sits_cse').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_last_login_idx').on(t.lastLoginAt),
    // SQLite's `collate nocase` folds ASCII letters only and then compares bytes: lower() under the "C" collation
    // does exactly that. The super admin's sort on PostgreSQL must use this very expression to use the index.
    index('users_sort_name_idx').on(
      sql`lower(coalesce(nullif(trim(${t.firstName} || ' ' || ${t.lastName}), ''), ${t.username}) collate "C")`,
    ),
    index('users_login_count_idx').on(t.loginCount),
    index('users_avg_score_idx').on(
      sql`(case when ${t.totalQuizzes} > 0 then (2 * ${t.scoreSum} + ${t.totalQuizzes}) / (2 * ${t.totalQuizzes}) else 0 end)`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: rowId('id'),
    email: text('email').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

export const accountCreations = pgTable(
  'account_creations',
  {
    id: rowId('id'),
    address: text('address').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('account_creations_address_idx').on(t.address, t.createdAt)],
);

export const topics = pgTable('topics', {
  id: rowId('id'),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('fas fa-stethoscope'),
});

export const questions = pgTable(
  'questions',
  {
    id: rowId('id'),
    seedKey: text('seed_key'),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    questionText: text('question_text').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull().default('medium'),
    cognitiveLevel: text('cognitive_level'),
    outlineSection: text('outline_section'),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    isFree: boolean('is_free').notNull().default(false),
    rte2027: boolean('rte_2027').notNull().default(false),
    calculation: boolean('calculation').notNull().default(false),
    tmcCode: text('tmc_code', { enum: TMC_CODES }),
    rteArea: text('rte_area', { enum: RTE_AREAS }),
    /** The RTE outline's breadth section, e.g. "III.B" (src/shared/rteOutline.ts). */
    rteSection: text('rte_section', { enum: RTE_SECTIONS }),
    rteTopic: text('rte_topic', { enum: RTE_TOPICS }),
    tmcOnly: boolean('tmc_only').notNull().default(false),
    source: text('source'),
    reviewedOn: text('reviewed_on'),
    /** Who marked the item reviewed in the admin; null for the seed's own reviews or none. */
    reviewedBy: integer('reviewed_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD the item was written or last rewritten. */
    writtenOn: text('written_on'),
    exhibit: jsonb('exhibit').$type<unknown>(),
    caseSetId: integer('case_set_id').references((): AnyPgColumn => caseSets.id, { onDelete: 'cascade' }),
    casePosition: integer('case_position'),
    caseUpdate: text('case_update'),
    /** A case item's kind of judgment: information gathering or decision making. */
    cjKind: text('cj_kind', { enum: CJ_KINDS }),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [
    uniqueIndex('questions_seed_key_unique').on(t.seedKey),
    index('questions_case_set_idx').on(t.caseSetId, t.casePosition),
    index('questions_topic_status_idx').on(t.topicId, t.status),
    index('questions_status_free_idx').on(t.status, t.isFree),
    index('questions_status_rte_section_idx').on(t.status, t.rteSection),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: rowId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['topic', 'mixed', 'exam', 'test', 'case'] }).notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    mixedType: text('mixed_type'),
    examType: text('exam_type'),
    score: integer('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    timeSpent: integer('time_spent'),
    selfReported: boolean('self_reported').notNull().default(false),
    clientId: text('client_id'),
    examSessionId: text('exam_session_id'),
    completedAt: timestamp('completed_at').notNull(),
  },
  (t) => [
    index('attempts_user_completed_idx').on(t.userId, t.completedAt),
    index('attempts_completed_idx').on(t.completedAt),
    index('attempts_topic_idx').on(t.topicId, t.score),
    uniqueIndex('attempts_user_client_unique').on(t.userId, t.clientId),
    uniqueIndex('attempts_exam_session_unique').on(t.examSessionId),
  ],
);

export const topicAttemptTotals = pgTable('topic_attempt_totals', {
  topicId: rowId('topic_id'),
  attempts: integer('attempts').notNull(),
  scoreSum: bigSum('score_sum').notNull(),
});

export const dailyAttemptTotals = pgTable('daily_attempt_totals', {
  day: rowId('day'),
  attempts: integer('attempts').notNull(),
  scoreSum: bigSum('score_sum').notNull(),
});

export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    id: rowId('id'),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').notNull(),
    userAnswer: text('user_answer'),
    isCorrect: boolean('is_correct').notNull(),
  },
  (t) => [index('answers_attempt_idx').on(t.attemptId), index('answers_question_idx').on(t.questionId)],
);

export const examSessions = pgTable(
  'exam_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    startedAt: timestamp('started_at').notNull(),
    deadlineAt: timestamp('deadline_at').notNull(),
    submittedAt: timestamp('submitted_at'),
    form: jsonb('form').$type<unknown>(),
    itemSeconds: jsonb('item_seconds').$type<number[]>(),
    flags: jsonb('flags').$type<number[]>(),
  },
  (t) => [index('exam_sessions_user_started_idx').on(t.userId, t.startedAt)],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: rowId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type', { enum: ['login', 'quiz_start', 'quiz_complete'] }).notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt), index('activity_created_idx').on(t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: rowId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at')
      .notNull()
      .default(sql`(floor(extract(epoch from clock_timestamp()) * 1000)::bigint)`),
  },
  (t) => [uniqueIndex('subscriptions_stripe_unique').on(t.stripeSubscriptionId), index('subscriptions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export const deletedSeedKeys = pgTable('deleted_seed_keys', {
  seedKey: text('seed_key').primaryKey(),
  deletedAt: timestamp('deleted_at').notNull(),
});

export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at').notNull(),
});

export const caseSets = pgTable(
  'case_sets',
  {
    id: rowId('id'),
    seedKey: text('seed_key'),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    title: text('title').notNull(),
    setting: text('setting', { enum: CASE_SETTINGS }).notNull(),
    /** The RTE outline's patient-condition category, its finer focus, and whether the case is in a hospital. */
    category: text('category', { enum: CJ_CATEGORIES }),
    focus: text('focus', { enum: CJ_FOCI }),
    place: text('place', { enum: CJ_PLACES }),
    scenario: text('scenario').notNull(),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [uniqueIndex('case_sets_seed_key_unique').on(t.seedKey), index('case_sets_topic_status_idx').on(t.topicId, t.status)],
);

export const generationRuns = pgTable(
  'generation_runs',
  {
    id: rowId('id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').references(() => topics.id),
    model: text('model').notNull(),
    requested: integer('requested').notNull(),
    kept: integer('kept').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    droppedReasons: jsonb('dropped_reasons').$type<string[]>().notNull().default([]),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    status: text('status', { enum: ['ok', 'error'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('generation_runs_created_idx').on(t.createdAt)],
);

export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: rowId('id'),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull(),
    resolvedAt: timestamp('resolved_at'),
  },
  (t) => [index('reset_requests_email_idx').on(t.email, t.createdAt), index('reset_requests_user_idx').on(t.userId, t.resolvedAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
  },
  (t) => [index('reset_tokens_user_idx').on(t.userId)],
);

/** One row; the triggers at the end of db/migrations-pg/0000 move it with every write to the bank. */
export const bankVersion = pgTable('bank_version', {
  id: rowId('id'),
  version: integer('version').notNull(),
});

export const tests = pgTable(
  'tests',
  {
    id: rowId('id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['tutor', 'timed'] }).notNull(),
    pools: jsonb('pools').$type<string[]>().notNull(),
    topicIds: jsonb('topic_ids').$type<number[]>().notNull(),
    count: integer('count').notNull(),
    startedAt: timestamp('started_at').notNull(),
    deadlineAt: timestamp('deadline_at'),
    finishedAt: timestamp('finished_at'),
    attemptId: integer('attempt_id').references(() => quizAttempts.id, { onDelete: 'set null' }),
    clientId: text('client_id'),
  },
  (t) => [
    index('tests_user_started_idx').on(t.userId, t.startedAt),
    uniqueIndex('tests_user_client_unique').on(t.userId, t.clientId),
    index('tests_user_open_idx')
      .on(t.userId, t.startedAt)
      .where(sql`${t.finishedAt} is null`),
    index('tests_attempt_idx').on(t.attemptId),
  ],
);

export const testItems = pgTable(
  'test_items',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').notNull(),
    userAnswer: text('user_answer'),
    isCorrect: boolean('is_correct'),
    confidence: text('confidence', { enum: ['sure', 'unsure', 'guess'] }),
    timeSpent: integer('time_spent'),
    answeredAt: timestamp('answered_at'),
    missTag: text('miss_tag', { enum: ['didnt_know', 'misread', 'changed_answer', 'calculation_slip'] }),
  },
  (t) => [
    primaryKey({ columns: [t.testId, t.position] }),
    uniqueIndex('test_items_test_question_unique').on(t.testId, t.questionId),
    index('test_items_question_idx').on(t.questionId),
  ],
);

export const marks = pgTable(
  'marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('marks_question_idx').on(t.questionId)],
);

export const notes = pgTable(
  'notes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('notes_question_idx').on(t.questionId)],
);

export const reviewCards = pgTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    lastAnsweredAt: timestamp('last_answered_at').notNull(),
    due: timestamp('due'),
    // SQLite's REAL is an 8-byte float: double precision, not PostgreSQL's 4-byte real.
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_cards_user_due_idx').on(t.userId, t.due),
    index('review_cards_question_idx').on(t.questionId),
  ],
);

export const itemStats = pgTable('item_stats', {
  questionId: rowId('question_id').references(() => questions.id, { onDelete: 'cascade' }),
  answers: integer('answers').notNull().default(0),
  learners: integer('learners').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  pValue: doublePrecision('p_value'),
  pointBiserial: doublePrecision('point_biserial'),
  optionCounts: jsonb('option_counts').$type<Record<string, number>>().notNull().default({}),
  difficultyParam: doublePrecision('difficulty_param'),
  updatedAt: timestamp('updated_at').notNull(),
});

export const learnerAbility = pgTable('learner_ability', {
  userId: rowId('user_id').references(() => users.id, { onDelete: 'cascade' }),
  ability: doublePrecision('ability').notNull(),
  standardError: doublePrecision('standard_error').notNull(),
  answered: integer('answered').notNull(),
  /** How many of the three TMC outline sections those answers touch (SQLite migration 0012). */
  sections: integer('sections').notNull().default(0),
  updatedAt: timestamp('updated_at').notNull(),
});

export const jobState = pgTable('job_state', {
  name: text('name').primaryKey(),
  cursor: integer('cursor').notNull().default(0),
  updatedAt: timestamp('updated_at').notNull(),
});

/** Mail waiting to be sent, being sent, sent or given up on (SQLite's schema says how it is used). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: rowId('id'),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    leaseUntil: timestamp('lease_until'),
    sendBy: timestamp('send_by'),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at').notNull(),
    sentAt: timestamp('sent_at'),
  },
  (t) => [
    index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_user_idx').on(t.userId, t.kind, t.createdAt),
  ],
);

export const reminderSettings = pgTable(
  'reminder_settings',
  {
    // As learner_ability's: SQLite's integer primary key is optional on insert, so PostgreSQL's is generated by default.
    userId: rowId('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    confirmedAt: timestamp('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at'),
    enabled: boolean('enabled').notNull().default(false),
    hour: integer('hour').notNull(),
    timeZone: text('time_zone').notNull(),
    dueReviews: boolean('due_reviews').notNull().default(true),
    planBehind: boolean('plan_behind').notNull().default(true),
    weeklySummary: boolean('weekly_summary').notNull().default(true),
    unsubscribeKey: text('unsubscribe_key').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at'),
    nextAt: timestamp('next_at'),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [index('reminder_settings_next_idx').on(t.nextAt), uniqueIndex('reminder_settings_unsubscribe_key_unique').on(t.unsubscribeKey)],
);

export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    contents: text('contents').notNull(),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at').notNull(),
    readinessPercent: integer('readiness_percent'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const cseProblems = pgTable(
  'cse_problems',
  {
    id: rowId('id'),
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    category: text('category', { enum: CSE_CATEGORIES }).notNull(),
    content: jsonb('content').$type<CseProblemContent>().notNull(),
    source: text('source').notNull(),
    written: text('written'),
    reviewed: text('reviewed'),
    sample: boolean('sample').notNull().default(false),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('draft'),
    origin: text('origin', { enum: ['seed', 'admin', 'ai'] })
      .notNull()
      .default('admin'),
    createdAt: timestamp('created_at').notNull(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [uniqueIndex('cse_problems_seed_key_unique').on(t.seedKey), index('cse_problems_status_category_idx').on(t.status, t.category)],
);

export const cseSessions = pgTable(
  'cse_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['problem', 'exam'] }).notNull(),
    startedAt: timestamp('started_at').notNull(),
    deadlineAt: timestamp('deadline_at'),
    finishedAt: timestamp('finished_at'),
    position: integer('position').notNull().default(0),
    igScore: integer('ig_score'),
    dmScore: integer('dm_score'),
    igMpl: integer('ig_mpl'),
    dmMpl: integer('dm_mpl'),
    passed: boolean('passed'),
  },
  (t) => [index('cse_sessions_user_started_idx').on(t.userId, t.startedAt)],
);

export const cseRuns = pgTable(
  'cse_runs',
  {
    id: rowId('id'),
    sessionId: text('session_id')
      .notNull()
      .references(() => cseSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    problemId: integer('problem_id').references(() => cseProblems.id, { onDelete: 'set null' }),
    problem: jsonb('problem').$type<CseProblemContent>().notNull(),
    pretest: boolean('pretest').notNull().default(false),
    sectionId: text('section_id'),
    sectionChosen: jsonb('section_chosen').$type<string[]>().notNull(),
    igScore: integer('ig_score').notNull().default(0),
    dmScore: integer('dm_score').notNull().default(0),
    igBest: integer('ig_best').notNull(),
    dmBest: integer('dm_best').notNull(),
    igMpl: integer('ig_mpl').notNull(),
    dmMpl: integer('dm_mpl').notNull(),
    startedAt: timestamp('started_at'),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [uniqueIndex('cse_runs_session_position_unique').on(t.sessionId, t.position), index('cse_runs_problem_idx').on(t.problemId)],
);

export const cseChoices = pgTable(
  'cse_choices',
  {
    id: rowId('id'),
    runId: integer('run_id')
      .notNull()
      .references(() => cseRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sectionId: text('section_id').notNull(),
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
    score: integer('score').notNull(),
    done: boolean('done').notNull(),
    chosenAt: timestamp('chosen_at').notNull(),
  },
  (t) => [uniqueIndex('cse_choices_run_seq_unique').on(t.runId, t.seq)],
);
