// The study-reminder pass (issue #30) against the built server, on both engines: the server's own job queues the
// day's reminder for a Pro learner with due reviews whose local hour has come, naming the count, with the one-click
// unsubscribe headers; none for one who studied today, one unsubscribed, one unconfirmed, a free learner, or one
// whose hour has not come; `npm run reminders:run` afterwards (twice, and with the day's row put back) sends none
// again; and on a local Monday the weekly summary carries the week's figures as the database has them.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../src/shared/examPlan';
import { api, databaseEnv, removeDir, startServer, type RunningServer } from '../support/server';
import { createUserByScript } from '../support/users';
import { serverDb, type ServerDb } from '../support/serverDb';
import { startSmtp, type TestSmtp } from '../support/smtp';

let server: RunningServer;
let smtp: TestSmtp;
let raw: ServerDb;
let call: ReturnType<typeof api>;

const MINUTE = 60_000;
/** A fixed-offset zone where it is now 12:xx local time: the learners' day is far from its edges, whatever the hour. */
const utcHour = new Date().getUTCHours();
const offset = 12 - utcHour;
const ZONE = offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
/** The learners' chosen hour: 11:00 local has come (it is 12:xx there). */
const HOUR = 11;

const ids: Record<string, number> = {};

async function signIn(name: string): Promise<string> {
  const res = await call<{ token: string }>('POST', '/api/login', { body: { email: `${name}@example.com`, password: 'password-123' } });
  expect(res.status).toBe(200);
  return res.body.token;
}

/** Eight answers of topic 1 through the API, every other one wrong: eight review cards. */
async function answerQuiz(name: string): Promise<void> {
  const token = await signIn(name);
  const bank = await call<{ id: number; correctAnswer: string }[]>('GET', '/api/questions/1', { token });
  expect(bank.status).toBe(200);
  const answers = bank.body
    .slice(0, 8)
    .map((q, i) => ({ questionId: q.id, userAnswer: i % 2 ? q.correctAnswer : q.correctAnswer === 'A' ? 'B' : 'A' }));
  const saved = await call('POST', '/api/quiz-attempts', { token, body: { topicId: 1, questionsAnswered: answers } });
  expect(saved.status).toBeLessThan(300);
}

