import { serializeOn, type DB } from '../db';

/**
 * Makes one learner's study writes run one after another, in every process, as SQLite runs them: answering a test
 * question or a case item, finishing a test, a quiz save, an offline sync, an exam's section end, break end, case
 * lock and submit, and every review card move (scheduleAnswers takes it too). Each reads what it decides on (the
 * item still unanswered, the link of a case run, the exam's form JSON, the card's schedule) again after the lock,
 * inside the transaction that writes, so two parallel requests cannot both pass a check or overwrite each other's
 * read-modify-write. Take it first in the transaction, before any row is written: transactions that take it then
 * never hold a row another one waits for while waiting for the lock themselves. A no-op on SQLite (db.ts: serializeOn).
 */
export async function lockLearner(tx: DB, userId: number): Promise<void> {
  await serializeOn(tx, `learner:${userId}`);
}
