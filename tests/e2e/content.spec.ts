import { expect, test } from '@playwright/test';

test('the terms page has 13 numbered sections, the date and a way home', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated June 23, 2025')).toBeVisible();
  const sections = page.locator('main').getByRole('heading', { level: 2, name: /^\d+\.\s/ });
  await expect(sections).toHaveCount(13);
  await expect(sections.first()).toHaveText(/^1\.\s/);
  await expect(sections.last()).toHaveText(/^13\.\s/);
  await page.getByRole('link', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/help, /guides, /exam-tips, /privacy and /cookies each render a page with an h1', async ({ page }) => {
  for (const path of ['/help', '/guides', '/exam-tips', '/privacy', '/cookies']) {
    await page.goto(path);
    await expect.soft(page.getByRole('heading', { level: 1 }), `${path} has an h1`).toBeVisible();
    await expect.soft(page.getByRole('heading', { name: '404 Page Not Found' }), `${path} is not the 404 screen`).toHaveCount(0);
  }
});
