import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { openDatabase } from '../../src/server/db';
import { ROLE_RULE_MESSAGES, rolesOffered } from '../../src/shared/roles';
import { makeWorld } from '../support/db';
import { rollBackTo } from '../support/migrations';

describe('the last admin', () => {
  it('survives two admins demoting each other at once (passwords hashing in between)', async () => {
    const w = await makeWorld();
    const a = await w.signUp('admina', { role: 'admin' });
    const b = await w.signUp('adminb', { role: 'admin' });
    await w.signUp('watcher', { role: 'super_admin' });
    const results = await Promise.allSettled([
      w.caller(a.token).admin.updateUser({ id: b.id, data: { role: 'student', password: 'new-password-1' } }),
      w.caller(b.token).admin.updateUser({ id: a.id, data: { role: 'student', password: 'new-password-2' } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'FORBIDDEN', message: ROLE_RULE_MESSAGES.lastAdmin });
    expect(await w.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });

  it('is neither deleted nor demoted, and a super admin does not count as one', async () => {
    const w = await makeWorld();
    const a = await w.signUp('admina', { role: 'admin' });
    const b = await w.signUp('adminb', { role: 'admin' });
    await w.signUp('watcher', { role: 'super_admin' });
    await w.caller(a.token).admin.deleteUser({ id: b.id });
    // b, deleted, acts no more; the one admin left cannot demote itself or delete itself.
    await expect(w.caller(a.token).admin.updateUser({ id: a.id, data: { role: 'student' } })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: ROLE_RULE_MESSAGES.ownRole,
    });
    await expect(w.caller(a.token).admin.deleteUser({ id: a.id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await w.db.select().from(users).where(eq(users.role, 'admin'))).map((u) => u.id)).toEqual([a.id]);
  });
});

describe('what the admin user dialog offers', () => {
  it('never super_admin, and only their own role to an admin editing themselves', () => {
    const me = { id: 7, role: 'admin' as const };
    expect(rolesOffered(me, null)).toEqual(['student', 'admin']);
    expect(rolesOffered(me, { id: 8, role: 'student' })).toEqual(['student', 'admin']);
    expect(rolesOffered(me, me)).toEqual(['admin']);
  });
});

describe('migration 0006', () => {
  it('renames later accounts whose usernames differ only in case, then holds the rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-usernames-'));
    try {
      const file = join(dir, 'db.sqlite');
      openDatabase(file).$client.close();
      // As a database from before migration 0006 (and what came after it), holding a case-only pair.
      const raw = new Database(file);
      rollBackTo(raw, '0006_username_case_insensitive');
      const add = raw.prepare("INSERT INTO users (username, email, password_hash, created_at) VALUES (?, ?, 'x', 0) RETURNING id").pluck();
      const ids = ['Sam', 'sam', 'SAM', 'other'].map((u, i) => add.get(u, `u${i}@example.com`) as number);
      raw.close();

      const db = openDatabase(file);
      expect(await db.select({ id: users.id, username: users.username }).from(users).orderBy(users.id)).toEqual([
        { id: ids[0], username: 'Sam' },
        { id: ids[1], username: `sam-${ids[1]}` },
        { id: ids[2], username: `SAM-${ids[2]}` },
        { id: ids[3], username: 'other' },
      ]);
      expect(() =>
        db.$client
          .prepare("INSERT INTO users (username, email, password_hash, created_at) VALUES ('OTHER', 'x@example.com', 'x', 0)")
          .run(),
      ).toThrow(/UNIQUE/);
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
