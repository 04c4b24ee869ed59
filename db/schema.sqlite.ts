// The data model on SQLite, the embedded default: every table, column, key and index. One file (about 800 lines, like
// db/schema.pg.ts) because drizzle-kit generates each dialect's migrations from one schema module, and
// tests/unit/pg-schema-parity.test.ts compares the two files table by table.
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CASE_SETTINGS, DIFFICULTIES, RTE_AREAS, RTE_TOPICS, TMC_CODES } from '../src/shared/bankVocabulary';
import type { CseProblemContent } from '../src/shared/cse';
import { CSE_CATEGORIES } from '../src/shared/cseFormat';
import { CJ_CATEGORIES, CJ_FOCI, CJ_KINDS, CJ_PLACES, RTE_SECTIONS } from '../src/shared/rteOutline';

/** Milliseconds since the epoch; drizzle maps it to a Date. */
const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });
const bool = (name: string) => integer(name, { mode: 'boolean' });

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'admin', 'super_admin'] })
      .notNull()
      .default('student'),
    subscriptionStatus: text('subscription_status').notNull().default('free'),
    /** monthly | yearly for a paid plan (admin upgrade or Stripe); null when free. */
    subscriptionPlan: text('subscription_plan'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: timestamp('created_at').notNull(),
    loginCount: integer('login_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at'),
    /** Kept up to date on every saved attempt so dashboards never scan attempts to count them. */
    totalQuizzes: integer('total_quizzes').notNull().default(0),
    scoreSum: integer('score_sum').notNull().default(0),
    /** Self-reported exam scores stored: kept apart, since they count in no average (migration 0007). */
    reportedQuizzes: integer('reported_quizzes').notNull().default(0),
    /** The exam and cut the dashboard's Exam Ready card aims at (issue #19), e.g. "tmc-rrt"; null: by date. */
    readinessTarget: text('readiness_target'),
    /** The exam the learner plans to sit (issue #27): rte | tmc; null until they say. */
    plannedExam: text('planned_exam'),
    /** The day they sit it, YYYY-MM-DD (a calendar day, not an instant); null until they say. */
    examDate: text('exam_date'),
    /** Spaced review's daily caps (issue #27): reviews of cards already seen, and cards new to review. */
    dailyReviewLimit: integer('daily_review_limit').notNull().default(200),
    dailyNewLimit: integer('daily_new_limit').notNull().default(20),
    /** The learner says they sit the CSE (issue #32): the Exam Ready card then offers it as a target. */
    sitsCse: bool('sits_cse').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // Usernames that differ only in case are one name (migration 0006 renamed any such pair before adding it).
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_last_login_idx').on(t.lastLoginAt),
    // The super admin's paged table sorts by these; each must match its expression in features/admin/superAdmin.ts.
    // drizzle-kit 0.31 splits an expression index at its commas when it writes SQL: the generated statement for
    // users_sort_name_idx was corrected by hand in 0003_super_admin_user_sort.sql (check the SQL after generating).
    index('users_sort_name_idx').on(
      sql`(coalesce(nullif(trim(${t.firstName} || ' ' || ${t.lastName}), ''), ${t.username}) collate nocase)`,
    ),
    index('users_login_count_idx').on(t.loginCount),
    index('users_avg_score_idx').on(
      sql`(case when ${t.totalQuizzes} > 0 then (2 * ${t.scoreSum} + ${t.totalQuizzes}) / (2 * ${t.totalQuizzes}) else 0 end)`,
    ),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the token the client holds; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.createdAt)],
);

/** One row per account made from an address through registration: the per-address hourly limit counts them. */
export const accountCreations = sqliteTable(
  'account_creations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    address: text('address').notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('account_creations_address_idx').on(t.address, t.createdAt)],
);

export const topics = sqliteTable('topics', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon').notNull().default('fas fa-stethoscope'),
});

