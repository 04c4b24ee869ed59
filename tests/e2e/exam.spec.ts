import { expect, test, type Page } from '@playwright/test';
import { clockSeconds, freshProUser, freshUser, seedSession, toast } from './api';
import { confirmSubmit, registerFresh } from './helpers';
import { allReviewItems, withText } from './review';

const THREE_HOURS = 3 * 60 * 60;

function clock(page: Page) {
  return page.getByRole('timer');
}
async function secondsLeft(page: Page): Promise<number> {
  return clockSeconds((await clock(page).textContent()) ?? '');
}
/** The text of the question on screen (the paragraph right before the options). */
async function questionText(page: Page): Promise<string> {
  const group = page.getByRole('radiogroup');
  return (await group.evaluate((el) => (el.previousElementSibling as HTMLElement | null)?.textContent ?? '')).trim();
}

async function startPracticeExam(page: Page) {
  await page.goto('/exam');
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
}

test('a Pro learner takes the Practice Exam: clock, answers, flags, navigation, reload resume and results', async ({ page, request }) => {
  const u = await freshProUser(request, 'examiner');
  await seedSession(page, request, u);
  await page.goto('/exam');
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  for (const name of ['Practice Exam', 'CRT Simulation', 'RRT Simulation']) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();

  const started = toast(page, 'Exam Started');
  await expect(started).toBeVisible();
  await expect(started).toContainText('Practice Exam');
  await expect(started).toContainText('100');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Exam' })).toBeVisible();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();

  await expect(clock(page)).toHaveText(/^\D*\d:\d{2}:\d{2}\s*$/);
  const atStart = await secondsLeft(page);
  expect(atStart).toBeLessThanOrEqual(THREE_HOURS);
  expect(atStart).toBeGreaterThan(THREE_HOURS - 60);

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const answered = page.getByText(/^Answered: \d+\/100$/);
  const flagged = page.getByText(/^Flagged: \d+$/);
  const options = page.getByRole('radio');
  await expect(previous).toBeDisabled();
  await expect(answered).toHaveText('Answered: 0/100');
  await expect(flagged).toHaveText('Flagged: 0');

  // Question 1: click A.
  const q1 = await questionText(page);
  await options.nth(0).click();
  await expect(options.nth(0)).toHaveAttribute('aria-checked', 'true');
  await expect(answered).toHaveText('Answered: 1/100');
  await next.click();

  // Question 2: C, and flag it.
  await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();
  await expect(previous).toBeEnabled();
  const q2 = await questionText(page);
  expect(q2).not.toBe(q1);
  await options.nth(2).click();
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(flagged).toHaveText('Flagged: 1');
  await expect(answered).toHaveText('Answered: 2/100');
  // The toggle is the one control named for flags, and it says what state it is in.
  const toggle = page.getByRole('button', { name: /flag/i });
  await expect(toggle).toHaveText('⚑ Flagged for review');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await next.click();

  // Question 3 by keyboard: B, then Enter moves on.
  await expect(page.getByText('Question 3 of 100', { exact: true })).toBeVisible();
  await page.keyboard.press('b');
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(answered).toHaveText('Answered: 3/100');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 4 of 100', { exact: true })).toBeVisible();

  // Answers can be changed: back to question 3, pick D instead.
  await previous.click();
  await expect(page.getByText('Question 3 of 100', { exact: true })).toBeVisible();
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'true');
  await options.nth(3).click();
  await expect(options.nth(3)).toHaveAttribute('aria-checked', 'true');
  await expect(options.nth(1)).toHaveAttribute('aria-checked', 'false');
  await expect(answered).toHaveText('Answered: 3/100');

  // Jump to question 50 from the question grid, then back one.
  await page.getByRole('button', { name: 'Question 50', exact: true }).click();
  await expect(page.getByText('Question 50 of 100', { exact: true })).toBeVisible();
  await previous.click();
  await expect(page.getByText('Question 49 of 100', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Question 2, answered, marked for review$/ }).click();
  await expect(page.getByText('Question 2 of 100', { exact: true })).toBeVisible();
  expect(await questionText(page)).toBe(q2);
  await expect(options.nth(2)).toHaveAttribute('aria-checked', 'true');

  // Let the clock visibly run, then reload: the same exam comes back with answers, flag and a running clock.
  await expect.poll(() => secondsLeft(page), { timeout: 15_000 }).toBeLessThanOrEqual(atStart - 2);
  const beforeReload = await secondsLeft(page);
  await page.reload();
  await expect(page.getByText(/^Question \d+ of 100$/)).toBeVisible();
  await expect(answered).toHaveText('Answered: 3/100');
  await expect(flagged).toHaveText('Flagged: 1');
  const afterReload = await secondsLeft(page);
  expect(afterReload).toBeLessThanOrEqual(beforeReload);
  expect(afterReload).toBeGreaterThan(beforeReload - 60);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(afterReload);

  await page.getByRole('button', { name: /^Question 1, answered$/ }).click();
  expect(await questionText(page)).toBe(q1);
  await expect(options.nth(0)).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: /^Question 2, answered, marked for review$/ }).click();
  expect(await questionText(page)).toBe(q2);
  await expect(options.nth(2)).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: /^Question 3, answered$/ }).click();
  await expect(options.nth(3)).toHaveAttribute('aria-checked', 'true');

  // The last question has Submit Exam instead of Next.
  await page.getByRole('button', { name: 'Question 100', exact: true }).click();
  await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
  await expect(next).toHaveCount(0);
  // Submit Exam asks first, naming what is left open; Keep working leaves the exam exactly as it was.
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await expect(ask.getByTestId('confirm-counts')).toHaveText('97 unanswered, 1 flagged.');
  await ask.getByRole('button', { name: 'Keep working' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
  await expect(answered).toHaveText('Answered: 3/100');
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await confirmSubmit(page, 'Submit now', '97 unanswered, 1 flagged.');

  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  // Three answers out of 100 cannot pass: at most 3%.
  await expect(page.getByTestId('exam-score')).toHaveText(/^[0-3]%$/);
  await expect(page.getByText('Keep studying - You can do better!', { exact: true })).toBeVisible();
  await expect(page.getByText('Congratulations! Passing Score')).toHaveCount(0);
  await expect(page.getByText(/^[0-3]\/100$/)).toBeVisible();
  await expect(page.getByText('Time spent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('exam-performance')).toHaveText('Needs Work');

  // Per-topic breakdown: correct/total and percent per topic, totals adding up to 100.
  await expect(page.getByRole('heading', { name: 'Performance by topic' })).toBeVisible();
  const bodyRows = page.getByRole('table').locator('tbody tr');
  const correctCells = (await bodyRows.locator('td:nth-child(2)').allTextContents()).map((t) => t.trim());
  const percentCells = (await bodyRows.locator('td:nth-child(3)').allTextContents()).map((t) => t.trim());
  expect(correctCells.length).toBeGreaterThan(1);
  let sum = 0;
  correctCells.forEach((cell, r) => {
    const m = /^(\d+)\/(\d+)$/.exec(cell);
    expect(m, `correct/total cell "${cell}"`).not.toBeNull();
    sum += Number(m![2]);
    expect(percentCells[r]).toBe(`${Math.round((100 * Number(m![1])) / Number(m![2]))}%`);
  });
  expect(sum).toBe(100);

  // Question review: every question (10 a page), the 97 untouched ones marked as not answered.
  await expect(page.getByTestId('review-item').first()).toContainText(q1);
  const review = await allReviewItems(page);
  expect(review).toHaveLength(100);
  expect(withText(review, 'Not answered')).toBe(97);
  // Pro reviews every key.
  expect(withText(review, '— correct answer')).toBe(100);
  await expect(page.getByTestId('review-free-note')).toHaveCount(0);
  // The score, the correct count, the breakdown and the review agree.
  const right = withText(review, '✓ Correct');
  expect(right).toBeLessThanOrEqual(3);
  await expect(page.getByTestId('exam-score')).toHaveText(`${right}%`);
  await expect(page.getByText(`${right}/100`, { exact: true })).toBeVisible();
  expect(correctCells.reduce((acc, cell) => acc + Number(cell.split('/')[0]), 0)).toBe(right);
  await expect(page.getByRole('button', { name: 'Take Another Exam' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Take Another Exam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
});

test('the exam submits itself when the clock reaches zero', async ({ page, request }) => {
  const u = await freshUser(request, 'timer');
  await seedSession(page, request, u);
  await page.clock.install();
  await startPracticeExam(page);
  await expect(clock(page)).toHaveText(/\d:\d{2}:\d{2}/);
  expect(await secondsLeft(page)).toBeGreaterThan(THREE_HOURS - 60);
  await page.getByRole('radio').nth(0).click();
  await expect(page.getByText('Answered: 1/100', { exact: true })).toBeVisible();

  await page.clock.fastForward('03:00:05');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  await expect(page.getByTestId('exam-score')).toHaveText(/^[01]%$/);
  await expect(page.getByText('Keep studying - You can do better!', { exact: true })).toBeVisible();
  const review = await allReviewItems(page);
  expect(review).toHaveLength(100);
  expect(withText(review, 'Not answered')).toBe(99);
  // A free learner's review keeps the key and explanation of every question not answered right.
  const right = withText(review, '✓ Correct');
  expect(withText(review, 'Correct answer and explanation: available with Pro.')).toBe(100 - right);
  expect(withText(review, '— correct answer')).toBe(right);
  await expect(page.getByTestId('review-free-note').getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
});

test('a freshly registered free student cannot open CRT or RRT but can start the Practice Exam', async ({ page }) => {
  await registerFresh(page, 'freeexam');
  await page.locator('header').getByRole('link', { name: 'Exam Mode' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
  const locked = page.getByRole('button', { name: 'Pro Required' });
  // CRT and RRT, and the two real-format simulations beside them (issue #19), are Pro.
  await expect(locked).toHaveCount(4);
  await expect(page.getByTestId('exam-card-tmc').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByTestId('exam-card-rte').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByTestId('exam-card-crt').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByTestId('exam-card-rrt').getByRole('button', { name: 'Pro Required' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Start CRT Simulation' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(toast(page, 'Exam Started')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Exam' })).toBeVisible();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
  await expect(page.getByText('Answered: 0/100', { exact: true })).toBeVisible();
});

test('a free student who used the week’s five attempts sees Exam Access Restricted with the server’s message', async ({
  page,
  request,
}) => {
  const u = await freshUser(request, 'examlimit');
  for (let i = 0; i < 5; i++) {
    const r = await request.post('/api/quiz-attempts', {
      headers: { authorization: `Bearer ${u.token}` },
      data: { topicId: null, score: 60, totalQuestions: 100, examType: 'practice' },
    });
    expect(r.status(), `exam report ${i + 1}`).toBe(201);
  }
  await seedSession(page, request, u);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  const t = toast(page, 'Exam Access Restricted');
  await expect(t).toBeVisible();
  await expect(t).toContainText('Weekly quiz limit reached');
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
  await expect(page.getByText(/^Question 1 of/)).toHaveCount(0);
});

test('answering 76 of 100 right passes: Congratulations! Passing Score, and the Good band', async ({ page, request }) => {
  const u = await freshProUser(request, 'passer');
  const auth = { authorization: `Bearer ${u.token}` };
  const res = await request.post('/api/exams/start', { headers: auth, data: { examType: 'practice' } });
  expect(res.status()).toBe(201);
  const exam = (await res.json()) as { examSessionId: string; questions: { id: number; topicId: number; options: string[] }[] };
  expect(exam.questions).toHaveLength(100);

  // The keys, from the topic lists a Pro learner may read; the exam itself never sends them.
  const keys = new Map<number, string>();
  for (const topicId of new Set(exam.questions.map((q) => q.topicId))) {
    const list = await request.get(`/api/questions/${topicId}`, { headers: auth });
    expect(list.status()).toBe(200);
    for (const q of (await list.json()) as { id: number; correctAnswer: string }[]) keys.set(q.id, q.correctAnswer);
  }
  const answers = exam.questions.map((q, i) => {
    const key = keys.get(q.id)!;
    if (i < 76) return key;
    return ['A', 'B', 'C', 'D'].slice(0, q.options.length).find((l) => l !== key)!;
  });
  // The answers wait in this browser as if given one by one before a reload; the server grades them.
  await page.addInitScript(([id, saved]) => localStorage.setItem(`respira_exam_${id}`, saved), [
    exam.examSessionId,
    JSON.stringify({ answers, flags: [], index: 99 }),
  ] as const);
  await seedSession(page, request, u);
  await page.goto('/exam');
  await expect(page.getByText('Question 100 of 100', { exact: true })).toBeVisible();
  await expect(page.getByText('Answered: 100/100', { exact: true })).toBeVisible();
  // Nothing unanswered and nothing flagged: Submit Exam submits at once
  // (docs/decisions/058-the-exam-shell-confirmations-calculator-scrolling.md).
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('exam-score')).toHaveText('76%');
  await expect(page.getByText('Congratulations! Passing Score', { exact: true })).toBeVisible();
  await expect(page.getByText('Keep studying - You can do better!')).toHaveCount(0);
  await expect(page.getByText('76/100', { exact: true })).toBeVisible();
  await expect(page.getByTestId('exam-performance')).toHaveText('Good');
  expect(withText(await allReviewItems(page), '✓ Correct')).toBe(76);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the exam opens at its first question, keeps its clock on screen, and the result opens at its score', async ({ page, request }) => {
    const u = await freshProUser(request, 'examtop');
    await seedSession(page, request, u);
    await page.goto('/exam');
    // The third card's button sits below the first screen: the click scrolls down to it.
    const start = page.getByRole('button', { name: 'Start RRT Simulation' });
    await expect(start).not.toBeInViewport();
    await start.click();
    await expect(page.getByText('Question 1 of 115', { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled down to the question grid, the clock and the item count stay on screen under the header.
    await page.getByRole('button', { name: 'Question 115', exact: true }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.getByRole('timer', { name: 'Time remaining' })).toBeInViewport();
    await expect(page.getByText('Question 1 of 115', { exact: true })).toBeInViewport();
    const header = await page.locator('header').boundingBox();
    const bar = await page.getByTestId('exam-status-bar').boundingBox();
    expect(bar!.y, 'the status bar sits below the header, not under it').toBeGreaterThanOrEqual(header!.y + header!.height - 1);

    await page.getByRole('button', { name: 'Question 115', exact: true }).click();
    await page.getByRole('button', { name: 'Submit Exam' }).click();
    await confirmSubmit(page, 'Submit now');
    await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
