import { expect, test, type Page } from '@playwright/test';

/** Issue #27 point 6: the copy names the RTE first and the TMC until its end; the annual saving is computed. */

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1366, height: 900 } } },
] as const;

/** The page's visible text says no "NBRC questions" (Respira's are its own: "NBRC-style questions"). */
async function noNbrcQuestions(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/NBRC (exam )?questions/i);
  expect(text).not.toMatch(/33% (off|OFF)|Save \$12\b/);
}

for (const vp of VIEWPORTS) {
  test.describe(`at ${vp.name} size`, () => {
    test.use(vp.use);

    test('the landing page and its FAQ name the RTE from 2027 and the TMC until its end', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.hero')).toContainText('Respiratory Therapy Examination (RTE)');
      await expect(page.locator('.hero')).toContainText('1 January 2027');
      const change = page.locator('#rte');
      await expect(change.getByRole('heading', { level: 2, name: 'The board exam changes on 1 January 2027' })).toBeVisible();
      await expect(change).toContainText('185 items (160 scored, 25 unscored pretest) in 4 hours');
      await expect(change).toContainText('160 items (140 scored, 20 unscored pretest) in 3 hours');
      await expect(change).toContainText('86 of 140 for the CRT, 92 of 140 for RRT eligibility');
      await expect(change).toContainText('CSE until 31 December 2027');
      await expect(change).toContainText('Respira simulates it');

      const triggers = page.locator('.faq__trigger');
      await expect(triggers).toHaveCount(8);
      const first = triggers.first();
      await expect(first).toContainText('Which exam will I sit');
      if (vp.name === 'phone') await first.tap();
      else await first.click();
      const answer = page.locator('.faq__answer:not([hidden])');
      await expect(answer).toHaveCount(1);
      await expect(answer).toContainText("From 1 January 2027 every candidate sits the NBRC's Respiratory Therapy Examination (RTE)");
      await expect(answer).toContainText('100 breadth-of-knowledge items and 60 clinical-judgment items in case-based sets');
      await expect(answer).toContainText('Until 31 December 2026 the NBRC still gives the Therapist Multiple-Choice (TMC) exam');

      // The price answer states the saving computed from the two prices, never the spec's 33 % / $12.
      const price = triggers.filter({ hasText: 'What does Pro cost' });
      if (vp.name === 'phone') await price.tap();
      else await price.click();
      await expect(page.locator('.faq__answer:not([hidden])')).toHaveCount(1);
      await expect(page.locator('.faq__answer:not([hidden])')).toContainText('$5.99 a month, or $59.98 a year: $11.90 (17%) less');

      // "75 % is a pass" is said only of the spec's three exams.
      const timing = triggers.filter({ hasText: 'How are the practice exams timed' });
      if (vp.name === 'phone') await timing.tap();
      else await timing.click();
      await expect(page.locator('.faq__answer:not([hidden])')).toContainText("On these three, 75% or more is a pass: Respira's benchmark");
      await noNbrcQuestions(page);
      // The page stays inside the viewport: no sideways scroll from the new section.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('help and exam tips put the RTE first and state the TMC cuts; the plan card computes its saving', async ({ page }) => {
      await page.goto('/exam-tips');
      await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Tips: the RTE and the TMC' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Know the format: the RTE, from 1 January 2027' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'The TMC, until 31 December 2026' })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'NBRC RTE (from 1 January 2027)' })).toBeVisible();
      await noNbrcQuestions(page);

      await page.goto('/help');
      const which = page.getByRole('button', { name: 'Which exam does Respira prepare me for?' });
      if (vp.name === 'phone') await which.tap();
      else await which.click();
      await expect(page.getByText("every candidate sits the NBRC's Respiratory Therapy Examination (RTE)", { exact: false })).toBeVisible();
      await noNbrcQuestions(page);

      await page.goto('/subscription');
      const annual = page.getByTestId('plan-yearly');
      await expect(annual.getByText('17% OFF', { exact: true })).toBeVisible();
      await expect(annual.getByText('Save $11.90 compared to monthly', { exact: true })).toBeVisible();
      await expect(annual.getByRole('listitem').filter({ hasText: /All \d+ NBRC-style questions/ })).toHaveCount(1);
      // The spec's eight lines, Study reminders back since issue #30, and the review of misses Pro also has.
      await expect(annual.getByRole('listitem')).toHaveCount(9);
      await expect(annual.getByRole('listitem').filter({ hasText: 'Study reminders' })).toHaveCount(1);
      await noNbrcQuestions(page);
    });
  });
}

test('the free-quiz upsell names the RTE simulation and the TMC until its end', async ({ page }) => {
  await page.goto('/free-quiz');
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByRole('button', { name: i === 9 ? 'Complete Quiz' : 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Free Quiz Complete!' })).toBeVisible();
  await expect(
    page.getByText('A timed simulation of the Respiratory Therapy Examination (RTE) every candidate sits from 1 January 2027', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('A timed simulation of the TMC exam, given until 31 December 2026', { exact: false })).toBeVisible();
  await noNbrcQuestions(page);
});
