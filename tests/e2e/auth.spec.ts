import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { toast } from './api';
import { registerFresh } from './helpers';

test('signing in shows Processing..., lands on the dashboard with the name in the header, and Logout returns to /', async ({ page }) => {
  const a = ACCOUNTS.pro;
  // Hold the sign-in request so the busy state can be seen.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('auth.login'),
    async (route) => {
      await held;
      await route.continue();
    },
  );

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  const busy = page.getByRole('button', { name: 'Processing...' });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${a.first}!` })).toBeVisible();
  const header = page.locator('header');
  await expect(header.getByText(`${a.first} ${a.last}`, { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Practice' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Exam Mode' })).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expect(header.getByText(`${a.first} ${a.last}`, { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('a wrong password shows the Login failed toast with the server message and stays on the sign-in screen', async ({ page, request }) => {
  // The server answers one message for a wrong password and an unknown email (DECISIONS: no account discovery).
  const res = await request.post('/api/login', { data: { email: `nobody-${Date.now()}@e2e.test`, password: 'wrong-password-1' } });
  expect(res.status()).toBe(401);
  const { message } = (await res.json()) as { message: string };
  expect(message.length).toBeGreaterThan(0);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(ACCOUNTS.superAdmin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();

  const t = toast(page, 'Login failed');
  await expect(t).toBeVisible();
  await expect(t).toContainText(message);
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('creating an account (Join Respira) lands on the dashboard as a free student', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Respira' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();

  const username = await registerFresh(page, 'join');
  // A new account's first visit (issue #27): "Welcome", not "Welcome back".
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Fresh!' })).toBeVisible();
  await expect(page.locator('header').getByText('Fresh Student', { exact: true })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free Plan Limits' })).toBeVisible();
  expect(username.length).toBeGreaterThan(3);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});

test('a stored token the server rejects signs the visitor out silently', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('auth_token', 'garbage-token-that-the-server-rejects'));
  await page.goto('/dashboard');

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('the mode toggle switches without submitting, Registration failed shows the server message, and it replaces the previous toast', async ({
  page,
  request,
}) => {
  const taken = ACCOUNTS.free;
  const res = await request.post('/api/register', {
    data: { email: taken.email, password: 'password-123', username: `other${Date.now()}`, firstName: 'Dup', lastName: 'Licate' },
  });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  const { message } = (await res.json()) as { message: string };

  await page.goto('/auth');
  await page.getByLabel('Email').fill(taken.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login failed')).toBeVisible();

  // Filled fields must not be submitted by the toggle: the mode changes and nothing else happens.
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Respira' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();

  await page.getByLabel('First name').fill('Dup');
  await page.getByLabel('Last name').fill('Licate');
  await page.getByLabel('Username').fill(`dup${Date.now()}`);
  await page.getByLabel('Password').fill('password-123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // One toast at a time: the new one takes the place of the old at once.
  // (A queued toast would only show once the first had run its 5 s.)
  const t = toast(page, 'Registration failed');
  await expect(t).toBeVisible({ timeout: 3_000 });
  await expect(t).toContainText(message);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(toast(page, 'Login failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('Forgot password? leads to the reset request, and the help page explains the reset', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  await page.goto('/help#forgot-password');
  const question = page.getByRole('button', { name: 'I forgot my password.' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(question).toBeInViewport();
  await expect(page.getByRole('region', { name: 'I forgot my password.' })).toContainText('one-time reset link');

  // Creating an account has nothing to forget yet.
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
});