export const questions = sqliteTable(
  'questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The seed bank's stable key; null for questions written by admins or generated. */
    seedKey: text('seed_key'),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    questionText: text('question_text').notNull(),
    options: text('options', { mode: 'json' }).$type<string[]>().notNull(),
    correctAnswer: text('correct_answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull().default('medium'),
    cognitiveLevel: text('cognitive_level'),
    outlineSection: text('outline_section'),
    status: text('status', { enum: ['published', 'draft'] })
      .notNull()
      .default('published'),
    isFree: bool('is_free').notNull().default(false),
    rte2027: bool('rte_2027').notNull().default(false),
    calculation: bool('calculation').notNull().default(false),
    /** TMC detailed content outline area, e.g. "III-B" (issue #17). */
    tmcCode: text('tmc_code', { enum: TMC_CODES }),
    rteArea: text('rte_area', { enum: RTE_AREAS }),
    /** The RTE outline's breadth section, e.g. "III.B" (src/shared/rteOutline.ts). */
    rteSection: text('rte_section', { enum: RTE_SECTIONS }),
    rteTopic: text('rte_topic', { enum: RTE_TOPICS }),
    /** Relies on content the 2027 RTE drops; RTE simulations leave it out. */
    tmcOnly: bool('tmc_only').notNull().default(false),
    /** The citation the item was checked against, with its year. */
    source: text('source'),
    /** YYYY-MM-DD of the last review against the source. */
    reviewedOn: text('reviewed_on'),
    /** Who marked the item reviewed in the admin; null for the seed's own reviews or none. */
    reviewedBy: integer('reviewed_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    /** YYYY-MM-DD the item was written or last rewritten. */
    writtenOn: text('written_on'),
    /** A figure drawn in the browser from data (src/shared/exhibit.ts), stored as JSON. */
    exhibit: text('exhibit', { mode: 'json' }).$type<unknown>(),
    /** Set for an item of a clinical-judgment case set; position counts from 1. */
    caseSetId: integer('case_set_id').references((): AnySQLiteColumn => caseSets.id, { onDelete: 'cascade' }),
    casePosition: integer('case_position'),
    /** Findings revealed when the learner reaches this item of its case set. */
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

export const quizAttempts = sqliteTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['topic', 'mixed', 'exam', 'test', 'case'] }).notNull(),
    topicId: integer('topic_id').references(() => topics.id),
    /** mixed-comprehensive | mixed-advanced | mixed-fundamentals for mixed practice exams. */
    mixedType: text('mixed_type'),
    examType: text('exam_type'),
    score: integer('score').notNull(),
    correctCount: integer('correct_count').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    timeSpent: integer('time_spent'),
    /** True for the spec's answer-less REST exam body: the server could not grade it. */
    selfReported: bool('self_reported').notNull().default(false),
    /** Idempotency key from the client (offline sync): one attempt per user and key. */
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

/**
 * Running totals of attempts per topic and per UTC day, for the admin analytics: kept by triggers on
 * quiz_attempts (migration 0004), so every writer (the server, the scripts, a cascade from a deleted user)
 * keeps them right, and the charts read a few rows instead of aggregating a million attempts.
 */
export const topicAttemptTotals = sqliteTable('topic_attempt_totals', {
  topicId: integer('topic_id').primaryKey(),
  attempts: integer('attempts').notNull(),
  scoreSum: integer('score_sum').notNull(),
});

export const dailyAttemptTotals = sqliteTable('daily_attempt_totals', {
  /** Days since the epoch, UTC. */
  day: integer('day').primaryKey(),
  attempts: integer('attempts').notNull(),
  scoreSum: integer('score_sum').notNull(),
});

export const attemptAnswers = sqliteTable(
  'attempt_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').notNull(),
    userAnswer: text('user_answer'),
    isCorrect: bool('is_correct').notNull(),
  },
  (t) => [index('answers_attempt_idx').on(t.attemptId), index('answers_question_idx').on(t.questionId)],
);

export const examSessions = sqliteTable(
  'exam_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    questionIds: text('question_ids', { mode: 'json' }).$type<number[]>().notNull(),
    startedAt: timestamp('started_at').notNull(),
    deadlineAt: timestamp('deadline_at').notNull(),
    submittedAt: timestamp('submitted_at'),
    /**
     * The form of a real-format simulation (issue #19: TMC, RTE), as JSON: which items are scored, sections and
     * their clocks, a break, the case sets it holds. Null for the spec's exams.
     */
    form: text('form', { mode: 'json' }).$type<unknown>(),
    /** Seconds spent on each item, in question order, as the client reported them at submission (pacing). */
    itemSeconds: text('item_seconds', { mode: 'json' }).$type<number[]>(),
    /** Positions the learner flagged for review (issue #27), kept by the server as they toggle: the review filters by them. */
    flags: text('flags', { mode: 'json' }).$type<number[]>(),
  },
  (t) => [index('exam_sessions_user_started_idx').on(t.userId, t.startedAt)],
);

