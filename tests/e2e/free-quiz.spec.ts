import { expect, test } from '@playwright/test';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

test('a visitor takes the free quiz: 10 questions, feedback, score, and Try Again', async ({ page }) => {
  await page.goto('/free-quiz');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();

  const options = page.getByRole('radio');
  const submitBtn = page.getByRole('button', { name: 'Submit Answer' });
  const feedback = page.getByText(/^(Correct!|Incorrect)$/);
  let correctSeen = 0;

  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${(i + 1) * 10}% complete`, { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((i + 1) * 10));
    await expect(page.getByTestId('topic-tag')).not.toBeEmpty();
    await expect(page.getByTestId('difficulty')).toHaveText(/^[A-Z]/);
    const labels = await options.allTextContents();
    const count = labels.length;
    expect(count).toBeGreaterThanOrEqual(2);
    expect(labels.map((l) => l.trim().slice(0, 2))).toEqual(LETTERS.slice(0, count).map((l) => `${l})`));
    await expect(submitBtn).toBeDisabled();

    const idx = i % count;
    if (i % 3 === 0) {
      await page.keyboard.press(LETTERS[idx]!.toLowerCase());
      await expect(options.nth(idx)).toHaveAttribute('aria-checked', 'true');
      await expect(submitBtn).toBeEnabled();
      await page.keyboard.press('Enter');
    } else {
      await options.nth(idx).click();
      await expect(submitBtn).toBeEnabled();
      await submitBtn.click();
    }

    await expect(feedback).toBeVisible();
    const verdict = (await feedback.textContent())!.trim();
    // The feedback agrees with the marked options: the pick is the key exactly when it says Correct!.
    if (verdict === 'Correct!') {
      correctSeen++;
      await expect(options.nth(idx)).toContainText('Correct answer');
    } else {
      await expect(options.nth(idx)).toContainText('Your answer');
      await expect(options.filter({ hasText: 'Correct answer' })).toHaveCount(1);
    }
    await expect(page.getByTestId('explanation')).not.toBeEmpty();
    await expect(page.getByText(/^Difficulty: [A-Z]/)).toBeVisible();
    if (i === 0) {
      // Options lock after submitting.
      const other = (idx + 1) % count;
      await expect(options.nth(other)).toHaveAttribute('aria-disabled', 'true');
      await options.nth(other).click({ force: true });
      await expect(options.nth(other)).toHaveAttribute('aria-checked', 'false');
      await expect(options.nth(idx)).toHaveAttribute('aria-checked', 'true');
    }

    const last = i === 9;
    await page.getByRole('button', { name: last ? 'Complete Quiz' : 'Next Question' }).click();
  }

  await expect(page.getByRole('heading', { level: 1, name: 'Free Quiz Complete!' })).toBeVisible();
  await expect(page.getByText(`You scored ${correctSeen} out of 10 questions correctly`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('free-quiz-score')).toHaveText(`${correctSeen * 10}%`);
  await expect(page.getByRole('link', { name: 'Get Full Access' })).toHaveAttribute('href', '/subscription');
  await expect(page.locator('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expect(page.getByText('10% complete', { exact: true })).toBeVisible();
  await expect(submitBtn).toBeDisabled();
  await expect(feedback).toHaveCount(0);
});
