// Study-reminder settings (issue #30) against the built server and a real SMTP server: Pro only, the address
// confirmed by the link that arrives, unsubscribe by key without a session (the page's call and RFC 8058 one-click).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { withServerDb } from '../support/serverDb';
import { linkIn, startSmtp, type TestSmtp } from '../support/smtp';
import { trpcAt, trpcFailure } from '../support/trpc';
import type { Out } from '../support/rest-types';

let server: RunningServer;
let smtp: TestSmtp;
let n = 0;

const settings = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  enabled: true,
  hour: 19,
  timeZone: 'America/Chicago',
  dueReviews: true,
  planBehind: false,
  weeklySummary: true,
  ...over,
});

/** A fresh account on the plan, signed in: its tRPC client and id. */
async function learner(plan: 'free' | 'pro') {
  const name = `remind${plan}${++n}`;
  const email = `${name}@example.com`;
  const res = await api(server.url)<Out['auth']['register']>('POST', '/api/register', {
    body: { email, password: 'password-123', username: name, firstName: 'Rae', lastName: 'Minder' },
  });
  expect(res.status).toBe(201);
  // As an administrator's upgrade leaves it.
  if (plan === 'pro') {
    await withServerDb(server.dbPath, (db) =>
      db.run("UPDATE users SET subscription_status = 'premium', subscription_plan = 'yearly' WHERE id = ?", res.body.user.id),
    );
  }
  return { client: trpcAt(server.url, res.body.token), id: res.body.user.id, email };
}

const confirmLink = /http:\/\/\S+\/reminders\/confirm\?token=\S+/;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const keyOf = (userId: number) =>
  withServerDb(server.dbPath, (db) => db.value<string>('SELECT unsubscribe_key FROM reminder_settings WHERE user_id = ?', userId));

/** The local hour of an instant in a zone, as a clock there shows it. */
const localHour = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(at));

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200' });
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (server) removeDir(server.dir);
});

describe('who may save', () => {
  it('refuses a free learner (403), who still reads the defaults', async () => {
    const free = await learner('free');
    const refused = await trpcFailure(free.client.reminders.save.mutate(settings(free.email)));
    expect(refused).toEqual({ status: 403, message: 'Study reminders are part of Respira Pro. Upgrade to Pro to turn them on.' });
    const shown = await free.client.reminders.settings.query();
    expect(shown).toMatchObject({ email: free.email, enabled: false, confirmed: false, pro: false, nextAt: null, timeZone: null });
  });

  it('names a bad time zone, an hour off the clock and an empty choice of reminders (400)', async () => {
    const pro = await learner('pro');
    expect(await trpcFailure(pro.client.reminders.save.mutate(settings(pro.email, { timeZone: 'Mars/Olympus' })))).toEqual({
      status: 400,
      message: 'Choose a time zone from the list.',
    });
    const hour = await trpcFailure(pro.client.reminders.save.mutate(settings(pro.email, { hour: 24 })));
    expect(hour).toEqual({ status: 400, message: 'hour: Choose a time of day from the list' });
    const none = await trpcFailure(
      pro.client.reminders.save.mutate(settings(pro.email, { dueReviews: false, planBehind: false, weeklySummary: false })),
    );
    expect(none).toEqual({ status: 400, message: 'Choose at least one kind of reminder, or turn reminders off.' });
    // Nothing was stored and nothing mailed.
    expect((await pro.client.reminders.settings.query()).timeZone).toBeNull();
    expect(smtp.to(pro.email)).toEqual([]);
  });
});

