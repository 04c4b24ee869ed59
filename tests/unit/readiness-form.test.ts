// Readiness on a seeded database without a server (issue #19): the form's difficulties come from the pools the
// real simulations draw from (no TMC-only item on the RTE, case items only on the RTE and exactly its 60), and the
// outline-section minimum (2 of 3) read from learner_ability.sections, which migration 0012 adds as 0 on old rows:
// such a row is "not enough data yet" until the job refits the learner.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db';
import { refreshAbility } from '../../src/server/features/readiness/abilities';
import { formDifficulties, readiness } from '../../src/server/features/readiness/readiness';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { READINESS_EXAMS, readinessShortfall } from '../../src/shared/readiness';
import { rollBackTo } from '../support/migrations';

const now = new Date('2026-05-04T12:00:00Z');
let dir = '';
let file = '';
let db: DB;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'respira-readiness-form-'));
  file = join(dir, 'db.sqlite');
  db = openDatabase(file);
  await seedDatabase(db, now);
});

afterEach(() => {
  db.$client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sets every published item's fitted difficulty: `b(item)`. */
function setDifficulties(b: (q: { tmcOnly: number; caseSetId: number | null }) => number) {
  const rows = db.$client
    .prepare<[], { id: number; tmcOnly: number; caseSetId: number | null }>(
      "SELECT id, tmc_only AS tmcOnly, case_set_id AS caseSetId FROM questions WHERE status = 'published'",
    )
    .all();
  const insert = db.$client.prepare(
    "INSERT INTO item_stats (question_id, answers, learners, correct, p_value, option_counts, difficulty_param, updated_at) VALUES (?, 0, 0, 0, NULL, '{}', ?, ?)",
  );
  db.$client.transaction(() => {
    for (const r of rows) insert.run(r.id, b(r), now.getTime());
  })();
}

describe('the readiness form', () => {
  it('leaves TMC-only items out of the RTE and draws case items as the real forms do (RTE 60, TMC none)', async () => {
    const caseItems = db.$client
      .prepare("SELECT count(*) FROM questions WHERE status = 'published' AND case_set_id IS NOT NULL")
      .pluck()
      .get() as number;
    // The seeded bank holds more case items than the RTE's 60, or this test would prove nothing.
    expect(caseItems).toBeGreaterThan(READINESS_EXAMS.rte.form.caseItems);
    // A third of the single items become TMC-only (the seed has only a few), so the quantiles would show them.
    db.$client.prepare("UPDATE questions SET tmc_only = 1 WHERE case_set_id IS NULL AND status = 'published' AND id % 3 = 0").run();
    // Marked difficulties: TMC-only singles +8, case items −8, every other item 0.
    setDifficulties((q) => (q.caseSetId !== null ? -8 : q.tmcOnly ? 8 : 0));

    const rte = await formDifficulties(db, 'rte');
    expect(rte).toHaveLength(160);
    expect(rte.filter((b) => b === -8)).toHaveLength(60);
    expect(rte.filter((b) => b !== -8 && b !== 0)).toEqual([]);

    const tmc = await formDifficulties(db, 'tmc');
    expect(tmc).toHaveLength(140);
    expect(tmc.some((b) => b < 0)).toBe(false);
    // TMC-only items belong to the TMC form, about a third of it.
    expect(tmc.filter((b) => b === 8).length).toBeGreaterThan(30);
  });
});

let learners = 0;
/** A learner with one graded topic attempt holding `items` (all answered right). */
function learnerWith(items: number[]): number {
  const n = ++learners;
  const user = db.$client
    .prepare("INSERT INTO users (username, email, password_hash, created_at) VALUES (?, ?, 'x', ?) RETURNING id")
    .pluck()
    .get(`l${n}`, `l${n}@example.com`, now.getTime()) as number;
  const attempt = db.$client
    .prepare(
      "INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (?, 'topic', 1, 100, ?, ?, 0, ?) RETURNING id",
    )
    .pluck()
    .get(user, items.length, items.length, now.getTime()) as number;
  const insert = db.$client.prepare(
    'INSERT INTO attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) SELECT ?, id, topic_id, correct_answer, 1 FROM questions WHERE id = ?',
  );
  for (const id of items) insert.run(attempt, id);
  return user;
}

/** Published single items of one outline section (as the forms read it), at most `n`. */
const itemsOfSection = (section: string, n: number) =>
  db.$client
    .prepare<[string, number], number>(
      `SELECT id FROM questions WHERE status = 'published' AND case_set_id IS NULL
          AND coalesce(outline_section, substr(tmc_code, 1, instr(tmc_code, '-') - 1)) = ? ORDER BY id LIMIT ?`,
    )
    .pluck()
    .all(section, n);

describe('the outline-section minimum', () => {
  it('gives no probability on 200 answers from one section, and one once a second section is answered', async () => {
    const one = itemsOfSection('III', 200);
    expect(one).toHaveLength(200);
    const user = learnerWith(one);
    expect(await refreshAbility(db, user, now)).toMatchObject({ answered: 200, sections: 1 });
    const r = await readiness(db, user, now);
    expect(r).toMatchObject({ status: 'insufficient', answered: 200, needed: 0, sections: 1, sectionsNeeded: 1 });
    expect(r.status === 'insufficient' ? r.shortfall : null).toBe(
      'your answers cover 1 of the 3 outline sections; answer questions from at least 2 of the 3 outline sections',
    );
    expect('probability' in r).toBe(false);

    db.$client.prepare('DELETE FROM learner_ability').run();
    const two = learnerWith([...itemsOfSection('III', 100), ...itemsOfSection('I', 1)]);
    expect(await refreshAbility(db, two, now)).toMatchObject({ answered: 101, sections: 2 });
    expect(await readiness(db, two, now)).toMatchObject({ status: 'ready', sections: 2, sectionsNeeded: 0, shortfall: null });
  });

  it('says what is missing: answers, sections, or both', () => {
    expect(readinessShortfall({ needed: 49, sections: 1, sectionsNeeded: 1 })).toBe(
      'answer 49 more questions, from at least 2 of the 3 outline sections',
    );
    expect(readinessShortfall({ needed: 10, sections: 3, sectionsNeeded: 0 })).toBe('answer 10 more questions');
    expect(readinessShortfall({ needed: 0, sections: 0, sectionsNeeded: 2 })).toBe(
      'your answers cover 0 of the 3 outline sections; answer questions from at least 2 of the 3 outline sections',
    );
  });

  it('migration 0012: a row fitted before it gets 0 sections and no probability until the job refits the learner', async () => {
    const user = learnerWith([...itemsOfSection('I', 40), ...itemsOfSection('II', 20), ...itemsOfSection('III', 20)]);
    expect(await refreshAbility(db, user, now)).toMatchObject({ answered: 80, sections: 3 });
    expect((await readiness(db, user, now)).status).toBe('ready');

    // Back to a database from before 0012: the ability row exists, without the column; then migrate again.
    rollBackTo(db.$client, '0012_readiness_sections');
    expect(db.$client.prepare('SELECT answered FROM learner_ability WHERE user_id = ?').pluck().get(user)).toBe(80);
    db.$client.close();
    db = openDatabase(file);
    expect(db.$client.prepare('SELECT sections FROM learner_ability WHERE user_id = ?').pluck().get(user)).toBe(0);
    const stale = await readiness(db, user, now);
    expect(stale).toMatchObject({ status: 'insufficient', answered: 80, needed: 0, sections: 0, sectionsNeeded: 2 });
    expect('probability' in stale).toBe(false);

    // The job's refit (after a save, or the full recompute) writes the sections with the ability.
    await refreshAbility(db, user, now);
    expect(await readiness(db, user, now)).toMatchObject({ status: 'ready', sections: 3 });
  });
});
