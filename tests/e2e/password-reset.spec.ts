import { expect, test } from '@playwright/test';
import { freshUser, getJson, seedSession, toast } from './api';

test('a learner whose reset mails do not help asks past the mail limit → the admin makes a link → the learner sets a new password and lands on the dashboard', async ({
  browser,
  page,
  request,
}) => {
  const learner = await freshUser(request, 'reset');
  const newPassword = 'brand-new-pass-42';

  // Mail answers three requests an hour; the fourth is left to an administrator
  // (docs/decisions/076-password-reset-by-e-mail.md).
  for (let i = 0; i < 4; i++) {
    const asked = await request.post('/api/forgot-password', { data: { email: learner.email } });
    expect(asked.status()).toBe(200);
  }

  // The admin sees the request on the Users tab and makes the link.
  const adminContext = await browser.newContext();
  await adminContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await adminContext.newPage();
  await seedSession(admin, request, 'admin');
  await admin.goto('/admin-enhanced');
  await admin.getByRole('tab', { name: 'Users' }).click();
  const row = admin.getByTestId('users-table').getByRole('row').filter({ hasText: learner.email });
  await expect(row.getByText('Reset requested')).toBeVisible();
  await row.getByRole('button', { name: `Reset link for ${learner.username}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reset link for ${learner.username}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Send this link to ${learner.email}`);
  const field = dialog.getByLabel('One-time reset link');
  const link = await field.inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[a-z2-7]{32}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Reset requested')).toHaveCount(0);
  await adminContext.close();

  // The learner opens the link: mismatched fields are caught before anything is sent.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey!' })).toBeVisible();
  await expect(toast(page, 'Password changed')).toBeVisible();

  // The old session is gone, the new password works and the old one does not.
  expect((await request.get('/api/me', { headers: { authorization: `Bearer ${learner.token}` } })).status()).toBe(401);
  expect((await request.post('/api/login', { data: { email: learner.email, password: learner.password } })).status()).toBe(401);
  const signedIn = await request.post('/api/login', { data: { email: learner.email, password: newPassword } });
  expect(signedIn.status()).toBe(200);
  const me = await getJson<{ id: number }>(request, '/api/me', ((await signedIn.json()) as { token: string }).token);
  expect(me.id).toBe(learner.user.id);

  // The link is spent: opening it again says so and offers a new request.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-pass');
  await page.getByLabel('Confirm new password').fill('yet-another-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link has already been used.' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset page opened without a token says the link is incomplete and links to a new request', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByText('This page needs the full reset link from your e-mail or from an administrator.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
});
