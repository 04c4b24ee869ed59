// Takes a database back to before a migration, so a test can hold what the migration does to older data.
import { readFileSync } from 'node:fs';
import type BetterSqlite3 from 'better-sqlite3';

/** What undoes each migration that a test rolls back over (newest are undone first). */
const DOWN: Record<string, string | (() => string)> = {
  '0004_attempt_totals':
    'DROP TRIGGER attempt_totals_insert; DROP TRIGGER attempt_totals_delete; DROP TRIGGER attempt_totals_update; DROP TABLE topic_attempt_totals; DROP TABLE daily_attempt_totals;',
  '0005_account_creations': 'DROP TABLE account_creations;',
  '0006_username_case_insensitive':
    'DROP INDEX users_username_lower_unique; CREATE UNIQUE INDEX users_username_unique ON users (username);',
  // Back to 0004's triggers (self-reported rows counted); totals already moved are left as they are.
  '0007_self_reported_apart': () =>
    'DROP TRIGGER attempt_totals_insert; DROP TRIGGER attempt_totals_delete; DROP TRIGGER attempt_totals_update; ALTER TABLE users DROP COLUMN reported_quizzes;' +
    readFileSync('db/migrations/0004_attempt_totals.sql', 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('CREATE TRIGGER'))
      .join('\n'),
  '0008_bank_version': () =>
    ['questions', 'topics']
      .flatMap((table) => ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER bank_version_${table}_${op};`))
      .join(' ') + ' DROP TABLE bank_version;',
  '0009_study_engine': 'DROP TABLE test_items; DROP TABLE tests; DROP TABLE marks; DROP TABLE notes; DROP TABLE review_cards;',
  '0010_bank_second_edition': () =>
    ['insert', 'update', 'delete'].map((op) => `DROP TRIGGER bank_version_case_sets_${op};`).join(' ') +
    ' DROP INDEX questions_case_set_idx;' +
    ['case_update', 'case_position', 'case_set_id', 'exhibit', 'reviewed_on', 'source', 'tmc_only', 'rte_topic', 'rte_area', 'tmc_code']
      .map((c) => ` ALTER TABLE questions DROP COLUMN ${c};`)
      .join('') +
    ' DROP TABLE case_sets;',
  '0011_exam_fidelity':
    'DROP TABLE item_stats; DROP TABLE learner_ability; DROP TABLE job_state; ALTER TABLE exam_sessions DROP COLUMN form;' +
    ' ALTER TABLE exam_sessions DROP COLUMN item_seconds; ALTER TABLE users DROP COLUMN readiness_target;',
  '0012_readiness_sections': 'ALTER TABLE learner_ability DROP COLUMN sections;',
  '0013_exam_day':
    'ALTER TABLE exam_sessions DROP COLUMN flags;' +
    ['planned_exam', 'exam_date', 'daily_review_limit', 'daily_new_limit'].map((c) => ` ALTER TABLE users DROP COLUMN ${c};`).join(''),
  '0014_review_sync_key': 'DROP INDEX tests_user_client_unique; ALTER TABLE tests DROP COLUMN client_id;',
  '0015_rte_outline':
    'DROP INDEX questions_status_rte_section_idx;' +
    ['cj_kind', 'written_on', 'reviewed_by', 'rte_section'].map((c) => ` ALTER TABLE questions DROP COLUMN ${c};`).join('') +
    ['place', 'focus', 'category'].map((c) => ` ALTER TABLE case_sets DROP COLUMN ${c};`).join(''),
  '0016_mail_and_reminders': 'DROP TABLE reminder_sends; DROP TABLE reminder_settings; DROP TABLE mail_outbox;',
  '0017_cse_simulations':
    'DROP TABLE cse_choices; DROP TABLE cse_runs; DROP TABLE cse_sessions; DROP TABLE cse_problems; ALTER TABLE users DROP COLUMN sits_cse;',
};

interface JournalEntry {
  tag: string;
  when: number;
}
const journal = (): JournalEntry[] =>
  (JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: JournalEntry[] }).entries;

/** Undoes `tag` and every later migration, and forgets them, so the next openDatabase runs them again. */
export function rollBackTo(sqlite: BetterSqlite3.Database, tag: string): void {
  const entries = journal();
  const from = entries.findIndex((e) => e.tag === tag);
  if (from < 0) throw new Error(`no migration ${tag}`);
  for (const e of entries.slice(from).reverse()) {
    const down = DOWN[e.tag];
    if (down === undefined) throw new Error(`tests/support/migrations.ts: teach DOWN how to undo ${e.tag}`);
    sqlite.exec(typeof down === 'function' ? down() : down);
  }
  sqlite.prepare('DELETE FROM __drizzle_migrations WHERE created_at >= ?').run(entries[from]!.when);
}
