import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { seedSession } from './api';

test.use({ viewport: { width: 390, height: 844 } });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  return menu;
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(innerWidth);
}

test('the Pro menu has Dashboard, Practice Quiz, the Pro badge, the name and Logout', async ({ page, request }) => {
  await seedSession(page, request, 'pro');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ACCOUNTS.pro.first}!` })).toBeVisible();
  await expect(page.locator('.site-nav')).toBeHidden();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Practice Quiz' })).toBeVisible();
  await expect(menu.getByText('Pro Member', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  await expect(menu.getByText(`${ACCOUNTS.pro.first} ${ACCOUNTS.pro.last}`, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();

  await menu.getByRole('link', { name: 'Practice Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await expect(menu).toBeHidden();

  const again = await openMenu(page);
  await again.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signedOut = await openMenu(page);
  await expect(signedOut.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test('the free menu has Dashboard, the upgrade button, the name and Logout but no Practice Quiz', async ({ page, request }) => {
  await seedSession(page, request, 'free');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ACCOUNTS.free.first}!` })).toBeVisible();
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Practice Quiz' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
  await expect(menu.getByText('Pro Member', { exact: true })).toHaveCount(0);
  await expect(menu.getByText(`${ACCOUNTS.free.first} ${ACCOUNTS.free.last}`, { exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('no horizontal scrolling on /, /free-quiz and /quiz signed out at 390 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/free-quiz');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('no horizontal scrolling on /dashboard, /quiz and / for a Pro learner at 390 px', async ({ page, request }) => {
  await seedSession(page, request, 'pro');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${ACCOUNTS.pro.first}!` })).toBeVisible();
  await expect(page.getByText('Quizzes Taken', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start RRT Simulation' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Practice Quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.getByRole('link', { name: 'Respira home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
