import { expect, test, type Locator, type Page } from '@playwright/test';
import { clockSeconds, freshProUser, freshUser, seedSession } from './api';
import { confirmSubmit } from './helpers';
import { allReviewItems, withText } from './review';

/** An exam shell that cannot lose work (#27): confirmations, the calculator, scrolling to an item, RTE case order, pace. */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };

async function startPractice(page: Page) {
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
}
// By test id: while a modal dialog is open the page behind it is hidden from the accessibility tree.
const secondsLeft = async (page: Page) => clockSeconds((await page.getByTestId('exam-clock').textContent()) ?? '');

/** Taps on a touch device, clicks otherwise. */
async function press(loc: Locator, touch: boolean) {
  if (touch) await loc.tap();
  else await loc.click();
}

async function box(loc: Locator) {
  const b = await loc.boundingBox();
  expect(b, 'element is laid out').not.toBeNull();
  return b!;
}

for (const [label, device] of [
  ['390 px touch', PHONE],
  ['1366 px', DESKTOP],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use(device);
    const touch = 'hasTouch' in device;

    test('Submit Exam asks with the counts; Keep working keeps the clock and answers; the jump finds the first unanswered; confirm submits', async ({
      page,
      request,
    }) => {
      // A long flow of taps: room for a loaded machine, as the real-format specs give theirs.
      test.setTimeout(120_000);
      const u = await freshUser(request, 'shellsubmit');
      await seedSession(page, request, u);
      await startPractice(page);
      const answered = page.getByTestId('answered-badge');
      await press(page.getByRole('radio').nth(0), touch);
      await press(page.getByRole('button', { name: 'Next', exact: true }), touch);
      await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();
      await press(page.getByRole('button', { name: 'Flag for review' }), touch);
      await press(page.getByRole('button', { name: 'Question 100', exact: true }), touch);
      await press(page.getByRole('radio').nth(1), touch);
      await expect(answered).toHaveText('Answered: 2/100');

      await press(page.getByRole('button', { name: 'Submit Exam' }), touch);
      const ask = page.getByRole('alertdialog', { name: 'Submit your exam?' });
      await expect(ask).toBeVisible();
      await expect(ask.getByTestId('confirm-counts')).toHaveText('98 unanswered, 1 flagged.');
      // The dialog fits the screen, and focus is inside it.
      const d = await box(ask);
      const vp = page.viewportSize()!;
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x + d.width).toBeLessThanOrEqual(vp.width);
      expect(await ask.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      const before = await secondsLeft(page);
      await press(ask.getByRole('button', { name: 'Keep working' }), touch);
      await expect(ask).toHaveCount(0);
      await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
      await expect(answered).toHaveText('Answered: 2/100');
      await expect(page.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
      // The clock never stopped.
      await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(before);

      // Go to first unanswered: question 2 (question 1 is answered, 2 only flagged).
      await press(page.getByRole('button', { name: 'Submit Exam' }), touch);
      await press(ask.getByRole('button', { name: 'Go to first unanswered' }), touch);
      await expect(ask).toHaveCount(0);
      await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Flagged for review' })).toHaveAttribute('aria-pressed', 'true');

      await press(page.getByRole('button', { name: 'Question 100, answered', exact: true }), touch);
      await press(page.getByRole('button', { name: 'Submit Exam' }), touch);
      await confirmSubmit(page, 'Submit now', '98 unanswered, 1 flagged.');
      await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
      // The review shows 10 items a page: count across every page.
      expect(withText(await allReviewItems(page), 'Not answered')).toBe(98);
    });

    test('Finish Test asks while questions are unanswered; Keep working keeps the test; confirm grades it', async ({ page, request }) => {
      test.setTimeout(120_000);
      const u = await freshProUser(request, 'shellfinish');
      await seedSession(page, request, u);
      await page.goto('/create-test');
      await page.getByLabel('Number of questions').fill('2');
      await press(page.getByRole('button', { name: 'Start Test' }), touch);
      await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 2 · 0 answered');

      await press(page.getByRole('button', { name: 'Finish Test' }).first(), touch);
      const ask = page.getByRole('alertdialog', { name: 'Finish this test?' });
      await expect(ask.getByTestId('confirm-counts')).toHaveText('2 unanswered.');
      await press(ask.getByRole('button', { name: 'Keep working' }), touch);
      await expect(ask).toHaveCount(0);
      await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 2 · 0 answered');
      await expect(page.getByTestId('test-result')).toHaveCount(0);

      await press(page.getByRole('button', { name: 'Finish Test' }).first(), touch);
      await confirmSubmit(page, 'Finish now', '2 unanswered.');
      await expect(page.getByTestId('test-result')).toBeVisible();
      await expect(page.getByTestId('test-result')).toContainText('0 of 2 correct');
    });

    test('an RTE case item reads scenario, updates with the newest marked, then the question; End Section 1 always asks', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const u = await freshProUser(request, 'shellrte');
      await seedSession(page, request, u);
      await page.goto('/exam');
      await press(page.getByRole('button', { name: 'Start RTE Simulation (2027 format)' }), touch);
      await expect(page.getByText('Section 1 of 2 · Question 1 of 185', { exact: true })).toBeVisible();

      const nav = page.getByRole('navigation', { name: 'Questions' });
      const waiting = nav.getByRole('button', { name: /opens after the case item before it/ }).first();
      const second = Number(/^Question (\d+)/.exec((await waiting.getAttribute('aria-label'))!)![1]);
      await press(nav.getByRole('button', { name: new RegExp(`^Question ${second - 1}(,|$)`) }), touch);
      await expect(page.getByTestId('case-context')).toContainText(/item 1 of \d/);
      const order = () =>
        page.getByTestId('exam-item').evaluate((item) => {
          const radios = item.querySelector('[role="radiogroup"]')!;
          const question = radios.previousElementSibling!;
          const at = (el: Element | null) => (el ? el.getBoundingClientRect().top : NaN);
          return {
            scenario: at(item.querySelector('[data-testid="case-scenario"]')),
            updates: [...item.querySelectorAll('[data-testid="case-update"]')].map((u) => ({ top: at(u), text: u.textContent ?? '' })),
            question: at(question),
          };
        });
      const one = await order();
      expect(one.scenario).toBeLessThan(one.question);

      // A flagged case item asks before its lock (locking ends any chance to come back to it); Keep working keeps it open.
      await press(page.getByRole('radio').nth(1), touch);
      await press(page.getByRole('button', { name: 'Flag for review' }), touch);
      await press(page.getByRole('button', { name: 'Lock answer and open item 2' }), touch);
      const lockAsk = page.getByRole('alertdialog', { name: 'Lock this flagged answer?' });
      await expect(lockAsk).toBeVisible();
      await press(lockAsk.getByRole('button', { name: 'Keep working' }), touch);
      await expect(page.getByText('Locked: this answer is final, as the case has moved on.')).toHaveCount(0);
      await press(page.getByRole('button', { name: 'Lock answer and open item 2' }), touch);
      await confirmSubmit(page, 'Lock answer', '1 flagged.');
      await expect(page.getByText('Locked: this answer is final, as the case has moved on.')).toBeVisible();

      await press(nav.getByRole('button', { name: new RegExp(`^Question ${second}(,|$)`) }), touch);
      await expect(page.getByTestId('case-context')).toContainText(/item 2 of \d/);
      const two = await order();
      expect(two.updates.length).toBeGreaterThan(0);
      expect(two.scenario).toBeLessThan(two.updates[0]!.top);
      expect(two.updates.at(-1)!.top).toBeLessThan(two.question);
      // Only the newest update carries the New mark.
      expect(two.updates.at(-1)!.text).toContain('New');
      expect(two.updates.slice(0, -1).every((x) => !x.text.includes('New'))).toBe(true);

      const last = nav.getByRole('button').last();
      await press(last, touch);
      await press(page.getByRole('button', { name: 'End Section 1' }), touch);
      const ask = page.getByRole('alertdialog', { name: 'End section 1?' });
      await expect(ask.getByTestId('confirm-counts')).toHaveText(/^\d+ unanswered, 1 flagged\.$/);
      await press(ask.getByRole('button', { name: 'Keep working' }), touch);
      await expect(ask).toHaveCount(0);
      await expect(page.getByText(/^Section 1 of 2 · Question \d+ of 185$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Optional break' })).toHaveCount(0);
    });

    test('the calculator stays inside the screen, every key finger-sized, and adds 12 + 30 by taps', async ({ page, request }) => {
      const u = await freshUser(request, 'shellcalc');
      await seedSession(page, request, u);
      await startPractice(page);
      await expectCalculatorFits(page, touch);
    });
  });
}

async function expectCalculatorFits(page: Page, touch: boolean) {
  await press(page.getByRole('button', { name: 'Calculator', exact: true }), touch);
  const calc = page.getByRole('dialog', { name: 'Calculator' });
  await expect(calc).toBeVisible();
  const vp = page.viewportSize()!;
  const inside = async (loc: Locator, what: string) => {
    const b = await box(loc);
    expect(b.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
    expect(b.y, `${what} top edge`).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width, `${what} right edge`).toBeLessThanOrEqual(vp.width + 0.5);
    expect(b.y + b.height, `${what} bottom edge`).toBeLessThanOrEqual(vp.height + 0.5);
    return b;
  };
  await inside(calc, 'calculator');
  const keys = calc.getByRole('button');
  for (let i = 0; i < (await keys.count()); i++) {
    const k = keys.nth(i);
    const b = await inside(k, `key ${await k.getAttribute('aria-label')}`);
    expect(b.height, 'key height').toBeGreaterThanOrEqual(44);
    expect(b.width, 'key width').toBeGreaterThanOrEqual(44);
  }
  for (const name of ['1', '2', 'Plus', '3', '0', 'Equals']) await press(calc.getByRole('button', { name, exact: true }), touch);
  await expect(page.getByTestId('calculator-display')).toHaveText('42');
  // Answer keys rest while it is open, and it closes.
  await press(calc.getByRole('button', { name: 'Close calculator' }), touch);
  await expect(calc).toHaveCount(0);
}

test.describe('at 320 px touch', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });
  test('the calculator is a bottom sheet that fits, and the page scrolls Submit Exam clear of it', async ({ page, request }) => {
    const u = await freshUser(request, 'shellcalc320');
    await seedSession(page, request, u);
    await startPractice(page);
    await expectCalculatorFits(page, true);

    // Open on the last question: scrolled to the end, Submit Exam sits above the sheet, not under it.
    await page.getByRole('button', { name: 'Question 100', exact: true }).tap();
    await page.getByRole('button', { name: 'Calculator', exact: true }).tap();
    const sheet = page.getByRole('dialog', { name: 'Calculator' });
    await expect(sheet).toBeVisible();
    // Scrolled to the end, the page's last row (the grid's last number) sits above the sheet, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const s = await box(sheet);
    const lastCell = await box(page.getByRole('navigation', { name: 'Questions' }).getByRole('button').last());
    expect(lastCell.y + lastCell.height, 'last grid row above the sheet').toBeLessThanOrEqual(s.y + 1);
    // And Submit Exam can be brought whole between the header and the sheet.
    const submit = page.getByRole('button', { name: 'Submit Exam' });
    const b = await box(submit);
    await page.evaluate((dy) => window.scrollBy(0, dy), b.y + b.height - s.y + 8);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const after = await box(submit);
    expect(after.y, 'Submit Exam below the header').toBeGreaterThanOrEqual(64);
    expect(after.y + after.height, 'Submit Exam above the sheet').toBeLessThanOrEqual(s.y);
  });
});

