import { expect, test } from '@playwright/test';
import { freshUser, getJson } from './api';
import { linkIn, waitForMail } from './mailbox';

const SUBJECT = 'Reset your Respira password';

test('Forgot password? → the mail → its link sets a new password and signs in; the same link again says it was used', async ({
  page,
  request,
}) => {
  const learner = await freshUser(request, 'mailreset');
  const newPassword = 'mailed-new-pass-42';

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText('If an account uses it, we e-mail you a link (valid for 1 hour) to choose a new password.')).toBeVisible();
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const sent = page.getByTestId('reset-mail-sent');
  await expect(sent).toContainText(`If a Respira account uses ${learner.email}, we have e-mailed it a link to choose a new password.`);
  await expect(sent).toContainText('expires in 1 hour');
  await expect(sent).toContainText('check your spam folder too');
  await expect(sent.getByRole('button', { name: 'Send again' })).toBeVisible();

  const mail = await waitForMail(learner.email, (m) => m.subject === SUBJECT);
  expect(mail.text).toContain('Respira');
  expect(mail.text).toContain(`You receive this because a password reset was requested on Respira for ${learner.email}.`);
  const link = linkIn(mail, /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[a-z2-7]{32}/);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey!' })).toBeVisible();

  // The session made at registration is over; the new password signs in.
  expect((await request.get('/api/me', { headers: { authorization: `Bearer ${learner.token}` } })).status()).toBe(401);
  const signedIn = await request.post('/api/login', { data: { email: learner.email, password: newPassword } });
  expect(signedIn.status()).toBe(200);
  const me = await getJson<{ id: number }>(request, '/api/me', ((await signedIn.json()) as { token: string }).token);
  expect(me.id).toBe(learner.user.id);

  // The link is spent.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-pass');
  await page.getByLabel('Confirm new password').fill('yet-another-pass');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link has already been used.' })).toBeVisible();
  await expect(page.getByText('Ask for a new link and we e-mail it to you; it works for 1 hour.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('Send again mails a new link that replaces the first; the page fits a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const learner = await freshUser(request, 'mailagain');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Request Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const first = await waitForMail(learner.email, (m) => m.subject === SUBJECT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Send again' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Asked again' })).toBeVisible();
  const pattern = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[a-z2-7]{32}/;
  const firstLink = linkIn(first, pattern);
  const second = await waitForMail(learner.email, (m) => m.subject === SUBJECT && linkIn(m, pattern) !== firstLink);

  await page.goto(firstLink);
  await page.getByLabel('New password', { exact: true }).fill('replaced-pass-1');
  await page.getByLabel('Confirm new password').fill('replaced-pass-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'It may have been replaced by a newer link.' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto(linkIn(second, pattern));
  await page.getByLabel('New password', { exact: true }).fill('current-pass-1');
  await page.getByLabel('Confirm new password').fill('current-pass-1');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the help says reset links come by e-mail and last an hour', async ({ page }) => {
  await page.goto('/help#forgot-password');
  await expect(page.getByText('Respira e-mails you a one-time reset link, valid for 1 hour')).toBeVisible();
});
