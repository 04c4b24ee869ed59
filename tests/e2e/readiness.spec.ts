import { expect, test } from '@playwright/test';
import { freshUser, seedSession } from './api';

test('the Exam Ready card names the target and asks for more answers until there are enough', async ({ page, request }) => {
  const u = await freshUser(request, 'ready');
  await seedSession(page, request, u);
  await page.goto('/dashboard');
  const card = page.getByTestId('stat-exam-ready');
  await expect(card).toContainText('Exam Ready');
  await expect(card).toContainText('Not enough data yet — answer 50 more questions');
  await expect(card).toContainText(/(TMC · RRT cut \(92\/140\)|RTE · RRT cut \(105\/160, estimated\))/);

  // Choosing another target on the account page changes what the card aims at.
  await page.goto('/account');
  await page.getByTestId('readiness-target').selectOption('tmc-crt');
  await expect(page.getByText('Exam target saved')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-exam-ready')).toContainText('TMC · CRT cut (86/140)');
});

test('an admin opens the item analysis from the full dashboard and sees its table', async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  await page.goto('/admin-enhanced');
  await page.getByRole('link', { name: 'Item Analysis' }).click();
  await expect(page).toHaveURL(/\/admin\/item-analysis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Item Analysis' })).toBeVisible();
  const table = page.getByTestId('item-analysis-table');
  await expect(table).toBeVisible();
  for (const column of ['p-value', 'Discrimination', 'Option choice', 'Learners']) await expect(table).toContainText(column);
  await expect(page.getByTestId('review-first')).toContainText('Review first');
});
