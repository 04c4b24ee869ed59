import { expect, test, type Page } from '@playwright/test';
import { freshProUser, seedSession } from './api';

/** Interactive elements on screen that a screen reader would announce without a name. */
async function unnamed(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    const els = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], [role=tab]',
    );
    for (const el of els) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      let name = el.getAttribute('aria-label') ?? '';
      const lb = el.getAttribute('aria-labelledby');
      if (!name && lb)
        name = lb
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      if (!name && (el as HTMLInputElement).labels?.length)
        name = [...(el as HTMLInputElement).labels!].map((l) => l.textContent).join(' ');
      if (!name) name = el.textContent ?? '';
      if (!name) name = el.getAttribute('title') ?? el.getAttribute('placeholder') ?? '';
      if (!name.trim()) bad.push(el.outerHTML.slice(0, 160));
    }
    return bad;
  });
}

test('every control on the learner screens has a name (label, text or aria-label)', async ({ page, request }) => {
  const u = await freshProUser(request, 'names');
  for (const path of ['/', '/auth', '/free-quiz', '/subscription', '/terms', '/help']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await unnamed(page), path).toEqual([]);
  }
  await seedSession(page, request, u);
  for (const path of ['/dashboard', '/quiz', '/exam', '/account']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await unnamed(page), path).toEqual([]);
  }
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Start Quiz' }).first().click();
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeEnabled();
  expect(await unnamed(page), 'quiz in progress').toEqual([]);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(page.getByText('Question 1 of 100')).toBeVisible();
  expect(await unnamed(page), 'exam in progress').toEqual([]);
});
