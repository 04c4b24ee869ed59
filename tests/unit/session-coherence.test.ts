// A session is read with its user on every request (features/users/sessions.ts), so a change counts at once: each
// test validates a token, changes what it depends on — through the services, through raw SQL on the same
// connection, or from another connection — and expects the very next check to see it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import {
  invalidateSession,
  invalidateUserSessions,
  purgeExpiredSessions,
  SESSION_LIFETIME_MS,
  validateSessionToken,
} from '../../src/server/features/users/sessions';
import { createUser, login } from '../../src/server/features/users/users';
import { makeWorld } from '../support/db';
import { localRuntime } from '../../src/server/lib/runtime';

const DAY = 24 * 60 * 60 * 1000;

describe('sessions follow their rows', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('follows its user and its row as they change on this connection, whoever writes', async () => {
    const w = await makeWorld();
    const { token, id } = await w.signUp('changing');
    const other = await w.signUp('bystander');
    await validateSessionToken(w.db, other.token, w.clock.now);

    // Raw SQL, not the services.
    await validateSessionToken(w.db, token, w.clock.now);
    w.db.$client.prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(id);
    expect((await validateSessionToken(w.db, token, w.clock.now))!.user.role).toBe('admin');

    w.db.$client.prepare("UPDATE users SET subscription_status = 'pro' WHERE id = ?").run(id);
    expect((await validateSessionToken(w.db, token, w.clock.now))!.user.subscriptionStatus).toBe('pro');

    // A session cut short by hand is expired at once.
    w.db.$client.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').run(w.clock.now.getTime() - 1, id);
    expect(await validateSessionToken(w.db, token, w.clock.now)).toBeNull();

    // Another user's session was never touched.
    expect((await validateSessionToken(w.db, other.token, w.clock.now))!.user.username).toBe('bystander');
  });

  it('refuses a session once it is signed out, revoked, purged or its user deleted', async () => {
    const w = await makeWorld();
    const a = await w.signUp('leaver');
    await validateSessionToken(w.db, a.token, w.clock.now);
    await invalidateSession(w.db, (await validateSessionToken(w.db, a.token, w.clock.now))!.sessionId);
    expect(await validateSessionToken(w.db, a.token, w.clock.now)).toBeNull();

    const b = await w.signUp('revoked');
    await validateSessionToken(w.db, b.token, w.clock.now);
    await invalidateUserSessions(w.db, b.id);
    expect(await validateSessionToken(w.db, b.token, w.clock.now)).toBeNull();

    const c = await w.signUp('deleted');
    await validateSessionToken(w.db, c.token, w.clock.now);
    w.db.$client.prepare('DELETE FROM users WHERE id = ?').run(c.id);
    expect(await validateSessionToken(w.db, c.token, w.clock.now)).toBeNull();

    const d = await w.signUp('purged');
    await validateSessionToken(w.db, d.token, w.clock.now);
    const later = new Date(w.clock.now.getTime() + SESSION_LIFETIME_MS + DAY);
    await purgeExpiredSessions(w.db, later);
    expect(await validateSessionToken(w.db, d.token, w.clock.now)).toBeNull();
  });

  it('checks expiry against the clock on every use', async () => {
    const w = await makeWorld();
    const { token } = await w.signUp('clocked');
    expect(await validateSessionToken(w.db, token, w.clock.now)).not.toBeNull();
    expect(await validateSessionToken(w.db, token, new Date(w.clock.now.getTime() + SESSION_LIFETIME_MS))).toBeNull();
  });

  it("sees another connection's commit on the very next check", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-sessions-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const db = openDatabase(file);
    const now = new Date('2026-03-10T12:00:00Z');
    const deps = { db, config: loadConfig({}), now: () => now, random: Math.random, runtime: localRuntime() };
    const user = await createUser(deps, {
      email: 'x@example.com',
      username: 'xx',
      firstName: 'X',
      lastName: 'Y',
      password: 'correct-horse',
    });
    const { token } = await login(deps, { email: 'x@example.com', password: 'correct-horse' });
    expect((await validateSessionToken(db, token, now))!.user.role).toBe('student');

    const other = openDatabase(file);
    other.$client.prepare("UPDATE users SET role = 'super_admin' WHERE id = ?").run(user.id);
    expect((await validateSessionToken(db, token, now))!.user.role).toBe('super_admin');

    other.$client.prepare('DELETE FROM sessions').run();
    expect(await validateSessionToken(db, token, now)).toBeNull();
    other.$client.close();
    db.$client.close();
  });
});
