// Bytes sent once (issue #33), as the browser sees them: the exam result arrives with the review's first page (no
// second read for it), and a read the app asks again after a change elsewhere comes back as a bodiless 304.
import { expect, test, type Response } from '@playwright/test';
import { freshProUser, seedSession } from './api';

test('the result brings its first review page, and the topic list asked again is a 304', async ({ page, request }) => {
  test.setTimeout(90_000);
  const u = await freshProUser(request, 'bytesonce');
  const auth = { authorization: `Bearer ${u.token}` };
  const started = await request.post('/api/exams/start', { headers: auth, data: { examType: 'practice' } });
  expect(started.status()).toBe(201);
  const { examSessionId } = (await started.json()) as { examSessionId: string };
  await page.addInitScript(
    ([id]) => localStorage.setItem(`respira_exam_${id}`, JSON.stringify({ answers: Array<null>(100).fill(null), flags: [], index: 99 })),
    [examSessionId] as const,
  );
  await seedSession(page, request, u);

  const reads: Response[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'GET' && r.url().includes('/trpc/')) reads.push(r);
  });
  const topicReads = () => reads.filter((r) => decodeURIComponent(new URL(r.url()).pathname).split(',').includes('/trpc/learner.topics'));

  await page.goto('/quiz');
  await expect(page.getByRole('heading', { name: 'Choose Your Challenge' })).toBeVisible();
  await expect.poll(() => topicReads().length).toBe(1);
  expect(topicReads()[0]!.status()).toBe(200);

  await page.getByRole('link', { name: 'Exam Mode' }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  // Every question is blank: the exam asks before it submits.
  await page.getByRole('alertdialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  await expect(page.getByTestId('review-item')).toHaveCount(10);
  await expect(page.getByTestId('review-page')).toHaveText('Page 1 of 10');
  expect(reads.filter((r) => r.url().includes('learner.attemptReview'))).toEqual([]);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('review-page')).toHaveText('Page 2 of 10');
  expect(reads.filter((r) => r.url().includes('learner.attemptReview'))).toHaveLength(1);

  // The submit marked every learner read stale; the topic picker asks again, and the unchanged list is a 304.
  await page.getByRole('link', { name: 'Practice', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Challenge' })).toBeVisible();
  await expect.poll(() => topicReads().length).toBe(2);
  expect(topicReads()[1]!.status()).toBe(304);
  await expect(page.locator('[data-testid^="topic-card-"]').first()).toBeVisible();
});
