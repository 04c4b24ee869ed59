import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetRequests, passwordResetTokens } from '../../db/schema';
import { RESET_MAILS_PER_HOUR } from '../../src/shared/passwordReset';
import { RESET_MAIL_SUBJECT } from '../../src/server/features/mail/passwordResetMail';
import {
  MAIL_RESET_LINK_LIFETIME_MS,
  RESET_LINK_EXPIRED_MESSAGE,
  ADMIN_RESET_LINK_LIFETIME_MS,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  RESET_REQUEST_LIMIT,
} from '../../src/server/features/users/passwordReset';
import { sessionIdFromToken } from '../../src/server/features/users/sessions';
import { makeWorld } from '../support/db';

async function setup() {
  const w = await makeWorld();
  const admin = await w.signUp('boss', { role: 'admin' });
  const learner = await w.signUp('lena');
  return { w, admin, learner, adminApi: w.caller(admin.token).admin };
}

describe('password reset requests', () => {
  it('answers the same for a known and an unknown email, and marks only the real account as pending', async () => {
    const { w, adminApi, learner } = await setup();
    const known = await w.caller().auth.requestPasswordReset({ email: 'LENA@example.com' });
    const unknown = await w.caller().auth.requestPasswordReset({ email: 'ghost@example.com' });
    expect(unknown).toEqual(known);
    expect(await w.db.select().from(passwordResetRequests)).toHaveLength(2);
    expect(await adminApi.resetRequests()).toEqual([{ userId: learner.id, requestedAt: w.clock.now }]);
  });

  it('limits each email, known or not, to the same number of requests per 15 minutes', async () => {
    const { w } = await setup();
    for (const email of ['lena@example.com', 'ghost@example.com']) {
      for (let i = 0; i < RESET_REQUEST_LIMIT; i++) await w.caller().auth.requestPasswordReset({ email });
      await expect(w.caller().auth.requestPasswordReset({ email })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
    w.clock.now = new Date(w.clock.now.getTime() + 15 * 60 * 1000 + 1);
    await expect(w.caller().auth.requestPasswordReset({ email: 'ghost@example.com' })).resolves.toEqual({ success: true });
    // Old requests for unknown emails are dropped once they no longer count; the real account's stay.
    const left = await w.db.select().from(passwordResetRequests);
    expect(left.filter((r) => r.userId === null)).toHaveLength(1);
    expect(left.filter((r) => r.userId !== null)).toHaveLength(RESET_REQUEST_LIMIT);
  });
});

describe('reset links', () => {
  it('stores only the hash, answers the pending request, and voids the previous link', async () => {
    const { w, adminApi, learner } = await setup();
    await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    const first = await adminApi.createResetLink({ userId: learner.id });
    expect(first.path).toBe(`/reset-password?token=${first.token}`);
    expect(first.expiresAt.getTime() - w.clock.now.getTime()).toBe(ADMIN_RESET_LINK_LIFETIME_MS);
    const rows = await w.db.select().from(passwordResetTokens);
    expect(rows.map((r) => r.id)).toEqual([sessionIdFromToken(first.token)]);
    expect(await adminApi.resetRequests()).toEqual([]);

    const second = await adminApi.createResetLink({ userId: learner.id });
    await expect(w.caller().auth.resetPassword({ token: first.token, password: 'brand-new-pass' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: RESET_LINK_UNKNOWN_MESSAGE,
    });
    const signedIn = await w.caller().auth.resetPassword({ token: second.token, password: 'brand-new-pass' });
    expect(signedIn.user.id).toBe(learner.id);
  });

  it('answers NOT_FOUND for a user that does not exist', async () => {
    const { adminApi } = await setup();
    await expect(adminApi.createResetLink({ userId: 9999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('works until 24 hours have passed, then says the link expired', async () => {
    const { w, adminApi, learner } = await setup();
    const start = w.clock.now.getTime();
    const early = await adminApi.createResetLink({ userId: learner.id });
    w.clock.now = new Date(start + ADMIN_RESET_LINK_LIFETIME_MS - 1);
    await expect(w.caller().auth.resetPassword({ token: early.token, password: 'brand-new-pass' })).resolves.toMatchObject({
      user: { id: learner.id },
    });

    w.clock.now = new Date(start);
    const late = await adminApi.createResetLink({ userId: learner.id });
    w.clock.now = new Date(start + ADMIN_RESET_LINK_LIFETIME_MS);
    await expect(w.caller().auth.resetPassword({ token: late.token, password: 'another-pass' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: RESET_LINK_EXPIRED_MESSAGE,
    });
  });

  it('can be used once: the second use says so, even when both are sent together', async () => {
    const { w, adminApi, learner } = await setup();
    const link = await adminApi.createResetLink({ userId: learner.id });
    const results = await Promise.allSettled([
      w.caller().auth.resetPassword({ token: link.token, password: 'first-choice' }),
      w.caller().auth.resetPassword({ token: link.token, password: 'second-choice' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'BAD_REQUEST', message: RESET_LINK_USED_MESSAGE });
    await expect(w.caller().auth.resetPassword({ token: link.token, password: 'third-choice' })).rejects.toMatchObject({
      message: RESET_LINK_USED_MESSAGE,
    });
  });

  it('lifts a sign-in lockout, since the learner has proved who they are', async () => {
    const { w, adminApi, learner } = await setup();
    for (let i = 0; i < 10; i++)
      await w
        .caller()
        .auth.login({ email: 'lena@example.com', password: 'wrong-guess' })
        .catch(() => undefined);
    await expect(w.caller().auth.login({ email: 'lena@example.com', password: 'correct-horse' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const link = await adminApi.createResetLink({ userId: learner.id });
    await w.caller().auth.resetPassword({ token: link.token, password: 'brand-new-pass' });
    await expect(w.caller().auth.login({ email: 'lena@example.com', password: 'brand-new-pass' })).resolves.toMatchObject({
      user: { id: learner.id },
    });
  });

  it('answers the unknown-link message for a malformed token', async () => {
    const { w } = await setup();
    await expect(w.caller().auth.resetPassword({ token: 'NOT A TOKEN!', password: 'brand-new-pass' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: RESET_LINK_UNKNOWN_MESSAGE,
    });
  });
});

describe('reset by mail (SMTP configured)', () => {
  async function mailWorld() {
    const s = await setup();
    s.w.config.SMTP_URL = 'smtp://user:pass@127.0.0.1:2525';
    s.w.config.APP_URL = 'https://respira.test';
    return s;
  }
  const resetMails = (w: Awaited<ReturnType<typeof setup>>['w']) =>
    w.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset')).orderBy(asc(mailOutbox.id));
  const tokenIn = (text: string) => /\/reset-password\?token=([a-z2-7]+)/.exec(text)?.[1] ?? '';

  it('says whether reset links go by mail', async () => {
    const { w } = await setup();
    await expect(w.caller().auth.resetByMail()).resolves.toEqual({ byMail: false });
    w.config.SMTP_URL = 'smtp://user:pass@127.0.0.1:2525';
    await expect(w.caller().auth.resetByMail()).resolves.toEqual({ byMail: true });
  });

  it('without mail, makes no link and queues nothing: the request waits for the admin', async () => {
    const { w, adminApi, learner } = await setup();
    await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    expect(await resetMails(w)).toEqual([]);
    expect(await w.db.select().from(passwordResetTokens)).toEqual([]);
    expect(await adminApi.resetRequests()).toEqual([{ userId: learner.id, requestedAt: w.clock.now }]);
  });

  it('queues a one-hour link for an account, nothing for an unknown email, and answers both alike', async () => {
    const { w, adminApi, learner } = await mailWorld();
    const known = await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    const unknown = await w.caller().auth.requestPasswordReset({ email: 'ghost@example.com' });
    expect(unknown).toEqual(known);
    const mails = await resetMails(w);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ userId: learner.id, toAddress: 'lena@example.com', status: 'queued', subject: RESET_MAIL_SUBJECT });
    const token = tokenIn(mail.textBody);
    expect(mail.textBody).toContain(`https://respira.test/reset-password?token=${token}`);
    expect(mail.htmlBody).toContain(`https://respira.test/reset-password?token=${token}`);
    const [link] = await w.db.select().from(passwordResetTokens);
    expect(link).toMatchObject({ id: sessionIdFromToken(token), userId: learner.id, createdBy: null });
    expect(link!.expiresAt.getTime() - w.clock.now.getTime()).toBe(MAIL_RESET_LINK_LIFETIME_MS);
    expect(mail.sendBy?.getTime()).toBe(link!.expiresAt.getTime());
    // Mail answered the request: the admin's marker shows none.
    expect(await adminApi.resetRequests()).toEqual([]);
  });

  it('replaces the earlier link, and mails an account at most RESET_MAILS_PER_HOUR times an hour', async () => {
    const { w, adminApi, learner } = await mailWorld();
    const start = w.clock.now.getTime();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 1; i++) {
      w.clock.now = new Date(start + i * 16 * 60 * 1000 - 60 * 60 * 1000 + 1);
      await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    }
    // Four requests in 48 minutes, each past the 15-minute request limit: three mails, the fourth only recorded.
    const mails = await resetMails(w);
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
    const tokens = mails.map((m) => tokenIn(m.textBody));
    expect(await w.db.select({ id: passwordResetTokens.id }).from(passwordResetTokens)).toEqual([
      { id: sessionIdFromToken(tokens.at(-1)!) },
    ]);
    await expect(w.caller().auth.resetPassword({ token: tokens[0]!, password: 'brand-new-pass' })).rejects.toMatchObject({
      message: RESET_LINK_UNKNOWN_MESSAGE,
    });
    // The unanswered request waits for the admin, who can still make a link.
    expect(await adminApi.resetRequests()).toEqual([{ userId: learner.id, requestedAt: w.clock.now }]);
    // An hour after the first mail, one more may go.
    w.clock.now = new Date(start + 1);
    await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    expect(await resetMails(w)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
    expect(await adminApi.resetRequests()).toEqual([]);
  });

  it('works once, and only for an hour', async () => {
    const { w, learner } = await mailWorld();
    const start = w.clock.now.getTime();
    await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    const first = tokenIn((await resetMails(w))[0]!.textBody);
    w.clock.now = new Date(start + MAIL_RESET_LINK_LIFETIME_MS - 1);
    await expect(w.caller().auth.resetPassword({ token: first, password: 'brand-new-pass' })).resolves.toMatchObject({
      user: { id: learner.id },
    });
    await expect(w.caller().auth.resetPassword({ token: first, password: 'other-new-pass' })).rejects.toMatchObject({
      message: RESET_LINK_USED_MESSAGE,
    });

    w.clock.now = new Date(start + 16 * 60 * 1000);
    await w.caller().auth.requestPasswordReset({ email: 'lena@example.com' });
    const second = tokenIn((await resetMails(w))[1]!.textBody);
    w.clock.now = new Date(start + 16 * 60 * 1000 + MAIL_RESET_LINK_LIFETIME_MS);
    await expect(w.caller().auth.resetPassword({ token: second, password: 'other-new-pass' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: RESET_LINK_EXPIRED_MESSAGE,
    });
  });
});