export const activityLog = sqliteTable(
  'activity_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type', { enum: ['login', 'quiz_start', 'quiz_complete'] }).notNull(),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('activity_user_created_idx').on(t.userId, t.createdAt), index('activity_created_idx').on(t.createdAt)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeSubscriptionId: text('stripe_subscription_id').notNull(),
    plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
    status: text('status').notNull(),
    currentPeriodEnd: timestamp('current_period_end'),
    cancelAtPeriodEnd: bool('cancel_at_period_end').notNull().default(false),
    updatedAt: timestamp('updated_at')
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [uniqueIndex('subscriptions_stripe_unique').on(t.stripeSubscriptionId), index('subscriptions_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/** Seed keys of bank questions an admin deleted, so re-seeding does not bring them back. */
export const deletedSeedKeys = sqliteTable('deleted_seed_keys', {
  seedKey: text('seed_key').primaryKey(),
  deletedAt: timestamp('deleted_at').notNull(),
});

/** Stripe webhook events already applied: a redelivered event changes nothing more. */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at').notNull(),
});

/** One row per AI question generation: who, when, which model, tokens, and what was kept or dropped. */
/**
 * A clinical-judgment case set (issue #17): one patient's situation unfolding across 3–6 questions, each linked
 * by case_set_id and shown in case_position order, each scored on its own.
 */
