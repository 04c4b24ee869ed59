import { expect, test } from '@playwright/test';
import { seedSession } from './api';

test('the landing page shows live topic counts and the visitor calls to action', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Get Started — \$5\.99\/month/ })).toHaveAttribute('href', '/subscription');
  // One of each call to action on the page, so neither is ambiguous.
  await expect(page.getByRole('link', { name: 'Try Free Quiz' })).toHaveAttribute('href', '/free-quiz');
  await expect(page.locator('main').getByRole('link', { name: /Get Started/ })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);
  // Other specs add and delete questions in parallel: the page and the API are compared on the same bank.
  await expect(async () => {
    const topics = (await (await request.get('/api/topics')).json()) as { name: string; questionCount: number }[];
    const total = topics.reduce((s, t) => s + t.questionCount, 0);
    await page.reload();
    await expect(page.getByText(`${total} NBRC-style practice questions`, { exact: false })).toBeVisible({ timeout: 3000 });
    const pft = topics.find((t) => t.name === 'Pulmonary Function Testing')!;
    await expect(page.locator('.topic', { hasText: 'Pulmonary Function Testing' })).toContainText(`${pft.questionCount} questions`, {
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000 });
});

test('the FAQ opens one answer at a time and closes again', async ({ page }) => {
  await page.goto('/');
  const triggers = page.locator('.faq__trigger');
  await expect(triggers).toHaveCount(8);
  await triggers.nth(0).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a signed-in learner sees Continue Learning instead of the visitor calls to action', async ({ page, request }) => {
  await seedSession(page, request, 'free');
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute('href', '/dashboard');
  await expect(page.locator('main').getByRole('link', { name: /Get Started/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try Free Quiz' })).toHaveCount(0);
  await expect(page).toHaveTitle(/Respira/);
});

test('/ arrives with its first screen prerendered and no number from the database; other routes get the empty shell', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<h1>Pass your respiratory therapy boards with confidence</h1>');
  // The counts are placeholders until the app fetches them; the topic grid is empty and marked busy.
  expect(html).toMatch(/<strong>…<\/strong><span>practice questions in the bank<\/span>/);
  expect(html).toMatch(/<ul class="grid grid-3 topics" aria-busy="true"><\/ul>/);
  expect(html).not.toMatch(/\d+ NBRC-style practice questions/);
  // CSP allows no inline script: only the entry's module script, and the styles inlined.
  expect(html.match(/<script\b[^>]*>/g)).toEqual([
    expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/),
  ]);
  expect(html).not.toContain('<link rel="stylesheet"');

  for (const path of ['/dashboard', '/quiz', '/no-such-page']) {
    const shell = await (await request.get(path)).text();
    expect(shell, path).toContain('<div id="root"></div>');
  }

  // The app takes over the prerendered page without errors and then shows the live numbers.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/');
  await expect(page.getByText(/\d+ NBRC-style practice questions/)).toBeVisible();
  const trigger = page.locator('.faq__trigger').first();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
