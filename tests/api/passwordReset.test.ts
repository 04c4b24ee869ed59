// Administrator-mediated password reset over REST, against the built server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

const createUserScript = createUserByScript;

async function login(email: string, password: string) {
  return call<Out['auth']['login']>('POST', '/api/login', { body: { email, password } });
}

let n = 0;
async function learner() {
  const username = `learner${++n}`;
  const res = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: `${username}@example.com`, password: 'password-123', username, firstName: 'Lee', lastName: 'Learner' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.user.id, email: `${username}@example.com`, token: res.body.token };
}

async function resetLink(userId: number) {
  const res = await call<Out['admin']['createResetLink']>('POST', `/api/admin/users/${userId}/reset-link`, { token: tokens.admin });
  expect(res.status).toBe(201);
  return res.body as { token: string; path: string; expiresAt: string };
}

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createUserScript(server.dbPath, 'resetadmin', 'admin');
  createUserScript(server.dbPath, 'resetsuper', 'super_admin');
  for (const [key, name] of [
    ['admin', 'resetadmin'],
    ['super', 'resetsuper'],
  ] as const) {
    const res = await login(`${name}@example.com`, 'password-123');
    expect(res.status).toBe(200);
    tokens[key] = res.body.token;
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('POST /api/forgot-password', () => {
  it('answers a known and an unknown email identically, and names a bad email', async () => {
    const l = await learner();
    const known = await call('POST', '/api/forgot-password', { body: { email: l.email.toUpperCase() } });
    const unknown = await call('POST', '/api/forgot-password', { body: { email: 'nobody-here@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const bad = await call<ErrorBody>('POST', '/api/forgot-password', { body: { email: 'not-an-email' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^email: /);
  });

  it('limits requests per email the same way whether or not the account exists', async () => {
    const l = await learner();
    const answers: Record<string, number[]> = {};
    for (const email of [l.email, 'ghost-limit@example.com']) {
      answers[email] = [];
      for (let i = 0; i < 6; i++) answers[email].push((await call('POST', '/api/forgot-password', { body: { email } })).status);
    }
    expect(answers[l.email]).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers['ghost-limit@example.com']).toEqual(answers[l.email]);
    const limited = await call<ErrorBody>('POST', '/api/forgot-password', { body: { email: 'ghost-limit@example.com' } });
    expect(limited.body.message).toBe('Too many reset requests for this email. Try again in 15 minutes.');
  });
});

describe('POST /api/admin/users/{id}/reset-link', () => {
  it('is for admins only: 401 signed out, 403 for a student and a super admin', async () => {
    const l = await learner();
    const path = `/api/admin/users/${l.id}/reset-link`;
    expect((await call('POST', path)).status).toBe(401);
    expect((await call('POST', path, { token: l.token })).status).toBe(403);
    const sup = await call<ErrorBody>('POST', path, { token: tokens.super });
    expect(sup.status).toBe(403);
    expect(sup.body.message).toBe('Administrator access required');
  });

  it('gives the admin a one-time link that expires in 24 hours; 404 for an unknown user, 400 for a bad id', async () => {
    const l = await learner();
    const before = Date.now();
    const link = await resetLink(l.id);
    expect(link.token).toMatch(/^[a-z2-7]{32}$/);
    expect(link.path).toBe(`/reset-password?token=${link.token}`);
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    expect(lifetime).toBeLessThan(24 * 3600 * 1000 + 60_000);
    // Only the hash is stored.
    const stored = await withServerDb(server.dbPath, (db) =>
      db.all<{ id: string }>('SELECT id FROM password_reset_tokens WHERE user_id = ?', l.id),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.id).not.toContain(link.token);
    const missing = await call<ErrorBody>('POST', '/api/admin/users/999999/reset-link', { token: tokens.admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User 999999 not found');
    const bad = await call<ErrorBody>('POST', '/api/admin/users/abc/reset-link', { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^userId: /);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, revokes every old session and signs the learner in like login', async () => {
    const l = await learner();
    const second = await login(l.email, 'password-123');
    expect(second.status).toBe(200);
    const link = await resetLink(l.id);

    const short = await call<ErrorBody>('POST', '/api/reset-password', { body: { token: link.token, password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('password: Password must be at least 8 characters');

    const res = await call<Out['auth']['resetPassword']>('POST', '/api/reset-password', {
      body: { token: link.token, password: 'fresh-password-9' },
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
    expect(res.body.user).toMatchObject({ id: l.id, email: l.email });
    expect(res.body.user).not.toHaveProperty('passwordHash');

    for (const old of [l.token, second.body.token])
      expect((await call<Out['auth']['me']>('GET', '/api/me', { token: old })).status).toBe(401);
    const me = await call<Out['auth']['me']>('GET', '/api/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(l.id);
    expect((await login(l.email, 'password-123')).status).toBe(401);
    expect((await login(l.email, 'fresh-password-9')).status).toBe(200);
  });

  it('refuses a used, a replaced, an expired and an unknown link with 400 and a message', async () => {
    const l = await learner();
    const used = await resetLink(l.id);
    expect(
      (await call<Out['auth']['resetPassword']>('POST', '/api/reset-password', { body: { token: used.token, password: 'first-new-pass' } }))
        .status,
    ).toBe(200);
    const again = await call<ErrorBody>('POST', '/api/reset-password', { body: { token: used.token, password: 'second-new-pass' } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link has already been used.');

    const replaced = await resetLink(l.id);
    const current = await resetLink(l.id);
    const old = await call<ErrorBody>('POST', '/api/reset-password', { body: { token: replaced.token, password: 'second-new-pass' } });
    expect(old.status).toBe(400);
    expect(old.body.message).toBe('This reset link is not valid. It may have been replaced by a newer link.');

    // Age the current link past its 24 hours in the database the server uses.
    await withServerDb(server.dbPath, (db) =>
      db.run('UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?', Date.now() - 1000, l.id),
    );
    const expired = await call<ErrorBody>('POST', '/api/reset-password', { body: { token: current.token, password: 'second-new-pass' } });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This reset link has expired.');
    // None of the refused attempts changed the password.
    expect((await login(l.email, 'first-new-pass')).status).toBe(200);

    const unknown = await call<ErrorBody>('POST', '/api/reset-password', { body: { token: 'b'.repeat(32), password: 'second-new-pass' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This reset link is not valid. It may have been replaced by a newer link.');
    const missing = await call<ErrorBody>('POST', '/api/reset-password', { body: { password: 'second-new-pass' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^token: /);
  });
});
