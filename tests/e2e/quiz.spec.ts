import { expect, test, type Page } from '@playwright/test';
import { freshProUser, getJson, seedSession, toast } from './api';

interface Topic {
  id: number;
  name: string;
  questionCount: number;
}
interface Question {
  id: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
}
interface Stats {
  totalQuizzes: number;
  averageScore: number;
  studyStreak: number;
  examReadiness: number;
}

const TOPIC = 'Blood Gas Analysis';
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The question on screen, found by its text in the topic's full list from GET /api/questions/:id. */
async function currentQuestion(page: Page, bank: Question[]): Promise<Question> {
  const text = (await page.locator('main').textContent()) ?? '';
  const matches = bank.filter((q) => text.includes(q.questionText)).sort((a, b) => b.questionText.length - a.questionText.length);
  expect(matches.length, 'the question on screen is one of the topic questions').toBeGreaterThan(0);
  return matches[0]!;
}

test('a Pro learner takes a full topic quiz, sees feedback and results, and the dashboard counts it', async ({ page, request }) => {
  const u = await freshProUser(request, 'quizzer');
  const topics = await getJson<Topic[]>(request, '/api/topics');
  const topic = topics.find((t) => t.name === TOPIC)!;
  expect(topic).toBeTruthy();
  const bank = await getJson<Question[]>(request, `/api/questions/${topic.id}`, u.token);
  expect(bank.length).toBeGreaterThanOrEqual(10);

  await seedSession(page, request, u);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${u.firstName}!` })).toBeVisible();
  await expect(page.getByTestId('stat-quizzes-taken')).toHaveText('Quizzes Taken0');
  await expect(page.locator('header').getByText('Pro Member', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Start Quick Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();

  const card = page.getByTestId(/^topic-card-/).filter({ has: page.getByRole('heading', { name: TOPIC, exact: true }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Start Challenge' })).toBeVisible();
  await card.getByRole('button', { name: 'Start Quiz' }).click();

  await expect(page.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();

  const submitBtn = page.getByRole('button', { name: 'Submit Answer' });
  const feedback = page.getByText(/^(Correct!|Incorrect)$/);
  const options = page.getByRole('radio');
  let correctCount = 0;
  const seen = new Set<number>();

  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
    await expect(submitBtn).toBeDisabled();
    await expect(feedback).toHaveCount(0);
    const q = await currentQuestion(page, bank);
    expect(seen.has(q.id), 'no question repeats within a quiz').toBe(false);
    seen.add(q.id);
    await expect(options).toHaveCount(q.options.length);
    await expect(options.first()).toContainText(`A.`);

    // Even questions answered right, odd ones wrong: 5 of 10, so the score is known.
    const wantCorrect = i % 2 === 0;
    const letter = wantCorrect ? q.correctAnswer : LETTERS.slice(0, q.options.length).find((l) => l !== q.correctAnswer)!;
    const idx = LETTERS.indexOf(letter);
    if (i === 0 || i === 5) {
      // Keyboard: the letter picks, Enter submits, Enter moves on.
      await page.keyboard.press(letter.toLowerCase());
      await expect(options.nth(idx)).toHaveAttribute('aria-checked', 'true');
      await expect(submitBtn).toBeEnabled();
      await page.keyboard.press('Enter');
    } else {
      await options.nth(idx).click();
      await expect(options.nth(idx)).toHaveAttribute('aria-checked', 'true');
      await expect(submitBtn).toBeEnabled();
      await submitBtn.click();
    }
    if (wantCorrect) correctCount++;
    await expect(feedback).toHaveText(wantCorrect ? 'Correct!' : 'Incorrect');
    const firstLine = q.explanation
      .split('\n')
      .find((l) => l.trim() !== '')!
      .trim();
    await expect(page.getByTestId('explanation')).toContainText(firstLine.slice(0, 60));
    await expect(submitBtn).toHaveCount(0);

    const last = i === 9;
    const nextBtn = page.getByRole('button', { name: last ? 'Complete Quiz' : 'Next Question' });
    await expect(nextBtn).toBeVisible();
    await expect(page.getByRole('button', { name: last ? 'Next Question' : 'Complete Quiz' })).toHaveCount(0);
    if (i === 0) await page.keyboard.press('Enter');
    else await nextBtn.click();
  }

  expect(correctCount).toBe(5);
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Complete' })).toBeVisible();
  await expect(page.getByText('Final Score', { exact: true })).toBeVisible();
  await expect(page.getByTestId('result-final-score')).toHaveText('50%');
  await expect(page.getByTestId('result-correct-answers')).toHaveText('5');
  await expect(page.getByTestId('result-total-questions')).toHaveText('10');
  const t = toast(page, 'Quiz completed!');
  await expect(t).toBeVisible();
  await expect(t).toContainText('You scored 50% on this quiz.');
  // Title and description read as the spec's one sentence.
  await expect(t).toContainText('Quiz completed! You scored 50% on this quiz.');
  await expect(page.getByRole('button', { name: 'Choose Different Topic' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();

  // Take Quiz Again starts the same quiz at question 1 (not saved: only one attempt is counted).
  await page.getByRole('button', { name: 'Take Quiz Again' }).click();
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  await expect(submitBtn).toBeDisabled();
  const retakeQ = await currentQuestion(page, bank);
  expect(seen.has(retakeQ.id), 'the retake uses the same questions').toBe(true);

  await page.locator('header').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stats = await getJson<Stats>(request, '/api/user-stats', u.token);
  expect(stats.totalQuizzes).toBe(1);
  expect(stats.averageScore).toBe(50);
  // Soft, so every stale figure is reported, not only the first.
  await expect.soft(page.getByTestId('stat-quizzes-taken')).toHaveText(`Quizzes Taken${stats.totalQuizzes}`);
  await expect.soft(page.getByTestId('stat-average-score')).toHaveText(`Average Score${stats.averageScore}%`, { timeout: 2_000 });
  const recent = page.getByTestId('recent-attempts');
  await expect.soft(recent).toContainText(TOPIC, { timeout: 2_000 });
  await expect.soft(recent).toContainText('5/10 correct', { timeout: 2_000 });
  await expect.soft(recent).toContainText('50%', { timeout: 2_000 });
});

test('Exit returns to the picker and a mixed Comprehensive Practice Exam starts at Question 1 of 100', async ({ page, request }) => {
  await seedSession(page, request, 'pro');
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  for (const [name, button] of [
    ['Comprehensive Practice Exam', 'Start Exam'],
    ['Advanced Practice Exam', 'Challenge'],
    ['Fundamentals Practice Exam', 'Begin'],
  ]) {
    const card = page
      .locator('div')
      .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
      .filter({ has: page.getByRole('button') })
      .last();
    await expect(card.getByRole('button', { name: button, exact: true })).toBeVisible();
  }
  const comprehensive = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Comprehensive Practice Exam', exact: true }) })
    .filter({ has: page.getByRole('button') })
    .last();
  await comprehensive.getByRole('button', { name: 'Start Exam', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comprehensive Practice Exam' })).toBeVisible();
  await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();

  await page.getByRole('button', { name: /Exit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
});
