import { expect, test, type Page } from '@playwright/test';
import { freshUser, seedSession } from './api';

const CHUNK_FAILED = 'This page could not be loaded';
const RENDER_FAILED = 'Something went wrong on this page';

const errorHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

// A deploy while a tab is open, or a dropped connection: the screen's chunk never arrives.
test('a screen whose code fails to load says so inside the page, keeps the header working, and Try again loads it', async ({ page }) => {
  const helpChunk = '**/assets/HelpPage-*.js';
  await page.route(helpChunk, (r) => r.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('footer').getByRole('link', { name: 'Help Center' }).click();

  await expect(page).toHaveURL(/\/help$/);
  await expect(errorHeading(page, CHUNK_FAILED)).toBeVisible();
  await expect(errorHeading(page, CHUNK_FAILED)).toBeFocused();
  await expect(page.getByText('Trying again reloads the page.')).toBeVisible();

  // The header is outside the failed route: it still navigates, and leaving clears the message.
  await page.locator('header').getByRole('link', { name: 'Respira home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(errorHeading(page, CHUNK_FAILED)).toHaveCount(0);
  await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Back on the page whose chunk failed: the message again, then the network allows it and Try again works.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/help$/);
  await expect(errorHeading(page, CHUNK_FAILED)).toBeVisible();
  await page.unroute(helpChunk);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(errorHeading(page, CHUNK_FAILED)).toHaveCount(0);
});

test('Back to Home leaves a screen that failed to load', async ({ page }) => {
  await page.route('**/assets/TermsPage-*.js', (r) => r.abort());
  await page.goto('/terms');
  await expect(errorHeading(page, CHUNK_FAILED)).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(CHUNK_FAILED);
});

// A render error: the dashboard is handed a topic name that is not text, which React refuses to draw.
test('a screen that throws while drawing shows the message, and Try again draws it afresh', async ({ page, request }) => {
  const u = await freshUser(request, 'boundary');
  await seedSession(page, request, u);
  let poison = true;
  await page.route('**/trpc/**', async (route) => {
    const url = new URL(route.request().url());
    const names = url.pathname.replace('/trpc/', '').split(',');
    const at = names.indexOf('learner.dashboard');
    if (!poison || at < 0) return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: { json: { progress: unknown } } } }[];
    body[at]!.result.data.json.progress = [{ topicId: 1, topicName: { not: 'text' }, totalQuizzes: 1, averageScore: 50 }];
    // A changed body cannot keep the server's tag: the app would otherwise keep the poison under it and, asked again,
    // be told by a 304 that nothing changed (src/client/lib/keptReads.ts).
    const { etag: _tag, ...headers } = response.headers();
    await route.fulfill({ response, headers, json: body });
  });

  await page.goto('/dashboard');
  await expect(errorHeading(page, RENDER_FAILED)).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  poison = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${u.firstName}!` })).toBeVisible();
  await expect(errorHeading(page, RENDER_FAILED)).toHaveCount(0);
});
