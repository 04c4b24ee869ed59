import { expect, type Page } from '@playwright/test';

/**
 * The text of every item of a finished attempt's review, walking its pages from the first (the review shows 10 a
 * page: issue #27). Leaves the review on its last page.
 */
export async function allReviewItems(page: Page): Promise<string[]> {
  const review = page.getByTestId('attempt-review');
  await expect(review.getByTestId('review-item').first()).toBeVisible();
  const pager = review.getByTestId('review-page');
  const pages = (await pager.count()) === 0 ? 1 : Number(/of (\d+)$/.exec((await pager.textContent()) ?? '')?.[1]);
  const texts: string[] = [];
  for (let p = 1; p <= pages; p++) {
    if (pages > 1) await expect(pager).toHaveText(`Page ${p} of ${pages}`);
    await expect(review).toHaveAttribute('aria-busy', 'false');
    texts.push(...(await review.getByTestId('review-item').allTextContents()));
    if (p < pages) await review.getByRole('button', { name: 'Next page' }).click();
  }
  return texts;
}

/** How many of `items` contain `text`, ignoring case (as Playwright's hasText does). */
export const withText = (items: string[], text: string) => items.filter((t) => t.toLowerCase().includes(text.toLowerCase())).length;
