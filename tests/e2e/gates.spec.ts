import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { seedSession } from './api';

test('signed out, /dashboard and /exam show the sign-in screen, and signing in there stays on the page', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Quizzes Taken', { exact: true })).toHaveCount(0);

  await page.goto('/exam');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(/\/exam$/);
  await page.getByLabel('Email').fill(ACCOUNTS.free.email);
  await page.getByLabel('Password').fill(ACCOUNTS.free.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
});

test('signed out, /quiz asks for authentication with a Sign In button to /auth, and /login redirects to /auth', async ({ page }) => {
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
});

test('a free student sees Free Plan Limits and locked CRT/RRT on the dashboard, the Pro gate on /quiz, and 404 on admin routes', async ({
  page,
  request,
}) => {
  await seedSession(page, request, 'free');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ACCOUNTS.free.first}!` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free Plan Limits' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unlock All Questions' })).toHaveAttribute('href', '/subscription');
  await expect(page.locator('header').getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.locator('header').getByText('Pro Member')).toHaveCount(0);
  for (const label of ['Quizzes Taken', 'Average Score', 'Study Streak', 'Exam Ready']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  const locked = page.getByRole('button', { name: 'Pro Required' });
  await expect(locked).toHaveCount(2);
  await expect(page.getByTestId('exam-card-crt').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByTestId('exam-card-rrt').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start Practice Exam' })).toBeEnabled();

  await page.locator('header').getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
  await expect(page.getByText(/practice quizzes are exclusively for Pro subscribers/i)).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
  await expect(page.locator('main').getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose Your Challenge' })).toHaveCount(0);

  for (const path of ['/admin', '/super-admin']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
  }
});

test('a Pro student sees the Pro Member badge, no free-plan card and open CRT and RRT buttons', async ({ page, request }) => {
  await seedSession(page, request, 'pro');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ACCOUNTS.pro.first}!` })).toBeVisible();
  await expect(page.locator('header').getByText('Pro Member', { exact: true })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'NBRC Exam Center' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free Plan Limits' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pro Required' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start CRT Simulation' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start RRT Simulation' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Start Practice Exam' })).toBeEnabled();
});

test('each screen names itself and Respira in the tab title, also after moving on from a page with its own', async ({ page, request }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Service · Respira');
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign In · Respira');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found · Respira');
  await seedSession(page, request, 'free');
  await page.goto('/help');
  await expect(page).toHaveTitle('Help Center · Respira');
  // In-app navigation (no reload) must not keep the previous page's title.
  await page.locator('header').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Free Plan Limits' })).toBeVisible();
  await expect(page).toHaveTitle('Dashboard · Respira');
  await page.locator('header').getByRole('link', { name: 'Exam Mode' }).click();
  await expect(page).toHaveTitle('NBRC Exam Center · Respira');
});
