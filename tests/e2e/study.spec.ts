import { expect, test, type Page } from '@playwright/test';
import { freshProUser, getJson, seedSession, toast } from './api';
import { confirmSubmit } from './helpers';

interface Question {
  id: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
}
const TOPIC = 'Blood Gas Analysis';

/** The question on screen, found by its text in the topic's list (GET /api/questions/:id, which carries keys). */
async function onScreen(page: Page, bank: Question[]): Promise<Question> {
  const text = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
  const q = bank.find((b) => b.questionText === text);
  expect(q, `the question on screen is one of ${TOPIC}'s`).toBeTruthy();
  return q!;
}
const option = (page: Page, letter: string) => page.getByRole('radio', { name: new RegExp(`^${letter}\\.`) });
const wrongOf = (q: Question) => (q.correctAnswer === 'A' ? 'B' : 'A');

async function chooseOnly(page: Page, topic: string) {
  await page.getByRole('button', { name: 'Clear all topics' }).click();
  await page.getByRole('checkbox', { name: topic }).check();
}

test('a Pro learner misses in a tutor test, finds it in Incorrect, marks and notes it, resumes a timed test after a reload and reviews it', async ({
  page,
  request,
}) => {
  const u = await freshProUser(request, 'studier');
  const topics = await getJson<{ id: number; name: string }[]>(request, '/api/topics');
  const topicId = topics.find((t) => t.name === TOPIC)!.id;
  const bank = await getJson<Question[]>(request, `/api/questions/${topicId}`, u.token);
  await seedSession(page, request, u);

  // The header's practice entry leads to the builder.
  await page.goto('/dashboard');
  await expect(page.getByTestId('review-due-card')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Test' }).click();
  await expect(page).toHaveURL(/\/create-test$/);
  await expect(page.getByRole('heading', { name: 'Create a Test' })).toBeVisible();
  await expect(page.getByTestId('pool-count-incorrect')).toHaveText('0');
  await expect(page.getByTestId('pool-count-unused')).toHaveText(
    String((await getJson<{ questionCount: number }[]>(request, '/api/topics')).reduce((n, t) => n + t.questionCount, 0)),
  );

  // A tutor test of two unused Blood Gas questions.
  await chooseOnly(page, TOPIC);
  await page.getByLabel('Number of questions').fill('2');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(/\/create-test\?test=\d+$/);
  await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 2 · 0 answered');

  const first = await onScreen(page, bank);
  await option(page, wrongOf(first)).click();
  await page.getByRole('button', { name: /^Sure/ }).click();
  await expect(page.getByRole('button', { name: /^Sure/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByTestId('feedback')).toContainText(`✗ Incorrect. The correct answer is ${first.correctAnswer}.`);
  await expect(page.getByTestId('explanation')).toBeVisible();
  await page.getByRole('button', { name: 'Misread the question' }).click();
  await expect(page.getByRole('button', { name: 'Misread the question' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: '⚐ Flag for review' }).click();
  await expect(page.getByRole('button', { name: '⚑ Flagged for review' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '✎ Add a note' }).click();
  await page.getByLabel('Your note (only you see it)').fill('Check the PaCO2 direction first.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();

  await page.getByRole('button', { name: 'Next Question →' }).click();
  const second = await onScreen(page, bank);
  await option(page, second.correctAnswer).click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByTestId('feedback')).toContainText('✓ Correct!');
  await page.getByRole('button', { name: 'Finish Test' }).last().click();
  // Both answered, one marked: Finish Test asks first.
  await confirmSubmit(page, 'Finish now', '1 flagged.');
  await expect(page.getByTestId('test-result')).toContainText('50%');
  await expect(page.getByTestId('test-result')).toContainText('1 of 2 correct');
  // The note shows with its question in the review.
  await expect(page.getByLabel('Your note (only you see it)')).toHaveValue('Check the PaCO2 direction first.');

  // The miss is in the Incorrect pool, the flag in Flagged.
  await page.getByRole('link', { name: 'Create another test' }).click();
  await expect(page.getByTestId('pool-count-incorrect')).toHaveText('1');
  await expect(page.getByTestId('pool-count-marked')).toHaveText('1');

  // A timed test: answers are saved without a verdict, a reload resumes it with its clock.
  await page.getByRole('radio', { name: /^Timed/ }).check();
  await page.getByRole('checkbox', { name: /^Unused/ }).uncheck();
  await page.getByRole('checkbox', { name: /^All/ }).check();
  await chooseOnly(page, TOPIC);
  await page.getByLabel('Number of questions').fill('2');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByTestId('countdown')).toContainText(/2:1[0-5]/);
  const timedUrl = page.url();
  const t1 = await onScreen(page, bank);
  await option(page, wrongOf(t1)).click();
  await expect(page.getByTestId('question-counter')).toHaveText('Question 1 of 2 · 1 answered');
  await expect(page.getByTestId('feedback')).toHaveCount(0);

  await page.reload();
  await expect(page).toHaveURL(timedUrl);
  await expect(page.getByTestId('question-counter')).toHaveText('Question 2 of 2 · 1 answered');
  await expect(page.getByTestId('countdown')).toBeVisible();
  await page.getByRole('button', { name: '← Previous' }).click();
  await expect(option(page, wrongOf(t1))).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Next Question →' }).click();
  const t2 = await onScreen(page, bank);
  await option(page, t2.correctAnswer).click();
  await expect(page.getByTestId('question-counter')).toHaveText('Question 2 of 2 · 2 answered');
  await expect(page.getByTestId('feedback')).toHaveCount(0);
  await page.getByRole('button', { name: 'Finish Test' }).last().click();
  // The question marked above may be one of these two: then Finish Test asks.
  await expect(page.getByRole('heading', { name: 'Test review' }).or(page.getByRole('alertdialog'))).toBeVisible();
  if (await page.getByRole('alertdialog').isVisible()) await confirmSubmit(page, 'Finish now', '1 flagged.');

  // The review: every question with the answer given, the key and the explanation.
  await expect(page.getByRole('heading', { name: 'Test review' })).toBeVisible();
  await expect(page.getByTestId('test-result')).toContainText('1 of 2 correct');
  const items = page.getByTestId('review-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('✗ Incorrect');
  await expect(items.nth(0).getByTestId('explanation')).toBeVisible();
  await expect(items.nth(1)).toContainText('✓ Correct');

  // The dashboard counts both tests and shows the review card.
  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-attempts')).toContainText('Custom test');
  await expect(page.getByTestId('review-due-value')).toHaveText(/^\d+$/);
  await page.getByTestId('review-due-card').getByRole('link', { name: 'Start review' }).click();
  await expect(page.getByRole('heading', { name: 'Spaced review' })).toBeVisible();
  await expect(page.getByTestId('miss-group').first()).toContainText('Misread the question');
});

test('a free learner sees what Create Test does and the way to Pro', async ({ page, request }) => {
  await seedSession(page, request, 'free');
  await page.goto('/create-test');
  await expect(page.getByRole('heading', { name: 'Create a Test' })).toBeVisible();
  await expect(page.getByText('Creating tests is part of Respira Pro.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
});

test('at 1024 px a student’s full header, Create Test included, fits on one line', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await seedSession(page, request, 'free');
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create Test' })).toBeVisible();
  const fits = await page
    .locator('.site-header__bar')
    .evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height <= 64);
  expect(fits).toBe(true);
});

test('the builder, a tutor test, its review and /review fit a 360 px phone', async ({ page, request }) => {
  const u = await freshProUser(request, 'narrowstudy');
  await page.setViewportSize({ width: 360, height: 740 });
  await seedSession(page, request, u);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto('/create-test');
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  expect(await overflow(), 'builder').toBeLessThanOrEqual(0);
  await page.getByLabel('Number of questions').fill('1');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await option(page, 'A').click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  expect(await overflow(), 'tutor feedback').toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Finish Test' }).last().click();
  await expect(page.getByTestId('test-result')).toBeVisible();
  expect(await overflow(), 'review').toBeLessThanOrEqual(0);
  await page.goto('/review');
  await expect(page.getByTestId('review-due-count')).toBeVisible();
  expect(await overflow(), '/review').toBeLessThanOrEqual(0);
});

test('an unfinished test waits under Continue a test, and /review shows progress by outline section and starts a test of the three weakest topics', async ({
  page,
  request,
}) => {
  const u = await freshProUser(request, 'resumer');
  await seedSession(page, request, u);
  await page.goto('/create-test');
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await option(page, 'A').click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByTestId('feedback')).toBeVisible();
  const url = page.url();

  await page.goto('/dashboard');
  await page.getByTestId('review-due-card').getByRole('link', { name: 'Create a Test' }).click();
  await expect(page.getByTestId('open-tests')).toContainText('Tutor test · 1 of 3 answered');
  await page.getByTestId('open-tests').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('question-counter')).toHaveText('Question 2 of 3 · 1 answered');

  await page.goto('/review');
  await expect(page.getByTestId('outline-progress')).toContainText('Patient Data');
  await expect(page.getByTestId('outline-progress')).toContainText(/1 \/ \d+/);
  await expect(page.getByTestId('weakest-topics')).not.toBeEmpty();
  await page.getByRole('button', { name: 'Test my 3 weakest topics' }).click();
  await expect(page).toHaveURL(/\/create-test\?test=\d+$/);
  await expect(page.getByTestId('question-counter')).toHaveText(/^Question 1 of 20 · 0 answered$/);
});

test('on a 390 px phone a timed test keeps its clock and count on screen while the item scrolls', async ({ page, request }) => {
  const u = await freshProUser(request, 'stickytimed');
  // A short screen (a phone with its keyboard or browser bars up): any drawn item, however short, scrolls past it.
  await page.setViewportSize({ width: 390, height: 500 });
  await seedSession(page, request, u);
  await page.goto('/create-test');
  await page.getByRole('radio', { name: /^Timed/ }).check();
  await page.getByLabel('Number of questions').fill('3');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY), 'the page scrolls').toBeGreaterThan(100);
  await expect(page.getByTestId('countdown')).toBeInViewport();
  await expect(page.getByTestId('question-counter')).toBeInViewport();
  const header = await page.locator('header').boundingBox();
  const bar = await page.getByTestId('test-status-bar').boundingBox();
  expect(bar!.y, 'the bar sits below the header').toBeGreaterThanOrEqual(header!.y + header!.height - 1);
});
