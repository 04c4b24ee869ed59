// The reminder pass in-process (issue #30), on a clock the test sets: two passes at once in one process queue one
// message per learner; a row read before the learner's local hour waits for it; a learner no longer Pro is paused until Pro is back;
// a learner in a zone where the day has turned gets the new day's reminder; batches read every due row; the job
// survives a pass the disk refuses and stops when told.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { learnerAbility, mailOutbox, questions, reminderSends, reminderSettings, reviewCards, users } from '../../db/schema';
import { startReminderJob } from '../../src/server/features/reminders/job';
import { runReminderPass } from '../../src/server/features/reminders/pass';
import { makeWorld, type TestWorld } from '../support/db';

let world: TestWorld;
const HOUR_MS = 3_600_000;

/** A Pro learner with `due` review cards due, reminders on at `hour` in `zone`, their row due since a minute ago. */
async function learner(name: string, opts: { hour?: number; zone?: string; due?: number; status?: string } = {}): Promise<number> {
  const { id } = await world.signUp(name, { subscriptionStatus: opts.status ?? 'pro' });
  const now = world.now();
  const qs = await world.db
    .select({ id: questions.id, topicId: questions.topicId })
    .from(questions)
    .limit(opts.due ?? 2);
  for (const q of qs) {
    await world.db.insert(reviewCards).values({
      userId: id,
      questionId: q.id,
      topicId: q.topicId,
      lastCorrect: false,
      lastAnsweredAt: new Date(now.getTime() - 48 * HOUR_MS),
      due: new Date(now.getTime() - 60_000),
    });
  }
  await world.db.insert(reminderSettings).values({
    userId: id,
    email: `${name}@example.com`,
    confirmedAt: new Date(now.getTime() - HOUR_MS),
    enabled: true,
    hour: opts.hour ?? 9,
    timeZone: opts.zone ?? 'UTC',
    weeklySummary: false,
    unsubscribeKey: `key-${name}`,
    nextAt: new Date(now.getTime() - 60_000),
    updatedAt: now,
  });
  return id;
}

const outbox = (userId: number) => world.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId));
const nextAt = async (userId: number) =>
  (await world.db.select({ at: reminderSettings.nextAt }).from(reminderSettings).where(eq(reminderSettings.userId, userId)))[0]!.at;

beforeEach(async () => {
  world = await makeWorld();
  // Tuesday 2026-03-10, 12:00 UTC.
  world.clock.now = new Date('2026-03-10T12:00:00Z');
});

