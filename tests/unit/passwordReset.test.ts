import { describe, expect, it } from 'vitest';
import { passwordResetRequests, passwordResetTokens } from '../../db/schema';
import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_LIFETIME_MS,
  RESET_LINK_UNKNOWN_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  RESET_REQUEST_LIMIT,
} from '../../src/server/services/passwordReset';
import { sessionIdFromToken } from '../../src/server/services/sessions';
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
    expect(first.expiresAt.getTime() - w.clock.now.getTime()).toBe(RESET_LINK_LIFETIME_MS);
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
    w.clock.now = new Date(start + RESET_LINK_LIFETIME_MS - 1);
    await expect(w.caller().auth.resetPassword({ token: early.token, password: 'brand-new-pass' })).resolves.toMatchObject({
      user: { id: learner.id },
    });

    w.clock.now = new Date(start);
    const late = await adminApi.createResetLink({ userId: learner.id });
    w.clock.now = new Date(start + RESET_LINK_LIFETIME_MS);
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
