import { expect, test, type Page } from '@playwright/test';
import { freshProUser, freshUser, seedSession, toast } from './api';
import { allReviewItems, withText } from './review';

/** The focused element draws a visible focus indicator (an outline of at least 1 px). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const cs = getComputedStyle(document.activeElement as HTMLElement);
    return { style: cs.outlineStyle, width: parseFloat(cs.outlineWidth), shadow: cs.boxShadow };
  });
  expect(ring.style !== 'none' && ring.width >= 1 ? 'outline' : ring.shadow !== 'none' ? 'shadow' : 'none', JSON.stringify(ring)).not.toBe(
    'none',
  );
}

test('the free quiz works by keyboard alone, with a visible focus ring and the flagged question reviewed at the end', async ({ page }) => {
  await page.goto('/free-quiz');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  const options = page.getByRole('radio');

  // Enter with nothing chosen explains itself instead of doing nothing.
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Please select an answer')).toBeVisible();
  await expect(page.getByTestId('feedback')).toHaveCount(0);

  // Tab reaches the options; the focused one is visibly marked; arrow keys move and choose.
  await options.first().focus();
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeFocused();
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expectVisibleFocus(page);
  await page.keyboard.press('c');
  await expect(options.nth(2)).toHaveAttribute('aria-checked', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByRole('button', { name: 'Flagged for review' })).toHaveAttribute('aria-pressed', 'true');
  const flaggedText = (await page.getByRole('heading', { level: 2 }).first().textContent())!.trim();
  await options.nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('feedback')).toHaveText(/^(Correct!|Incorrect)$/);
  // Colour is not the only signal: the key is named in words.
  await expect(options.filter({ hasText: '✓ Correct answer' })).toHaveCount(1);
  await page.keyboard.press('Enter');

  for (let i = 1; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
    await page.keyboard.press('a');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Free Quiz Complete!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Flagged for review (1)' })).toBeVisible();
  const review = page.getByTestId('flagged-question');
  await expect(review).toHaveCount(1);
  await expect(review).toContainText(flaggedText);
  await expect(review).toContainText('— correct answer');
  await expect(review.getByTestId('explanation')).not.toBeEmpty();
});

test('a topic quiz asks for an answer on Enter and reviews flagged questions with their key', async ({ page, request }) => {
  const u = await freshProUser(request, 'keys');
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await page
    .getByTestId(/^topic-card-/)
    .first()
    .getByRole('button', { name: 'Start Quiz' })
    .click();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  const total = Number(/of (\d+)/.exec((await page.getByTestId('question-counter').textContent())!)![1]);

  await page.keyboard.press('Enter');
  await expect(toast(page, 'Please select an answer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();

  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await page.keyboard.press('b');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('feedback')).toBeVisible();
    // Flagging still works once the answer is in.
    if (i < 2) await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: i === total - 1 ? 'Complete Quiz' : 'Next Question' }).click();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Complete' })).toBeVisible();
  await expect(toast(page, 'Quiz completed!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Flagged for review (2)' })).toBeVisible();
  const review = page.getByTestId('flagged-question');
  await expect(review).toHaveCount(2);
  for (const item of await review.all()) {
    await expect(item).toContainText('— correct answer');
    await expect(item).toContainText('your answer');
  }
});

test('in the exam, letters answer, Enter moves on, and on the last question Enter leads to Submit Exam', async ({ page, request }) => {
  const u = await freshUser(request, 'examkeys');
  await seedSession(page, request, u);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
  const options = page.getByRole('radio');

  await page.keyboard.press('c');
  await expect(options.nth(2)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Answered: 1/100', { exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();

  // Pressing Enter on Next to reach the last question does not turn into submitting with the next press.
  await page.getByRole('button', { name: 'Question 99', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Exam' })).not.toBeFocused();
  await options.first().click();
  await page.keyboard.press('Enter');
  // One Enter never ends an exam: it brings the learner to the button.
  const submitBtn = page.getByRole('button', { name: 'Submit Exam' });
  await expect(submitBtn).toBeFocused();
  await expectVisibleFocus(page);
  await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
  // The second Enter presses Submit Exam, which asks first (98 are unanswered); Escape cancels, letters change nothing
  // behind the dialog, and the confirm button works by keyboard too.
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await expect(ask.getByTestId('confirm-counts')).toHaveText('98 unanswered.');
  await page.keyboard.press('b');
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(options.first()).toHaveAttribute('aria-checked', 'true');
  await expect(submitBtn).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Submit now' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  const review = await allReviewItems(page);
  expect(review).toHaveLength(100);
  expect(withText(review, 'Not answered')).toBe(98);
});

test('submitting an answer moves nothing: Next Question appears where Submit Answer was, options stay put', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/free-quiz');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  const options = page.getByRole('radio');
  await options.nth(1).click();
  const submitBtn = page.getByRole('button', { name: 'Submit Answer' });
  // Positions on the page, not in the viewport: clicking may scroll.
  const pageTop = (el: Element) => Math.round(el.getBoundingClientRect().top + window.scrollY);
  const before = await submitBtn.evaluate(pageTop);
  const optionTops = await options.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)));
  await submitBtn.click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  await expect(options.filter({ hasText: '✓ Correct answer' })).toHaveCount(1);
  const after = await page.getByRole('button', { name: 'Next Question' }).evaluate(pageTop);
  expect(Math.abs(after - before), 'the button did not move').toBeLessThanOrEqual(1);
  expect(await options.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + window.scrollY)))).toEqual(
    optionTops,
  );
});
