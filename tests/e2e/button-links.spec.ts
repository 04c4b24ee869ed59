import { expect, test } from '@playwright/test';
import { seedSession } from './api';

// SPEC §2 names these controls buttons; they lead to other pages, so each is a link around a button.
test('navigation buttons are found as buttons and as links, and work by pointer and keyboard', async ({ page, request }) => {
  await seedSession(page, request, 'free');
  await page.goto('/dashboard');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Start Quick Quiz' })).toHaveAttribute('href', '/quiz');
  const start = main.getByRole('button', { name: 'Start Quick Quiz' });
  await expect(start).toBeVisible();
  await expect(main.getByRole('button', { name: 'Unlock All Questions' })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();

  // One tab stop per control: the link around the button is not a second one.
  await start.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quiz$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
  await main.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.locator('header').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the terms page has a Return to Homepage button that goes home', async ({ page }) => {
  await page.goto('/terms');
  await page.getByRole('button', { name: 'Return to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
