// Study reminders (issue #30) in the browser on a phone (390 × 844, touch): a Pro learner sets an address, an hour and
// a zone on the account page, saves, opens the confirmation link from the mail that arrives, and sees the address
// confirmed and reminders on; nothing runs off the screen's side. A free learner sees what reminders are and the
// way to Pro, no form.
import { expect, test, type Page } from '@playwright/test';
import { freshProUser, freshUser, seedSession } from './api';
import { linkIn, waitForMail } from './mailbox';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function expectFits(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    return { scrollWidth: document.scrollingElement!.scrollWidth, width, wide };
  });
  expect(overflow.scrollWidth, `${what} scrolls sideways at 390 px: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(overflow.width);
}

test('a Pro learner turns reminders on for an address confirmed from its mail', async ({ page, request }) => {
  const pro = await freshProUser(request, 'remind');
  await seedSession(page, request, pro);
  await page.goto('/account');
  const section = page.getByTestId('reminders-form');
  await expect(section).toBeVisible();
  await expect(section).toContainText('At most one reminder a day');
  await expect(section).toContainText('none on a day you have already studied');
  await expect(section).toContainText('Every message has an unsubscribe link.');
  await expect(section.getByLabel('Email for reminders')).toHaveValue(pro.email);

  const address = `inbox-${pro.username}@e2e.test`;
  await section.getByLabel('Email for reminders').fill(address);
  await section.getByLabel('Send me study reminders').check({ force: true });
  await section.getByLabel('Time of day').selectOption({ label: '7:00 PM' });
  await section.getByLabel('Time zone').selectOption('America/Chicago');
  await section.getByLabel('Weekly summary').uncheck({ force: true });
  await section.getByRole('button', { name: 'Save reminders' }).tap();
  await expect(section.getByTestId('reminders-notice')).toHaveText(`Saved. Check your inbox: we sent a confirmation link to ${address}.`);
  await expect(section.getByTestId('reminders-status')).toHaveText(`Check your inbox: we sent a confirmation link to ${address}.`);
  await expect(section.getByRole('button', { name: 'Send again' })).toBeVisible();
  await expectFits(page, '/account');

  const mail = await waitForMail(address, (m) => m.subject === 'Confirm your address for study reminders');
  const link = linkIn(mail, /http:\/\/\S+\/reminders\/confirm\?token=\S+/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByTestId('reminder-confirm')).toContainText(`Your address is confirmed. Reminders will go to ${address}.`);
  await expectFits(page, '/reminders/confirm');

  await page.getByRole('link', { name: 'Go to your account' }).tap();
  await expect(page).toHaveURL(/\/account$/);
  const after = page.getByTestId('reminders-form');
  await expect(after.getByTestId('reminders-status')).toHaveText(`Reminders are on and go to ${address} (confirmed).`);
  await expect(after.getByLabel('Send me study reminders')).toBeChecked();
  await expect(after.getByLabel('Time of day')).toHaveValue('19');
  await expect(after.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await expect(after.getByLabel('Reviews due')).toBeChecked();
  await expect(after.getByLabel('Weekly summary')).not.toBeChecked();
  await expect(after.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expectFits(page, '/account (confirmed)');
});

test('a free learner sees what reminders are and the way to Pro, no form', async ({ page, request }) => {
  const free = await freshUser(request, 'remindfree');
  await seedSession(page, request, free);
  await page.goto('/account');
  const upsell = page.getByTestId('reminders-upsell');
  await expect(upsell).toContainText('With Pro, Respira emails you a short reminder');
  await expect(upsell.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByTestId('reminders-form')).toHaveCount(0);
  await expect(page.getByLabel('Email for reminders')).toHaveCount(0);
  await expectFits(page, '/account (free)');
});

// Turning reminders off by a valid key is tested against the API (tests/api/reminder-settings.test.ts): the key
// reaches a learner only in a reminder, which the pass sends.
test('the pages behind the mail links say plainly when a link cannot be used, signed out', async ({ page }) => {
  await page.goto('/reminders/confirm');
  await expect(page.getByTestId('reminder-confirm')).toContainText('This page needs the full link from the confirmation email.');
  await page.goto(`/reminders/confirm?token=1-${'a'.repeat(32)}`);
  await expect(page.getByTestId('reminder-confirm')).toContainText('This confirmation link is not valid.');
  await page.goto(`/reminders/unsubscribe?key=${'a'.repeat(32)}`);
  await expect(page.getByTestId('reminder-unsubscribe')).toContainText('This unsubscribe link is not valid.');
  await expect(page.getByRole('link', { name: 'Go to your account' })).toBeVisible();
  await expectFits(page, '/reminders/unsubscribe');
});