test.describe('moving between items on a phone', () => {
  test.use(PHONE);
  test('Next and the question grid bring the new item’s top into view', async ({ page, request }) => {
    const u = await freshUser(request, 'shellscroll');
    await seedSession(page, request, u);
    await startPractice(page);
    const item = page.getByTestId('exam-item');
    const topInView = async () => {
      const b = await box(item);
      return b.y >= 0 && b.y < page.viewportSize()!.height - 80;
    };
    await page.getByRole('radio').nth(0).tap();
    // Scrolled to the bottom, the item's top has left the screen, as it does when a learner reaches Next.
    await page.getByRole('button', { name: 'Next', exact: true }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await topInView(), 'precondition: the item top is off screen').toBe(false);
    await page.getByRole('button', { name: 'Next', exact: true }).tap();
    await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();
    await expect.poll(topInView, { timeout: 3_000 }).toBe(true);

    // The grid sits below the item: tapping a number brings that item's top back up.
    await page.getByRole('button', { name: 'Question 60', exact: true }).scrollIntoViewIfNeeded();
    expect(await topInView(), 'precondition: the item top is off screen').toBe(false);
    await page.getByRole('button', { name: 'Question 60', exact: true }).tap();
    await expect(page.getByText('Question 60 of 100', { exact: true })).toBeVisible();
    await expect.poll(topInView, { timeout: 3_000 }).toBe(true);
  });
});

test('the pace line says how far behind the clock the learner is', async ({ page, request }) => {
  const u = await freshUser(request, 'shellpace');
  await seedSession(page, request, u);
  await page.clock.install();
  await startPractice(page);
  await expect(page.getByTestId('pace-status')).toContainText('On pace');
  await page.getByRole('radio').nth(0).click();
  // 100 items in 180 minutes is 108 s an item: one answered after 10 minutes is 492 s, 8 minutes, behind.
  await page.clock.fastForward('10:00');
  await expect(page.getByTestId('pace-status')).toContainText('8 min behind pace');
  await expect(page.getByTestId('pace-status')).toContainText('1 answered in 0:10:0');
});