/** Reminder settings as the settings screen leaves them once confirmed and on (written directly: another part's screen). */
async function remindersOn(
  name: string,
  over: { nextAt?: number; confirmed?: boolean; unsubscribed?: boolean; zone?: string; hour?: number } = {},
) {
  const now = Date.now();
  await raw.run(
    `INSERT INTO reminder_settings (user_id, email, confirmed_at, enabled, hour, time_zone, due_reviews, plan_behind, weekly_summary,
       unsubscribe_key, unsubscribed_at, next_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ids[name],
    `${name}@example.com`,
    over.confirmed === false ? null : now - 60 * MINUTE,
    true,
    over.hour ?? HOUR,
    over.zone ?? ZONE,
    // The weekly case is about the plan and the summary; every other learner's about reviews due.
    name !== 'weekly',
    true,
    // The summary's day is not the test's day: the weekly case below runs the pass at a Monday of its own.
    name === 'weekly',
    // As the settings make them: letters of the session-token alphabet, at least 16.
    `${name}unsubscribekey`,
    over.unsubscribed ? now - MINUTE : null,
    over.nextAt ?? now - 5 * MINUTE,
    now,
  );
}

/** Makes the learner's answers from two days ago (not today's study) and every card of theirs due now. */
async function answeredBefore(name: string) {
  await raw.run('UPDATE quiz_attempts SET completed_at = ? WHERE user_id = ?', Date.now() - 2 * 24 * 60 * MINUTE, ids[name]);
  await raw.run('UPDATE review_cards SET due = ? WHERE user_id = ?', Date.now() - MINUTE, ids[name]);
}

/** Gives `name` due cards copied from `from`'s (for learners whose refusal is not about having nothing due). */
async function copyCards(from: string, name: string) {
  await raw.run(
    `INSERT INTO review_cards (user_id, question_id, topic_id, last_correct, last_answered_at, due)
       SELECT ?, question_id, topic_id, last_correct, last_answered_at, due FROM review_cards WHERE user_id = ?`,
    ids[name],
    ids[from],
  );
}

const outboxOf = (name: string) =>
  raw.all<{ kind: string; subject: string; to_address: string; text_body: string; headers: unknown }>(
    'SELECT kind, subject, to_address, text_body, headers FROM mail_outbox WHERE user_id = ? ORDER BY id',
    ids[name],
  );

const headersOf = (h: unknown) => (typeof h === 'string' ? (JSON.parse(h) as Record<string, string>) : (h as Record<string, string>));

function runScript(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/reminders-run.ts', ...args], {
    env: { ...process.env, ...databaseEnv(server.dbPath), APP_URL: server.url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const LEARNERS = ['due', 'studied', 'unsubscribed', 'unconfirmed', 'free', 'later', 'weekly'] as const;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200', REMINDER_INTERVAL_MS: '300' });
  call = api(server.url);
  raw = serverDb(server.dbPath);
  // One Pro learner made as an operator does; the others register (each script run costs seconds) and become Pro in SQL.
  createUserByScript(server.dbPath, 'due', 'student', 'pro');
  for (const name of LEARNERS.filter((n) => n !== 'due')) {
    const reg = await call('POST', '/api/register', {
      body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: name, lastName: 'Test' },
    });
    expect(reg.status).toBe(201);
    if (name !== 'free') await raw.run("UPDATE users SET subscription_status = 'pro' WHERE username = ?", name);
  }
  for (const name of LEARNERS) ids[name] = Number(await raw.value('SELECT id FROM users WHERE username = ?', name));

  await answerQuiz('due');
  await answeredBefore('due');
  // Studied today: the quiz stays today's; its cards are due all the same.
  await answerQuiz('studied');
  await raw.run('UPDATE review_cards SET due = ? WHERE user_id = ?', Date.now() - MINUTE, ids.studied);
  for (const name of ['unsubscribed', 'unconfirmed', 'free', 'later'] as const) await copyCards('due', name);

  // The settings last: the server's job (every 300 ms) may read each row as soon as it is written.
  await remindersOn('due');
  await remindersOn('studied');
  await remindersOn('unsubscribed', { unsubscribed: true });
  await remindersOn('unconfirmed', { confirmed: false });
  await remindersOn('free');
  await remindersOn('later', { nextAt: Date.now() + 60 * MINUTE });
  const written = Date.now();
  // The job has read every row whose hour has come once none is left at or before the time they were written.
  await until(
    'the reminder pass',
    async () => Number(await raw.value('SELECT count(*) FROM reminder_settings WHERE next_at <= ?', written)) === 0,
  );
});

afterAll(async () => {
  await raw?.close();
  await server?.stop();
  await smtp?.stop();
  if (server) removeDir(server.dir);
});

describe("the server's reminder job", () => {
  it('queues one reminder naming the count of due reviews, to the confirmed address, with one-click unsubscribe', async () => {
    const due = Number(
      await raw.value(
        `SELECT count(*) FROM review_cards rc JOIN questions q ON q.id = rc.question_id
          WHERE rc.user_id = ? AND rc.due <= ? AND q.status = 'published' AND q.case_set_id IS NULL`,
        ids.due,
        Date.now(),
      ),
    );
    expect(due).toBe(8);
    const [queued, ...more] = await outboxOf('due');
    expect(more).toEqual([]);
    expect(queued).toMatchObject({ kind: 'reminder', subject: '8 reviews are due today', to_address: 'due@example.com' });

    // The server's sender delivers it to the SMTP server.
    const mail = await smtp.waitFor((m) => m.to.includes('due@example.com'));
    expect(mail.subject).toBe('8 reviews are due today');
    expect(mail.text).toContain('Hello due,');
    expect(mail.text).toContain('8 reviews are due today.');
    expect(mail.text).toContain(`Start your review: ${server.url}/review`);
    // As the message arrived (mailparser folds List-* headers into one object, so the raw lines are read, unfolded).
    const line = (key: string) => mail.raw.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(line('list-unsubscribe')).toBe(`List-Unsubscribe: <${server.url}/api/reminders/unsubscribe?key=dueunsubscribekey>`);
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${server.url}/reminders/unsubscribe?key=dueunsubscribekey`);
    expect(mail.html).toContain(`href="${server.url}/reminders/unsubscribe?key=dueunsubscribekey"`);
    expect(headersOf(queued!.headers)).toEqual({
      'List-Unsubscribe': `<${server.url}/api/reminders/unsubscribe?key=dueunsubscribekey>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const send = await raw.get<{ day: string; contents: string; outbox_id: number }>(
      'SELECT day, contents, outbox_id FROM reminder_sends WHERE user_id = ?',
      ids.due,
    );
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    expect(send).toMatchObject({ day: localToday, contents: 'due-reviews' });
    expect(Number(send!.outbox_id)).toBe(Number(await raw.value('SELECT id FROM mail_outbox WHERE user_id = ?', ids.due)));
    // The next read of the row is at tomorrow's 11:00 local.
    const nextAt = Number(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids.due));
    expect(nextAt).toBeGreaterThan(Date.now() + 20 * 60 * MINUTE);
    expect(new Date(nextAt).getUTCMinutes()).toBe(0);
  });

  it('sends nothing to one who studied today, and reads them again tomorrow', async () => {
    expect(await outboxOf('studied')).toEqual([]);
    expect(Number(await raw.value('SELECT count(*) FROM reminder_sends WHERE user_id = ?', ids.studied))).toBe(0);
    expect(Number(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids.studied))).toBeGreaterThan(Date.now());
  });

  it('sends nothing to one unsubscribed or unconfirmed, and stops reading their rows', async () => {
    for (const name of ['unsubscribed', 'unconfirmed'] as const) {
      expect(await outboxOf(name)).toEqual([]);
      expect(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids[name])).toBeNull();
    }
  });

  it('sends nothing to one on the free plan, and reads their row again tomorrow (paused until Pro is back)', async () => {
    expect(await outboxOf('free')).toEqual([]);
    expect(Number(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids.free))).toBeGreaterThan(Date.now());
  });

  it('sends nothing to one whose hour has not come, and leaves their row as it was', async () => {
    expect(await outboxOf('later')).toEqual([]);
    expect(Number(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids.later))).toBeGreaterThan(Date.now());
  });
});

describe('npm run reminders:run', () => {
  it('run twice after the job, and again with the row put back to today, sends no second reminder', async () => {
    expect(runScript()).toMatch(/^Reminder pass: 0 due, 0 queued;/);
    expect(runScript()).toMatch(/^Reminder pass: 0 due, 0 queued;/);
    // As if another process had read the row before the first pass moved it: the day's row in reminder_sends stops
    // both the script and the server's job, whichever reads it first.
    await raw.run('UPDATE reminder_settings SET next_at = ? WHERE user_id = ?', Date.now() - MINUTE, ids.due);
    expect(runScript()).toMatch(/^Reminder pass: [01] due, 0 queued;/);
    await until(
      'the row read again',
      async () => Number(await raw.value('SELECT next_at FROM reminder_settings WHERE user_id = ?', ids.due)) > Date.now(),
    );
    expect(Number(await raw.value('SELECT count(*) FROM reminder_sends WHERE user_id = ?', ids.due))).toBe(1);
    // Every queued reminder has left the outbox, and the SMTP server holds one message for the learner.
    await until('the outbox sent', async () => Number(await raw.value("SELECT count(*) FROM mail_outbox WHERE status <> 'sent'")) === 0);
    expect(smtp.to('due@example.com')).toHaveLength(1);
    for (const name of ['studied', 'unsubscribed', 'unconfirmed', 'free', 'later']) expect(smtp.to(`${name}@example.com`)).toEqual([]);
    expect(await outboxOf('due')).toHaveLength(1);
  });

  it('refuses a --now that is not an instant', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      runScript('--now', 'yesterday');
    } catch (err) {
      failure = err as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(String(failure.stderr)).toContain('--now must be an instant');
  }, 60_000);

  it("on a local Monday (--now) combines today's plan with the weekly summary, every figure from the database", async () => {
    // The Monday after today, at noon UTC; the learner's zone is UTC and their hour 09:00.
    const today = new Date();
    const monday = addDays(utcDay(today), ((8 - today.getUTCDay()) % 7) + (today.getUTCDay() === 1 ? 7 : 0));
    const at = new Date(`${monday}T12:00:00Z`);
    expect(at.getUTCDay()).toBe(1);
    await answerQuiz('weekly');
    await raw.run('UPDATE quiz_attempts SET completed_at = ? WHERE user_id = ?', at.getTime() - 24 * 60 * MINUTE, ids.weekly);
    const examDate = addDays(monday, 40);
    await raw.run("UPDATE users SET planned_exam = 'rte', exam_date = ? WHERE id = ?", examDate, ids.weekly);
    // Its hour is Monday's 09:00: the server's job (at today's time) leaves the row alone.
    await remindersOn('weekly', { zone: 'UTC', hour: 9, nextAt: Date.parse(`${monday}T09:00:00Z`) });

    expect(runScript('--now', at.toISOString())).toMatch(/ \d+ queued;/);
    const [mail, ...more] = await outboxOf('weekly');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Today's study plan is waiting");
    expect(await raw.value('SELECT contents FROM reminder_sends WHERE user_id = ? AND day = ?', ids.weekly, monday)).toBe(
      'plan-behind,weekly-summary',
    );
    // Queued as of Monday: the sender delivers it then, so the outbox row is read.
    const text = mail!.text_body;
    expect(text).toContain(`Your RTE is in 40 days (${examDate}). Today's plan:`);
    expect(text).toContain('This week: 8 questions answered, 50% correct.');
    const areas = await raw.all<{ section: string; n: number; correct: number }>(
      `SELECT q.outline_section AS section, count(*) AS n, sum(CASE WHEN a.is_correct THEN 1 ELSE 0 END) AS correct
         FROM attempt_answers a JOIN quiz_attempts t ON t.id = a.attempt_id JOIN questions q ON q.id = a.question_id
        WHERE t.user_id = ? AND q.outline_section IS NOT NULL GROUP BY q.outline_section`,
      ids.weekly,
    );
    expect(areas.length).toBeGreaterThan(0);
    for (const a of areas) {
      const n = Number(a.n);
      expect(text).toMatch(new RegExp(`${a.section}\\. [^:]+: ${n} answers?, ${Math.round((100 * Number(a.correct)) / n)}% correct\\.`));
    }
    expect(text).toMatch(/Readiness: Answer \d+ more questions/);
    expect(text).toContain('Days to your RTE: 40.');
  }, 60_000);
});

