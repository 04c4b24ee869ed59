import { first } from '../../src/server/db';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { makeWorld } from '../support/db';
import { sessionIdFromToken, SESSION_LIFETIME_MS } from '../../src/server/features/users/sessions';
import { rejection } from '../support/rejection';

const reg = { email: 'Nova@Example.com', password: 'longenough', username: 'nova', firstName: 'Nova', lastName: 'Lee' };

describe('registration and sign-in', () => {
  it('registers a free student whatever the payload says, and stores only a hash of the token', async () => {
    const w = await makeWorld();
    const res = await w.caller().auth.register({ ...reg, role: 'admin', subscriptionStatus: 'pro' } as never);
    expect(res.user.role).toBe('student');
    expect(res.user.subscriptionStatus).toBe('free');
    expect(res.user.email).toBe('nova@example.com');
    expect(res.user).not.toHaveProperty('passwordHash');
    const row = await first(w.db.select().from(sessions).limit(1));
    expect(row?.id).toBe(sessionIdFromToken(res.token));
    expect(row?.id).not.toBe(res.token);
  });

  it('refuses a duplicate email or username with CONFLICT', async () => {
    const w = await makeWorld();
    await w.caller().auth.register(reg);
    await expect(w.caller().auth.register({ ...reg, username: 'other' })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(w.caller().auth.register({ ...reg, email: 'x@example.com' })).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('stores no account when its first session cannot be stored: the two are one transaction', async () => {
    const w = await makeWorld();
    w.db.$client.exec(`CREATE TRIGGER refuse_sessions BEFORE INSERT ON sessions BEGIN SELECT RAISE(ABORT, 'no room for sessions'); END`);
    await expect(w.caller().auth.register(reg)).rejects.toThrow('no room for sessions');
    expect(w.db.$client.prepare('SELECT count(*) FROM users').pluck().get()).toBe(0);
    w.db.$client.exec('DROP TRIGGER refuse_sessions');
    const res = await w.caller().auth.register(reg);
    expect(res.user.email).toBe('nova@example.com');
  });

  it('answers the same message for an unknown email and a wrong password', async () => {
    const w = await makeWorld();
    await w.caller().auth.register(reg);
    const a = await rejection(w.caller().auth.login({ email: 'nobody@example.com', password: 'whatever1' }));
    const b = await rejection(w.caller().auth.login({ email: reg.email, password: 'wrong-password' }));
    expect(a.code).toBe('UNAUTHORIZED');
    expect(b.code).toBe('UNAUTHORIZED');
    expect(a.message).toBe(b.message);
  });

  it('locks an email after 10 failures in 15 minutes, then lets it in once the window passes', async () => {
    const w = await makeWorld();
    await w.caller().auth.register(reg);
    for (let i = 0; i < 10; i++) {
      await expect(w.caller().auth.login({ email: reg.email, password: 'bad-password' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await expect(w.caller().auth.login({ email: reg.email, password: reg.password })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    w.clock.now = new Date(w.clock.now.getTime() + 16 * 60 * 1000);
    const ok = await w.caller().auth.login({ email: reg.email, password: reg.password });
    expect(ok.user.loginCount).toBe(2);
  });

  it('expires sessions, renews them when used late in life, and revokes them at logout', async () => {
    const w = await makeWorld();
    const { token } = await w.caller().auth.register(reg);
    const id = sessionIdFromToken(token);
    const start = w.clock.now.getTime();
    w.clock.now = new Date(start + 20 * 24 * 3600 * 1000);
    await w.caller(token).auth.me();
    const renewed = await first(w.db.select().from(sessions).where(eq(sessions.id, id)).limit(1));
    expect(renewed!.expiresAt.getTime()).toBe(w.clock.now.getTime() + SESSION_LIFETIME_MS);
    w.clock.now = new Date(w.clock.now.getTime() + SESSION_LIFETIME_MS + 1);
    await expect(w.caller(token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await first(w.db.select().from(sessions).where(eq(sessions.id, id)).limit(1))).toBeUndefined();

    const again = await w.caller().auth.login({ email: reg.email, password: reg.password });
    await w.caller(again.token).auth.logout();
    await expect(w.caller(again.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('revokes a user’s sessions when an admin changes their role or password', async () => {
    const w = await makeWorld();
    const admin = await w.signUp('boss', { role: 'admin' });
    const student = await w.signUp('stu');
    await w.caller(admin.token).admin.updateUser({
      id: student.id,
      data: { username: 'stu', email: 'stu@example.com', firstName: 'Stu', lastName: 'Dent', role: 'student', subscriptionStatus: 'free' },
    });
    expect((await w.caller(student.token).auth.me()).firstName).toBe('Stu');
    await w.caller(admin.token).admin.updateUser({
      id: student.id,
      data: {
        username: 'stu',
        email: 'stu@example.com',
        firstName: 'Stu',
        lastName: 'Dent',
        role: 'student',
        subscriptionStatus: 'free',
        password: 'new-password',
      },
    });
    await expect(w.caller(student.token).auth.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