export const caseSets = sqliteTable(
  'case_sets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The seed bank's stable key; null for sets written by admins or generated. */
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

export const generationRuns = sqliteTable(
  'generation_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').references(() => topics.id),
    model: text('model').notNull(),
    requested: integer('requested').notNull(),
    kept: integer('kept').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    droppedReasons: text('dropped_reasons', { mode: 'json' }).$type<string[]>().notNull().default([]),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    status: text('status', { enum: ['ok', 'error'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [index('generation_runs_created_idx').on(t.createdAt)],
);

/**
 * "Forgot password?" requests, one row per request, kept for every email asked about (known or not) so the
 * per-email limit behaves the same either way. A request for a real account stays pending until an
 * administrator makes a reset link for that user.
 */
export const passwordResetRequests = sqliteTable(
  'password_reset_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at').notNull(),
    resolvedAt: timestamp('resolved_at'),
  },
  (t) => [index('reset_requests_email_idx').on(t.email, t.createdAt), index('reset_requests_user_idx').on(t.userId, t.resolvedAt)],
);

/** One-time reset links made by an administrator; like sessions, only the SHA-256 of the token is kept. */
export const passwordResetTokens = sqliteTable(
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

/**
 * One row: a number that moves with every write to `topics` or `questions` (triggers in migration 0008), so
 * every process that keeps views of the bank can tell, with one read, whether they are still current.
 */
export const bankVersion = sqliteTable('bank_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});

/**
 * A test a Pro learner built (issue #18): tutor (feedback after each answer) or timed (67.5 s a question, no
 * feedback until it is finished), drawn from pools of the bank. Finishing stores a quiz_attempts row (kind test).
 */
export const tests = sqliteTable(
  'tests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['tutor', 'timed'] }).notNull(),
    pools: text('pools', { mode: 'json' }).$type<string[]>().notNull(),
    topicIds: text('topic_ids', { mode: 'json' }).$type<number[]>().notNull(),
    count: integer('count').notNull(),
    startedAt: timestamp('started_at').notNull(),
    /** Timed tests only: startedAt + 67.5 s × items. */
    deadlineAt: timestamp('deadline_at'),
    finishedAt: timestamp('finished_at'),
    attemptId: integer('attempt_id').references(() => quizAttempts.id, { onDelete: 'set null' }),
    /** An offline review's sync key (its first stored answer's clientId): a later call reusing it is a 409 (#28). */
    clientId: text('client_id'),
  },
  (t) => [
    index('tests_user_started_idx').on(t.userId, t.startedAt),
    uniqueIndex('tests_user_client_unique').on(t.userId, t.clientId),
    // The builder's "Continue a test" list: only unfinished tests, so finished ones are never walked.
    index('tests_user_open_idx')
      .on(t.userId, t.startedAt)
      .where(sql`${t.finishedAt} is null`),
    index('tests_attempt_idx').on(t.attemptId),
  ],
);

/** A test's questions in order, with the learner's answer to each (graded on the server from the stored key). */
export const testItems = sqliteTable(
  'test_items',
  {
    testId: integer('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null once the question is deleted from the bank: the item still counts and cannot be answered. */
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'set null' }),
    topicId: integer('topic_id').notNull(),
    userAnswer: text('user_answer'),
    isCorrect: bool('is_correct'),
    confidence: text('confidence', { enum: ['sure', 'unsure', 'guess'] }),
    /** Milliseconds on the question, as the client measured it (capped). */
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

/** Questions a learner marked to come back to (the Marked pool). */
export const marks = sqliteTable(
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

/** A learner's private note on a question (at most 2,000 characters). */
export const notes = sqliteTable(
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

/**
 * What a learner has answered and when each question is due again: one row per learner × question, written
 * with every graded answer (topic quizzes, exams, tests). lastCorrect makes the Incorrect pool and the row's
 * existence the used/unused line; the FSRS fields are ts-fsrs's Card. `due` is null for a question answered
 * right before spaced review existed (migration 0009): it has a history but no schedule until answered again.
 */
export const reviewCards = sqliteTable(
  'review_cards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id').notNull(),
    lastCorrect: bool('last_correct').notNull(),
    lastAnsweredAt: timestamp('last_answered_at').notNull(),
    due: timestamp('due'),
    stability: real('stability').notNull().default(0),
    difficulty: real('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer('state').notNull().default(0),
    lastReview: timestamp('last_review'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_cards_user_due_idx').on(t.userId, t.due),
    index('review_cards_question_idx').on(t.questionId),
  ],
);

/**
 * Item statistics from all learners' graded answers (issue #19), recomputed off the request path: classical
 * p-value and point-biserial discrimination, option choice counts, and the item's fitted difficulty.
 */
export const itemStats = sqliteTable('item_stats', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  /** Graded answers counted (each learner's answers to the item). */
  answers: integer('answers').notNull().default(0),
  /** Distinct learners who answered it. */
  learners: integer('learners').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  /** Share correct, 0–1. */
  pValue: real('p_value'),
  /** Point-biserial correlation of the item with the learners' scores elsewhere; null until enough answers. */
  pointBiserial: real('point_biserial'),
  /** How often each option letter was chosen, e.g. {"A":12,"B":3,"C":40,"D":5}. */
  optionCounts: text('option_counts', { mode: 'json' }).$type<Record<string, number>>().notNull().default({}),
  /** Item difficulty on the ability scale (Rasch b), fitted from the answers with the authored difficulty as prior. */
  difficultyParam: real('difficulty_param'),
  updatedAt: timestamp('updated_at').notNull(),
});

/** A learner's fitted ability and its standard error (issue #19), refreshed off the request path after saves. */
export const learnerAbility = sqliteTable('learner_ability', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ability: real('ability').notNull(),
  standardError: real('standard_error').notNull(),
  /** Graded answers the estimate rests on. */
  answered: integer('answered').notNull(),
  /**
   * How many of the three TMC outline sections (I, II, III) those answers touch; written by the same job as the
   * ability. 0 on rows from before it existed, until the job refits the learner (readiness waits for it).
   */
  sections: integer('sections').notNull().default(0),
  updatedAt: timestamp('updated_at').notNull(),
});

/** Where each background job left off (e.g. the last attempt answer folded into item statistics). */
export const jobState = sqliteTable('job_state', {
  name: text('name').primaryKey(),
  cursor: integer('cursor').notNull().default(0),
  updatedAt: timestamp('updated_at').notNull(),
});

/**
 * Mail waiting to be sent, being sent, sent or given up on (issue #30). A request queues a row in its own transaction
 * and never waits on SMTP; the background sender claims rows with a lease, so a process that dies mid-send leaves the
 * row to be claimed again once the lease runs out. Bodies of link-bearing mail are emptied once sent or expired.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** password-reset | reminder-confirm | reminder | test */
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers as a JSON object (List-Unsubscribe and List-Unsubscribe-Post for reminders). */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    /** queued | sending | sent | failed | expired */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at').notNull(),
    /** While status is sending: the claim is another sender's to take after this instant. */
    leaseUntil: timestamp('lease_until'),
    /** A message not sent by then is not worth sending (its link has expired): it is marked expired instead. */
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

/**
 * A learner's study-reminder settings (issue #30): the confirmed address, the hour and time zone, which reminders.
 * `nextAt` is the next instant the learner's chosen hour comes round, so a reminder pass reads only the rows due.
 */
export const reminderSettings = sqliteTable(
  'reminder_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** When the address was confirmed by its link; reminders go only to a confirmed address. */
    confirmedAt: timestamp('confirmed_at'),
    /** SHA-256 of the pending confirmation token (hex), like a session's; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at'),
    enabled: bool('enabled').notNull().default(false),
    /** The local hour of day (0–23) from which the day's reminder may go. */
    hour: integer('hour').notNull(),
    /** An IANA time zone, e.g. America/Chicago. */
    timeZone: text('time_zone').notNull(),
    dueReviews: bool('due_reviews').notNull().default(true),
    planBehind: bool('plan_behind').notNull().default(true),
    weeklySummary: bool('weekly_summary').notNull().default(true),
    /** Random key in every message's unsubscribe link: it can only turn reminders off. */
    unsubscribeKey: text('unsubscribe_key').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at'),
    /** The next instant the chosen local hour comes; null while reminders are off. */
    nextAt: timestamp('next_at'),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [index('reminder_settings_next_idx').on(t.nextAt), uniqueIndex('reminder_settings_unsubscribe_key_unique').on(t.unsubscribeKey)],
);

/** One row per learner per local day a reminder was queued: the primary key makes it once, across processes. */
export const reminderSends = sqliteTable(
  'reminder_sends',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The learner's local calendar day, YYYY-MM-DD. */
    day: text('day').notNull(),
    /** What the message held, comma-separated: due-reviews, plan-behind, weekly-summary. */
    contents: text('contents').notNull(),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at').notNull(),
    /**
     * The readiness percent a weekly summary stated (null: no summary that day, or not enough answers for one): the
     * next summary's trend is measured from it, so the trend is two figures the learner was really shown.
     */
    readinessPercent: integer('readiness_percent'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A clinical simulation problem (issue #32): a scenario and its sections as one JSON document (src/shared/cse.ts),
 * checked by src/shared/cseGraph.ts on every save. Title and category are columns too, for the list and the form.
 */
export const cseProblems = sqliteTable(
  'cse_problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The seed's stable key; null for problems written by admins or drafted by AI. */
    seedKey: text('seed_key'),
    title: text('title').notNull(),
    category: text('category', { enum: CSE_CATEGORIES }).notNull(),
    content: text('content', { mode: 'json' }).$type<CseProblemContent>().notNull(),
    source: text('source').notNull(),
    written: text('written'),
    reviewed: text('reviewed'),
    /** The one problem free learners may play. */
    sample: bool('sample').notNull().default(false),
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

/** One sitting: a practice problem or a full 22-problem simulation on a 4-hour clock. */
export const cseSessions = sqliteTable(
  'cse_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['problem', 'exam'] }).notNull(),
    startedAt: timestamp('started_at').notNull(),
    /** The exam's 4-hour end; null for a practice problem, which has a pace but no end. */
    deadlineAt: timestamp('deadline_at'),
    finishedAt: timestamp('finished_at'),
    /** The problem being played (cse_runs.position). */
    position: integer('position').notNull().default(0),
    /** Totals over the scored problems, written when the session finishes. */
    igScore: integer('ig_score'),
    dmScore: integer('dm_score'),
    igMpl: integer('ig_mpl'),
    dmMpl: integer('dm_mpl'),
    passed: bool('passed'),
  },
  (t) => [index('cse_sessions_user_started_idx').on(t.userId, t.startedAt)],
);

/** One problem inside a session, with a snapshot of the problem as it was when the session began. */
export const cseRuns = sqliteTable(
  'cse_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id')
      .notNull()
      .references(() => cseSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    problemId: integer('problem_id').references(() => cseProblems.id, { onDelete: 'set null' }),
    problem: text('problem', { mode: 'json' }).$type<CseProblemContent>().notNull(),
    pretest: bool('pretest').notNull().default(false),
    /** The section being played; null once the problem has ended. */
    sectionId: text('section_id'),
    /** Options already chosen in the current section (an open IG section, a DM after "choose again"). */
    sectionChosen: text('section_chosen', { mode: 'json' }).$type<string[]>().notNull(),
    igScore: integer('ig_score').notNull().default(0),
    dmScore: integer('dm_score').notNull().default(0),
    /** What the best path earns, and the estimated passing levels from it (src/shared/cseGraph.ts). */
    igBest: integer('ig_best').notNull(),
    dmBest: integer('dm_best').notNull(),
    igMpl: integer('ig_mpl').notNull(),
    dmMpl: integer('dm_mpl').notNull(),
    startedAt: timestamp('started_at'),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [uniqueIndex('cse_runs_session_position_unique').on(t.sessionId, t.position), index('cse_runs_problem_idx').on(t.problemId)],
);

/** Every committed choice, in order: the path a learner took and what it earned. */
export const cseChoices = sqliteTable(
  'cse_choices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    runId: integer('run_id')
      .notNull()
      .references(() => cseRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    sectionId: text('section_id').notNull(),
    optionIds: text('option_ids', { mode: 'json' }).$type<string[]>().notNull(),
    score: integer('score').notNull(),
    /** The choice that ended its section. */
    done: bool('done').notNull(),
    chosenAt: timestamp('chosen_at').notNull(),
  },
  (t) => [uniqueIndex('cse_choices_run_seq_unique').on(t.runId, t.seq)],
);
