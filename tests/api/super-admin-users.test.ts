// The super admin's paged User Analytics table (superAdmin.userPage) against the built server: the server
// searches, sorts, counts and pages; GET /api/super-admin/users still answers every user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { createAccount } from '../support/users';
import type { Out } from '../support/rest-types';
import { withServerDb } from '../support/serverDb';
import { trpcHttp } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};

interface Row {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  loginCount: number;
  lastLoginAt: string | null;
  averageScore: number;
  totalQuizzes: number;
}
interface Page {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

async function userPage(
  input: Record<string, unknown>,
  token = tokens.root,
): Promise<{ status: number; data: Page; error: { message: string } }> {
  const { status, data, error } = await trpcHttp(server.url)('superAdmin.userPage', { token, input, method: 'GET' });
  return { status, data: data as Page, error: error as { message: string } };
}

const USERS = 60;

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createAccount(server.dbPath, { email: 'root@example.com', username: 'rootuser', first: 'Root', last: 'Admin', role: 'super_admin' });
  const login = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: 'root@example.com', password: 'password-123' } });
  tokens.root = login.body.token;
  // Learners with known names, sign-ins and scores, written beside the running server as the scripts do.
  await withServerDb(server.dbPath, async (db) => {
    for (let i = 0; i < USERS; i++) {
      const n = String(i).padStart(2, '0');
      // Every fifth has no name (sorted by username), every seventh never signed in.
      await db.run(
        `INSERT INTO users (username, email, first_name, last_name, password_hash, created_at, login_count, last_login_at, total_quizzes, score_sum)
         VALUES (?, ?, ?, ?, 'x', ?, ?, ?, ?, ?)`,
        `pager${n}`,
        `Pager.${n}@School.test`,
        i % 5 ? `Pat${n}` : '',
        i % 5 ? `Zed` : '',
        Date.UTC(2026, 0, 1),
        (i * 7) % 13,
        i % 7 ? Date.UTC(2026, 1, 1 + (i % 20)) : null,
        i % 4 ? 3 : 0,
        i % 4 ? 3 * ((i * 11) % 100) : 0,
      );
    }
  });
  const reg = await call<Out['auth']['register']>('POST', '/api/register', {
    body: { email: 'plain@example.com', password: 'password-123', username: 'plainuser', firstName: 'Plain', lastName: 'Learner' },
  });
  tokens.plain = reg.body.token;
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('superAdmin.userPage', () => {
  it('pages by name ascending by default and counts every user', async () => {
    const first = await userPage({});
    expect(first.status).toBe(200);
    expect(first.data.total).toBe(USERS + 2);
    expect(first.data).toMatchObject({ page: 1, pageSize: 25, pageCount: 3 });
    expect(first.data.items).toHaveLength(25);
    const all: Row[] = [];
    for (let page = 1; page <= 3; page++) all.push(...(await userPage({ page })).data.items);
    expect(all).toHaveLength(USERS + 2);
    expect(new Set(all.map((u) => u.id)).size).toBe(USERS + 2);
    const names = all.map((u) => (`${u.firstName} ${u.lastName}`.trim() || u.username).toLowerCase());
    expect(names).toEqual([...names].sort());
    // Past the end answers the last page rather than nothing.
    const beyond = await userPage({ page: 99 });
    expect(beyond.data.page).toBe(3);
    expect(beyond.data.items.map((u) => u.id)).toEqual(all.slice(50).map((u) => u.id));
  });

  it('sorts by logins, last login and average score both ways', async () => {
    const ordered = async (sort: string, dir: string) => {
      const out: Row[] = [];
      for (let page = 1; page <= 2; page++) out.push(...(await userPage({ sort, dir, page, pageSize: 40 })).data.items);
      return out;
    };
    const logins = await ordered('logins', 'desc');
    expect(logins.map((u) => u.loginCount)).toEqual(logins.map((u) => u.loginCount).sort((a, b) => b - a));
    const scores = await ordered('avgScore', 'asc');
    expect(scores.map((u) => u.averageScore)).toEqual(scores.map((u) => u.averageScore).sort((a, b) => a - b));
    expect(scores.at(-1)!.averageScore).toBeGreaterThan(0);
    const last = await ordered('lastLogin', 'asc');
    const times = last.map((u) => (u.lastLoginAt ? Date.parse(u.lastLoginAt) : -1));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(-1);
  });

  it('searches email, username and full name without regard to case', async () => {
    const byEmail = await userPage({ search: 'pager.07@school' });
    expect(byEmail.data.total).toBe(1);
    expect(byEmail.data.items[0]!.username).toBe('pager07');
    const byName = await userPage({ search: 'pat1' });
    expect(byName.data.total).toBe(8); // Pat11..Pat19 without 15
    expect(byName.data.items.every((u) => u.firstName.startsWith('Pat1'))).toBe(true);
    const byFullName = await userPage({ search: 'PAT03 zed' });
    expect(byFullName.data.items.map((u) => u.username)).toEqual(['pager03']);
    expect((await userPage({ search: 'PLAINUSER' })).data.items.map((u) => u.email)).toEqual(['plain@example.com']);
    // LIKE's wildcards are literal characters here.
    expect((await userPage({ search: '%' })).data.total).toBe(0);
    expect((await userPage({ search: 'no such person' })).data).toMatchObject({ total: 0, items: [], page: 1, pageCount: 1 });
  });

  it('is for super admins only and names a bad field', async () => {
    expect((await userPage({}, tokens.plain)).status).toBe(403);
    expect((await userPage({}, '')).status).toBe(401);
    const bad = await userPage({ pageSize: 1000 });
    expect(bad.status).toBe(400);
    expect(bad.error.message).toMatch(/^pageSize: /);
    expect((await userPage({ sort: 'email' })).status).toBe(400);
  });

  it('keeps GET /api/super-admin/users answering the whole list', async () => {
    const list = await call<Out['superAdmin']['users']>('GET', '/api/super-admin/users', { token: tokens.root });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(USERS + 2);
  });
});
