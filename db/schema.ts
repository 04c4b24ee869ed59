// The data model the services import. Which dialect's tables it holds is decided once per process, when this module
// is first imported, from DATABASE_URL (src/server/engine/postgres.ts: isPostgresUrl): PostgreSQL's tables from
// db/schema.pg.ts, else SQLite's from db/schema.sqlite.ts. Every table is typed as its SQLite form either way. The
// cast is safe because tests/unit/pg-schema-parity.test.ts holds the two files equal table by table, column by
// column, and checks at compile time that every table's select and insert row types are identical: what a service
// reads from or writes to a table has the same TypeScript type on both engines. The query-builder methods the
// services use (select/insert/update/delete, returning, onConflict…, prepare/execute) exist with the same meaning on
// both drivers; db.ts's helpers cover the rest (transactions, raw SQL).
import { isPostgresUrl } from '../src/server/engine/engineChoice';
import * as pg from './schema.pg';
import * as sqlite from './schema.sqlite';

/** True when this process runs on PostgreSQL (DATABASE_URL=postgres://…), decided once, at first import. */
export const onPostgres = isPostgresUrl(process.env.DATABASE_URL);

export const users = (onPostgres ? pg.users : sqlite.users) as unknown as typeof sqlite.users;
export const sessions = (onPostgres ? pg.sessions : sqlite.sessions) as unknown as typeof sqlite.sessions;
export const loginFailures = (onPostgres ? pg.loginFailures : sqlite.loginFailures) as unknown as typeof sqlite.loginFailures;
export const accountCreations = (onPostgres ? pg.accountCreations : sqlite.accountCreations) as unknown as typeof sqlite.accountCreations;
export const topics = (onPostgres ? pg.topics : sqlite.topics) as unknown as typeof sqlite.topics;
export const questions = (onPostgres ? pg.questions : sqlite.questions) as unknown as typeof sqlite.questions;
export const quizAttempts = (onPostgres ? pg.quizAttempts : sqlite.quizAttempts) as unknown as typeof sqlite.quizAttempts;
export const topicAttemptTotals = (onPostgres
  ? pg.topicAttemptTotals
  : sqlite.topicAttemptTotals) as unknown as typeof sqlite.topicAttemptTotals;
export const dailyAttemptTotals = (onPostgres
  ? pg.dailyAttemptTotals
  : sqlite.dailyAttemptTotals) as unknown as typeof sqlite.dailyAttemptTotals;
export const attemptAnswers = (onPostgres ? pg.attemptAnswers : sqlite.attemptAnswers) as unknown as typeof sqlite.attemptAnswers;
export const examSessions = (onPostgres ? pg.examSessions : sqlite.examSessions) as unknown as typeof sqlite.examSessions;
export const activityLog = (onPostgres ? pg.activityLog : sqlite.activityLog) as unknown as typeof sqlite.activityLog;
export const subscriptions = (onPostgres ? pg.subscriptions : sqlite.subscriptions) as unknown as typeof sqlite.subscriptions;
export const deletedSeedKeys = (onPostgres ? pg.deletedSeedKeys : sqlite.deletedSeedKeys) as unknown as typeof sqlite.deletedSeedKeys;
export const stripeEvents = (onPostgres ? pg.stripeEvents : sqlite.stripeEvents) as unknown as typeof sqlite.stripeEvents;
export const caseSets = (onPostgres ? pg.caseSets : sqlite.caseSets) as unknown as typeof sqlite.caseSets;
export const generationRuns = (onPostgres ? pg.generationRuns : sqlite.generationRuns) as unknown as typeof sqlite.generationRuns;
export const passwordResetRequests = (onPostgres
  ? pg.passwordResetRequests
  : sqlite.passwordResetRequests) as unknown as typeof sqlite.passwordResetRequests;
export const passwordResetTokens = (onPostgres
  ? pg.passwordResetTokens
  : sqlite.passwordResetTokens) as unknown as typeof sqlite.passwordResetTokens;
export const bankVersion = (onPostgres ? pg.bankVersion : sqlite.bankVersion) as unknown as typeof sqlite.bankVersion;
export const tests = (onPostgres ? pg.tests : sqlite.tests) as unknown as typeof sqlite.tests;
export const testItems = (onPostgres ? pg.testItems : sqlite.testItems) as unknown as typeof sqlite.testItems;
export const marks = (onPostgres ? pg.marks : sqlite.marks) as unknown as typeof sqlite.marks;
export const notes = (onPostgres ? pg.notes : sqlite.notes) as unknown as typeof sqlite.notes;
export const reviewCards = (onPostgres ? pg.reviewCards : sqlite.reviewCards) as unknown as typeof sqlite.reviewCards;
export const itemStats = (onPostgres ? pg.itemStats : sqlite.itemStats) as unknown as typeof sqlite.itemStats;
export const learnerAbility = (onPostgres ? pg.learnerAbility : sqlite.learnerAbility) as unknown as typeof sqlite.learnerAbility;
export const jobState = (onPostgres ? pg.jobState : sqlite.jobState) as unknown as typeof sqlite.jobState;

export type { UserRow, QuestionRow } from './schema.sqlite';
export const mailOutbox = (onPostgres ? pg.mailOutbox : sqlite.mailOutbox) as unknown as typeof sqlite.mailOutbox;
export const reminderSettings = (onPostgres ? pg.reminderSettings : sqlite.reminderSettings) as unknown as typeof sqlite.reminderSettings;
export const reminderSends = (onPostgres ? pg.reminderSends : sqlite.reminderSends) as unknown as typeof sqlite.reminderSends;