describe('the unsubscribe in a reminder', () => {
  it("its List-Unsubscribe one-click POST turns reminders off without signing in, and the next day's pass sends nothing", async () => {
    const mail = await smtp.waitFor((m) => m.to.includes('due@example.com'));
    // The Monday run above may have queued one more for its own day: what counts is that nothing follows.
    const queuedBefore = (await outboxOf('due')).length;
    const line = mail.raw.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n[ \t]+/g, ' ');
    const target = /<([^>]+)>/.exec(line)![1]!;
    // As a mail client's Unsubscribe button sends it (RFC 8058): no session, no cookie.
    const res = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const row = await raw.get<{ enabled: unknown; unsubscribed_at: unknown; next_at: unknown }>(
      'SELECT enabled, unsubscribed_at, next_at FROM reminder_settings WHERE user_id = ?',
      ids.due,
    );
    expect(Boolean(row!.enabled)).toBe(false);
    expect(Number(row!.unsubscribed_at)).toBeGreaterThan(0);
    expect(row!.next_at).toBeNull();
    // A later day at this time (past the learner's hour), with reviews still due, and not the Monday the run above
    // already used for its reminder: nothing is queued.
    const ahead = new Date(Date.now() + 24 * 60 * MINUTE).getUTCDay() === 1 ? 2 : 1;
    const tomorrow = new Date(Date.now() + ahead * 24 * 60 * MINUTE).toISOString();
    await raw.run('UPDATE reminder_settings SET next_at = ? WHERE user_id = ?', Date.now() - MINUTE, ids.due);
    // Whichever reads the row first (the server's job now, or this run on that day), nothing goes to the learner.
    expect(runScript('--now', tomorrow)).toMatch(/^Reminder pass: /);
    expect(await outboxOf('due')).toHaveLength(queuedBefore);
  }, 60_000);
});