describe('confirming the address', () => {
  it('mails a link; the link confirms once, and the next reminder is due at the chosen local hour', async () => {
    const pro = await learner('pro');
    const address = `inbox${n}@example.org`;
    const saved = await pro.client.reminders.save.mutate(settings(address));
    expect(saved).toMatchObject({ email: address, confirmed: false, pendingConfirmation: true, enabled: true, nextAt: null });

    const mail = await smtp.waitFor((m) => m.to.includes(address), 10_000);
    expect(mail.subject).toBe('Confirm your address for study reminders');
    expect(mail.text).toContain('If it was not you, ignore this message');
    expect(mail.html).toContain('Confirm my address');
    const link = linkIn(mail, confirmLink);
    expect(link.startsWith(server.url)).toBe(true);

    // Opened on another device: no session.
    const anonymous = trpcAt(server.url);
    const confirmed = await anonymous.reminders.confirm.mutate({ token: tokenOf(link) });
    expect(confirmed.email).toBe(address);
    const shown = await pro.client.reminders.settings.query();
    expect(shown).toMatchObject({ email: address, confirmed: true, pendingConfirmation: false, enabled: true, paused: false });
    expect(shown.nextAt).toBeInstanceOf(Date);
    const wait = shown.nextAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(25 * 3600_000);
    expect(localHour(shown.nextAt!, 'America/Chicago')).toBe(19);

    expect(await trpcFailure(anonymous.reminders.confirm.mutate({ token: tokenOf(link) }))).toEqual({
      status: 400,
      message: 'This confirmation link has already been used.',
    });
    // A confirmed address is not asked again when other settings change.
    const before = smtp.to(address).length;
    const changed = await pro.client.reminders.save.mutate(settings(address, { hour: 7 }));
    expect(changed).toMatchObject({ confirmed: true, hour: 7 });
    expect(localHour(changed.nextAt!, 'America/Chicago')).toBe(7);
    await new Promise((r) => setTimeout(r, 600));
    expect(smtp.to(address)).toHaveLength(before);
  });

  it('refuses a made-up token and an expired link (400)', async () => {
    const anonymous = trpcAt(server.url);
    expect(await trpcFailure(anonymous.reminders.confirm.mutate({ token: 'not-a-token' }))).toEqual({
      status: 400,
      message: 'This confirmation link is not valid. It may have been replaced by a newer link.',
    });
    const pro = await learner('pro');
    await pro.client.reminders.save.mutate(settings(pro.email));
    const link = linkIn(await smtp.waitFor((m) => m.to.includes(pro.email), 10_000), confirmLink);
    await withServerDb(server.dbPath, (db) =>
      db.run('UPDATE reminder_settings SET confirm_expires_at = ? WHERE user_id = ?', Date.now() - 1000, pro.id),
    );
    expect(await trpcFailure(anonymous.reminders.confirm.mutate({ token: tokenOf(link) }))).toEqual({
      status: 400,
      message: 'This confirmation link has expired. Send a new one from your account page.',
    });
    expect((await pro.client.reminders.settings.query()).confirmed).toBe(false);
  });

  it('saving other choices for the same unconfirmed address mails nothing new, and its link still confirms', async () => {
    const pro = await learner('pro');
    await pro.client.reminders.save.mutate(settings(pro.email));
    const first = await smtp.waitFor((m) => m.to.includes(pro.email.toLowerCase()));
    for (const hour of [6, 7, 8, 9]) {
      expect(await pro.client.reminders.save.mutate(settings(pro.email, { hour }))).toMatchObject({ hour, pendingConfirmation: true });
    }
    // The server's sender polls every 200 ms: a second mail, had one been queued, would have arrived by now.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.to(pro.email)).toHaveLength(1);
    await trpcAt(server.url).reminders.confirm.mutate({ token: tokenOf(linkIn(first, confirmLink)) });
    expect(await pro.client.reminders.settings.query()).toMatchObject({ confirmed: true, hour: 9 });
  });

  it('sends at most three confirmation mails an hour per account (429), then saves nothing more', async () => {
    const pro = await learner('pro');
    await pro.client.reminders.save.mutate(settings(pro.email));
    expect(await pro.client.reminders.resendConfirmation.mutate()).toEqual({ sent: true, email: pro.email });
    expect(await pro.client.reminders.resendConfirmation.mutate()).toEqual({ sent: true, email: pro.email });
    const limited = await trpcFailure(pro.client.reminders.resendConfirmation.mutate());
    expect(limited.status).toBe(429);
    expect(limited.message).toMatch(/^We have sent 3 confirmation emails in the last hour\. Try again in \d+ minutes?\.$/);
    expect((await trpcFailure(pro.client.reminders.save.mutate(settings(`other${n}@example.org`)))).status).toBe(429);
    expect((await pro.client.reminders.settings.query()).email).toBe(pro.email);
    // Three arrived; the last link is the one that works.
    for (let waited = 0; smtp.to(pro.email).length < 3 && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const mails = smtp.to(pro.email);
    expect(mails).toHaveLength(3);
    // Each link opened twice at once: only the newest link works, and only once.
    const anonymous = trpcAt(server.url);
    const tokens = mails.map((m) => tokenOf(linkIn(m, confirmLink)));
    const results = await Promise.allSettled([...tokens, ...tokens].map((token) => anonymous.reminders.confirm.mutate({ token })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await pro.client.reminders.settings.query()).confirmed).toBe(true);
  });
});

describe('unsubscribing without signing in', () => {
  async function confirmedLearner() {
    const pro = await learner('pro');
    await pro.client.reminders.save.mutate(settings(pro.email));
    const link = linkIn(await smtp.waitFor((m) => m.to.includes(pro.email), 10_000), confirmLink);
    await trpcAt(server.url).reminders.confirm.mutate({ token: tokenOf(link) });
    expect((await pro.client.reminders.settings.query()).nextAt).toBeInstanceOf(Date);
    return pro;
  }

  it('turns reminders off by key, twice without harm; saving with reminders on turns them back on', async () => {
    const pro = await confirmedLearner();
    const key = await keyOf(pro.id);
    const anonymous = trpcAt(server.url);
    expect(await anonymous.reminders.unsubscribe.mutate({ key: key! })).toEqual({ unsubscribed: true });
    expect(await anonymous.reminders.unsubscribe.mutate({ key: key! })).toEqual({ unsubscribed: true });
    expect(await pro.client.reminders.settings.query()).toMatchObject({
      enabled: false,
      unsubscribed: true,
      nextAt: null,
      confirmed: true,
    });

    const back = await pro.client.reminders.save.mutate(settings(pro.email));
    expect(back).toMatchObject({ enabled: true, unsubscribed: false, confirmed: true });
    expect(back.nextAt).toBeInstanceOf(Date);
    // The key stays the row's: links in reminders already sent keep working.
    expect(await keyOf(pro.id)).toBe(key);
  });

  it('answers the one-click POST of RFC 8058 (form-encoded, key in the query)', async () => {
    const pro = await confirmedLearner();
    const key = (await keyOf(pro.id))!;
    const res = await fetch(`${server.url}/api/reminders/unsubscribe?key=${encodeURIComponent(key)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await pro.client.reminders.settings.query()).toMatchObject({ enabled: false, unsubscribed: true, nextAt: null });
    const row = await withServerDb(server.dbPath, (db) =>
      db.get<{ enabled: unknown; next_at: unknown }>('SELECT enabled, next_at FROM reminder_settings WHERE user_id = ?', pro.id),
    );
    expect(Boolean(Number(row!.enabled))).toBe(false);
    expect(row!.next_at).toBeNull();
  });

  it('refuses an unknown key (400) on both surfaces', async () => {
    const failure = await trpcFailure(trpcAt(server.url).reminders.unsubscribe.mutate({ key: 'a'.repeat(32) }));
    expect(failure).toEqual({ status: 400, message: 'This unsubscribe link is not valid.' });
    const res = await fetch(`${server.url}/api/reminders/unsubscribe?key=${'b'.repeat(32)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
  });
});

describe('a learner who is no longer Pro', () => {
  it('is told the reminders are paused, and cannot save', async () => {
    const pro = await learner('pro');
    await pro.client.reminders.save.mutate(settings(pro.email));
    await withServerDb(server.dbPath, (db) => db.run("UPDATE users SET subscription_status = 'free' WHERE id = ?", pro.id));
    expect(await pro.client.reminders.settings.query()).toMatchObject({ enabled: true, pro: false, paused: true, nextAt: null });
    expect((await trpcFailure(pro.client.reminders.save.mutate(settings(pro.email)))).status).toBe(403);
  });
});
