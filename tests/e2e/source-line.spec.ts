import { expect, test } from '@playwright/test';

// Issue #17: under the explanation a learner sees the reference the item was checked against and when.
test('a learner sees the source and review date under the explanation, only after answering', async ({ page }) => {
  await page.goto('/free-quiz');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  const source = page.getByTestId('explanation-source');
  await expect(source).toHaveCount(0);

  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();

  await expect(page.getByTestId('explanation')).toContainText('Correct Answer:');
  await expect(source).toBeVisible();
  // Issue #29: a review date only for a real review, else the day it was written; either as D MMM YYYY.
  await expect(source).toHaveText(/^Source: .{10,} · (Reviewed|Not reviewed since written) \d{1,2} [A-Z][a-z]{2} \d{4}$/);
});
