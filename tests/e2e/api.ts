import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

/** Data arrangement through the REST paths (src/server/rest.ts) and small shared UI steps. */

export interface ApiUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  subscriptionStatus: string;
}

export interface Fresh {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  token: string;
  user: ApiUser;
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.status(), `POST /api/login for ${email}`).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export function tokenFor(request: APIRequestContext, who: AccountName): Promise<string> {
  return apiLogin(request, ACCOUNTS[who].email, ACCOUNTS[who].password);
}

let n = 0;
/** A new free student made through POST /api/register (the UI's own form is covered by registerFresh). */
export async function freshUser(request: APIRequestContext, prefix = 'api'): Promise<Fresh> {
  const username = `${prefix}${Date.now().toString(36)}${n++}${Math.floor(Math.random() * 1e5)}`;
  const body = { email: `${username}@e2e.test`, password: 'password-123', username, firstName: 'Casey', lastName: 'Learner' };
  const res = await request.post('/api/register', { data: body });
  expect(res.status(), 'POST /api/register').toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: ApiUser };
  return { ...body, token, user };
}

/** A new student upgraded by the admin account (an admin upgrade makes a paid, Pro plan). Each test that
 * starts exams or counts quizzes gets its own, so parallel tests never share an exam or a count. */
export async function freshProUser(request: APIRequestContext, prefix = 'pro'): Promise<Fresh> {
  const u = await freshUser(request, prefix);
  const admin = await tokenFor(request, 'admin');
  const res = await request.post(`/api/admin/users/${u.user.id}/subscription`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { action: 'upgrade', plan: 'monthly' },
  });
  expect(res.status(), 'admin upgrade').toBe(200);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${u.token}` } });
  expect(me.status()).toBe(200);
  const user = (await me.json()) as ApiUser;
  expect(['pro', 'premium']).toContain(user.subscriptionStatus);
  return { ...u, user };
}

export async function getJson<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const res = await request.get(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), `GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

/** Signs in through the real form with any credentials. */
export async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The visible toast with this title (the toaster shows one at a time). */
export function toast(page: Page, title: string): Locator {
  return page.getByTestId('toast').filter({ hasText: title });
}

/** "2:59:58" → seconds. */
export function clockSeconds(text: string): number {
  const m = /(\d+):(\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`no h:mm:ss clock in "${text}"`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/**
 * Starts the page signed in without the sign-in form (the form itself is covered in auth.spec.ts): the
 * token from POST /api/login is put in localStorage before the app's first load, once per tab, so a
 * later Logout stays logged out.
 */
export async function seedSession(page: Page, request: APIRequestContext, who: AccountName | { email: string; password: string }) {
  const creds = typeof who === 'string' ? ACCOUNTS[who] : who;
  const token = await apiLogin(request, creds.email, creds.password);
  await page.addInitScript((t) => {
    if (sessionStorage.getItem('e2e_seeded')) return;
    sessionStorage.setItem('e2e_seeded', '1');
    localStorage.setItem('auth_token', t);
  }, token);
  return token;
}
