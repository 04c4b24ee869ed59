import { expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

export async function signIn(page: Page, who: AccountName) {
  const a = ACCOUNTS[who];
  await page.goto('/auth');
  await page.getByLabel('Email').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

let counter = 0;
/** A fresh free student through the real sign-up form; returns its username. */
export async function registerFresh(page: Page, prefix = 'fresh') {
  const username = `${prefix}${Date.now().toString(36)}${counter++}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('First name').fill('Fresh');
  await page.getByLabel('Last name').fill('Student');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@e2e.test`);
  await page.getByLabel('Password').fill('password-123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return username;
}

/**
 * The confirmation that Submit Exam, End Section 1, Finish Test and a flagged case item's lock open when something
 * is left open (#27): checks its counts when given, then presses its confirm button.
 */
export async function confirmSubmit(page: Page, confirm: string, counts?: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (counts !== undefined) await expect(dialog.getByTestId('confirm-counts')).toHaveText(counts);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}
