import { expect, test, type Page } from '@playwright/test';
import { seedSession } from './api';

// The admin's Mail card (issue #30) on both dashboards, on a phone: the run's server has SMTP_URL set
// (global-setup.ts), so the card names the From and counts the outbox, and it fits 390 px.
test.use({ viewport: { width: 390, height: 844 } });

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

test('both admin dashboards show the mail status and fit 390 px', async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  for (const path of ['/admin', '/admin-enhanced']) {
    await page.goto(path);
    const card = page.getByTestId('mail-status');
    await expect(card.getByRole('heading', { name: 'Mail' })).toBeVisible();
    await expect(card).toContainText(/Mail is sent from .+@/);
    await expect(card).not.toContainText('not configured');
    await expect(card.getByTestId('mail-counts')).toHaveText(/^\d+ waiting · \d+ sending · \d+ sent · \d+ failed · \d+ expired$/);
    await expectFits(page, path);
  }
});
