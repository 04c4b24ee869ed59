import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { freshProUser, seedSession, type Fresh } from './api';

/** A practice exam started over the API with every answer waiting in this browser: the first 85 right, the last 15 wrong. */
async function preparedExam(page: Page, request: APIRequestContext, u: Fresh) {
  const auth = { authorization: `Bearer ${u.token}` };
  const res = await request.post('/api/exams/start', { headers: auth, data: { examType: 'practice' } });
  expect(res.status()).toBe(201);
  const exam = (await res.json()) as { examSessionId: string; questions: { id: number; topicId: number; options: string[] }[] };
  const keys = new Map<number, string>();
  for (const topicId of new Set(exam.questions.map((q) => q.topicId))) {
    const list = await request.get(`/api/questions/${topicId}`, { headers: auth });
    for (const q of (await list.json()) as { id: number; correctAnswer: string }[]) keys.set(q.id, q.correctAnswer);
  }
  const answers = exam.questions.map((q, i) => {
    const key = keys.get(q.id)!;
    return i < 85 ? key : ['A', 'B', 'C', 'D'].slice(0, q.options.length).find((l) => l !== key)!;
  });
  await page.addInitScript(([id, saved]) => localStorage.setItem(`respira_exam_${id}`, saved), [
    exam.examSessionId,
    JSON.stringify({ answers, flags: [], index: 99 }),
  ] as const);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const device of ['phone', 'desktop'] as const) {
  test.describe(`history on a ${device}`, () => {
    if (device === 'phone') test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    else test.use({ viewport: { width: 1366, height: 900 } });

    test('an exam finished is reopened from the dashboard’s History, its review filtered to Incorrect and paged', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const press = (l: Locator) => (device === 'phone' ? l.tap() : l.click());
      const u = await freshProUser(request, `hist${device}`);
      await preparedExam(page, request, u);
      await seedSession(page, request, u);
      await page.goto('/exam');
      await expect(page.getByText('Answered: 100/100', { exact: true })).toBeVisible();
      await press(page.getByRole('button', { name: 'Submit Exam' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
      await expect(page.getByTestId('exam-score')).toHaveText('85%');
      // Right after the exam the review is paged too: 10 of 100.
      await expect(page.getByTestId('review-item')).toHaveCount(10);
      await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 10');

      await press(page.getByRole('link', { name: 'Back to Dashboard' }));
      const recent = page.getByTestId('recent-attempts').getByRole('link').first();
      await expect(recent).toContainText('Practice Exam');
      await expect(recent).toHaveAttribute('href', /^\/history\/\d+$/);
      await press(page.locator('main').getByRole('link', { name: 'History', exact: true }));
      await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
      await expect(page).toHaveTitle('History · Respira');
      const row = page.getByTestId('history-row').first();
      await expect(row).toContainText('Practice Exam');
      await expect(row).toContainText('85/100 correct');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

      await press(row.getByRole('link'));
      await expect(page).toHaveURL(/\/history\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
      await expect(page.getByTestId('exam-score')).toHaveText('85%');
      await expect(page.getByText('85/100', { exact: true })).toBeVisible();
      await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 10');

      const incorrect = page.getByRole('button', { name: 'Incorrect (15)' });
      await press(incorrect);
      await expect(incorrect).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('review-showing')).toHaveText('Questions 1–10 of 15 shown');
      await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 2');
      const items = page.getByTestId('review-item');
      await expect(items).toHaveCount(10);
      await expect(items.filter({ hasText: '✗ Incorrect' })).toHaveCount(10);
      await expect(items.first()).toContainText('Question 86');
      expect(await noSideScroll(page)).toBeLessThanOrEqual(0);

      await press(page.getByRole('button', { name: 'Next page' }));
      await expect(page.getByTestId('review-page')).toHaveText('Page 2 of 2');
      await expect(items).toHaveCount(5);
      await expect(items.filter({ hasText: '✗ Incorrect' })).toHaveCount(5);
      await expect(items.first()).toContainText('Question 96');
      await expect(items.last()).toContainText('Question 100');
      await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
      // The top of the new page is on screen, not the pager the learner tapped.
      await expect(page.getByRole('heading', { name: 'Review every question' })).toBeInViewport();

      await press(page.getByRole('button', { name: 'Previous page' }));
      await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 2');
      await press(page.getByRole('button', { name: 'All (100)' }));
      await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 10');
      await expect(items.first()).toContainText('Question 1');
      await expect(items.first()).toContainText('✓ Correct');

      // The exam center leads to History as well.
      await page.goto('/exam');
      await expect(page.locator('main').getByRole('link', { name: 'History', exact: true })).toHaveAttribute('href', '/history');
    });
  });
}

test('another learner’s attempt is not found, and a learner with no history is told so', async ({ page, request }) => {
  const owner = await freshProUser(request, 'histowner');
  const saved = await request.post('/api/quiz-attempts', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { topicId: null, score: 70, totalQuestions: 100, examType: 'practice' },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  const other = await freshProUser(request, 'histother');
  await seedSession(page, request, other);
  await page.goto(`/history/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attempt not found' })).toBeVisible();
  await page.goto('/history');
  await expect(page.getByText('Nothing finished yet.', { exact: false })).toBeVisible();
});