describe('runReminderPass', () => {
  it('run twice at once in one process, queues one message per learner', async () => {
    const a = await learner('alpha');
    const b = await learner('bravo', { due: 3 });
    const [one, two] = await Promise.all([runReminderPass(world), runReminderPass(world)]);
    expect(one.queued + two.queued).toBe(2);
    expect(one.failed + two.failed).toBe(0);
    expect((await outbox(a)).map((m) => m.subject)).toEqual(['2 reviews are due today']);
    expect((await outbox(b)).map((m) => m.subject)).toEqual(['3 reviews are due today']);
    const sends = await world.db.select().from(reminderSends).where(eq(reminderSends.userId, a));
    expect(sends).toMatchObject([{ day: '2026-03-10', contents: 'due-reviews' }]);
    expect(await nextAt(a)).toEqual(new Date('2026-03-11T09:00:00Z'));
  });

  it('waits for the local hour: a row read before it moves to that hour and queues nothing', async () => {
    // 12:00 UTC is 08:00 in New York (EDT from 8 March 2026): their 09:00 has not come.
    const id = await learner('early', { zone: 'America/New_York', hour: 9 });
    const r = await runReminderPass(world);
    expect(r).toMatchObject({ read: 1, queued: 0, notYet: 1 });
    expect(await outbox(id)).toEqual([]);
    expect(await nextAt(id)).toEqual(new Date('2026-03-10T13:00:00Z'));
    world.clock.now = new Date('2026-03-10T13:00:00Z');
    expect(await runReminderPass(world)).toMatchObject({ read: 1, queued: 1 });
    expect(await outbox(id)).toHaveLength(1);
  });

  it("counts the learner's own day: in Auckland it is already the 11th", async () => {
    const id = await learner('kiwi', { zone: 'Pacific/Auckland', hour: 0 });
    await runReminderPass(world);
    const sends = await world.db.select({ day: reminderSends.day }).from(reminderSends).where(eq(reminderSends.userId, id));
    expect(sends).toEqual([{ day: '2026-03-11' }]);
    const [mail] = await outbox(id);
    // Not worth sending once that local day is over.
    expect(mail!.sendBy).toEqual(new Date('2026-03-11T11:00:00Z'));
  });

  it('pauses a learner who is no longer Pro (read again tomorrow, resumed when Pro is back), and stops one who turned reminders off', async () => {
    const lapsed = await learner('lapsed');
    const off = await learner('off');
    await world.db.update(users).set({ subscriptionStatus: 'free' }).where(eq(users.id, lapsed));
    await world.db.update(reminderSettings).set({ enabled: false }).where(eq(reminderSettings.userId, off));
    expect(await runReminderPass(world)).toMatchObject({ read: 2, stopped: 1, paused: 1, queued: 0 });
    expect(await nextAt(lapsed)).toEqual(new Date('2026-03-11T09:00:00Z'));
    expect(await nextAt(off)).toBeNull();
    expect([...(await outbox(lapsed)), ...(await outbox(off))]).toEqual([]);
    // Pro again the next day: that day's reminder goes without a new save.
    await world.db.update(users).set({ subscriptionStatus: 'premium' }).where(eq(users.id, lapsed));
    world.clock.now = new Date('2026-03-11T09:30:00Z');
    expect(await runReminderPass(world)).toMatchObject({ read: 1, queued: 1 });
    expect(await outbox(lapsed)).toHaveLength(1);
  });

  it("stores the percent a weekly summary states, and the next summary's trend starts from the last one stated", async () => {
    // Monday 2026-03-09 at noon UTC: the summary's day. Enough answers in two sections for a readiness percent.
    world.clock.now = new Date('2026-03-09T12:00:00Z');
    const id = await learner('weekly', { due: 0 });
    await world.db.update(reminderSettings).set({ weeklySummary: true }).where(eq(reminderSettings.userId, id));
    await world.db
      .insert(learnerAbility)
      .values({ userId: id, ability: 0.4, standardError: 0.3, answered: 120, sections: 3, updatedAt: world.now() });
    // Last Monday's summary stated 41% (and a reminder day without a summary in between states none).
    await world.db.insert(reminderSends).values([
      { userId: id, day: '2026-03-02', contents: 'weekly-summary', createdAt: new Date('2026-03-02T12:00:00Z'), readinessPercent: 41 },
      { userId: id, day: '2026-03-05', contents: 'due-reviews', createdAt: new Date('2026-03-05T12:00:00Z'), readinessPercent: null },
    ]);
    expect(await runReminderPass(world)).toMatchObject({ queued: 1 });
    const [sent] = await world.db
      .select({ percent: reminderSends.readinessPercent })
      .from(reminderSends)
      .where(and(eq(reminderSends.userId, id), eq(reminderSends.day, '2026-03-09')));
    const stated = sent!.percent!;
    expect(stated).toBeGreaterThanOrEqual(0);
    const [mail] = await outbox(id);
    expect(mail!.textBody).toContain(`Readiness: ${stated}% chance of passing`);
    const change = stated - 41;
    const trend =
      change === 0
        ? 'Trend: unchanged since your summary of 2026-03-02 (41%).'
        : `Trend: ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} point${Math.abs(change) === 1 ? '' : 's'} since your summary of 2026-03-02 (41%).`;
    expect(mail!.textBody).toContain(trend);
  });

  it('has nothing to say with no review due and no plan, and reads the row again tomorrow', async () => {
    const id = await learner('idle', { due: 0 });
    expect(await runReminderPass(world)).toMatchObject({ read: 1, nothingToSay: 1 });
    expect(await outbox(id)).toEqual([]);
    expect(await nextAt(id)).toEqual(new Date('2026-03-11T09:00:00Z'));
  });

  it('reads every due row across batches', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await learner(`batch${i}`));
    const r = await runReminderPass(world, undefined, 2);
    expect(r).toMatchObject({ read: 5, queued: 5 });
    for (const id of ids) {
      const rows = await world.db
        .select()
        .from(reminderSends)
        .where(and(eq(reminderSends.userId, id), eq(reminderSends.day, '2026-03-10')));
      expect(rows).toHaveLength(1);
    }
  });
});

describe('startReminderJob', () => {
  it('logs a pass the disk refuses, keeps its timer, and queues once the disk recovers', async () => {
    const id = await learner('steady');
    const log = { error: vi.fn(), info: vi.fn() };
    world.db.$client.pragma('query_only = ON');
    const stop = startReminderJob({ ...world, config: { ...world.config, REMINDER_INTERVAL_MS: 100 } }, log);
    try {
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 5_000 });
      expect(log.error.mock.calls[0]![0]).toMatchObject({ err: { code: 'SQLITE_READONLY' } });
      expect(await outbox(id)).toEqual([]);
      world.db.$client.pragma('query_only = OFF');
      await vi.waitFor(async () => expect(await outbox(id)).toHaveLength(1), { timeout: 5_000 });
      expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ queued: 1 }), 'reminder pass');
    } finally {
      await stop();
    }
    // Stopped: a row due again is left alone.
    await world.db
      .update(reminderSettings)
      .set({ nextAt: new Date(world.now().getTime() - 1000) })
      .where(eq(reminderSettings.userId, id));
    await new Promise((r) => setTimeout(r, 300));
    expect(await nextAt(id)).toEqual(new Date(world.now().getTime() - 1000));
  });
});
