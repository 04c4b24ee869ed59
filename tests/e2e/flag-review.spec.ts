// Issue #27, points 3 and 4 in the browser, on a phone (390 × 844, touch) and a laptop (1366 × 900): a flag set in a
// Practice Exam reaches Create Test's Flagged pool; a review session is titled Review, shows each rating's interval,
// and leaves Quizzes Taken and Average Score as they were.
import { expect, test, type Locator } from '@playwright/test';
import Database from 'better-sqlite3';
import { freshProUser, getJson, seedSession } from './api';

const TOPIC = 'Pharmacology';
const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, touch: true },
  { name: 'laptop', use: { viewport: { width: 1366, height: 900 } }, touch: false },
] as const;

interface Stats {
  totalQuizzes: number;
  averageScore: number;
}

for (const vp of VIEWPORTS) {
  test.describe(`on a ${vp.name}`, () => {
    test.use(vp.use);
    const press = async (l: Locator) => (vp.touch ? await l.tap() : await l.click());

    test('a flag set in a Practice Exam shows in Create Test’s Flagged pool', async ({ page, request }) => {
      const u = await freshProUser(request, `flagger${vp.name}`);
      await seedSession(page, request, u);
      await page.goto('/exam');
      await press(page.getByRole('button', { name: 'Start Practice Exam' }));
      await expect(page.getByText('Question 1 of 100', { exact: true })).toBeVisible();
      const saved = page.waitForResponse((r) => r.url().includes('learner.flagExamItem'));
      await press(page.getByRole('button', { name: '⚐ Flag for review' }));
      expect((await saved).status()).toBe(200);
      await expect(page.getByRole('button', { name: '⚑ Flagged for review' })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/create-test');
      await expect(page.getByRole('checkbox', { name: /^Flagged/ })).toBeVisible();
      await expect(page.getByTestId('pool-count-marked')).toHaveText('1');
    });

    test('a flag set in a topic quiz shows in Create Test’s Flagged pool; unflagging removes it; a refused flag is undone', async ({
      page,
      request,
    }) => {
      const u = await freshProUser(request, `quizflag${vp.name}`);
      await seedSession(page, request, u);
      await page.goto('/quiz');
      const card = page.getByTestId(/^topic-card-/).filter({ has: page.getByRole('heading', { name: TOPIC, exact: true }) });
      await press(card.getByRole('button', { name: 'Start Quiz' }));
      await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
      const flagButton = page.getByRole('button', { name: /Flag(ged)? for review$/ });
      const flagSaved = () => page.waitForResponse((r) => r.url().includes('learner.flagQuestion'));
      const answerAndNext = async () => {
        await press(page.getByRole('radio').first());
        await press(page.getByRole('button', { name: 'Submit Answer' }));
        await press(page.getByRole('button', { name: 'Next Question' }));
      };

      // Question 1 flagged and kept.
      let saved = flagSaved();
      await press(flagButton);
      expect((await saved).status()).toBe(200);
      await expect(flagButton).toHaveAttribute('aria-pressed', 'true');
      await answerAndNext();
      // Question 2 flagged, then unflagged: it leaves the pool.
      await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
      await expect(flagButton).toHaveAttribute('aria-pressed', 'false');
      saved = flagSaved();
      await press(flagButton);
      expect((await saved).status()).toBe(200);
      saved = flagSaved();
      await press(flagButton);
      expect((await saved).status()).toBe(200);
      await expect(flagButton).toHaveAttribute('aria-pressed', 'false');
      await answerAndNext();
      // Question 3: the server refuses, and the toggle is undone with a message.
      await page.route('**/trpc/learner.flagQuestion*', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }));
      await press(flagButton);
      await expect(page.getByText('Your flag was not saved')).toBeVisible();
      await expect(flagButton).toHaveAttribute('aria-pressed', 'false');
      await page.unroute('**/trpc/learner.flagQuestion*');

      await page.goto('/create-test');
      await expect(page.getByRole('checkbox', { name: /^Flagged/ })).toBeVisible();
      await expect(page.getByTestId('pool-count-marked')).toHaveText('1');
    });

    test('a review session says Review, shows the interval on each rating, and leaves the quiz figures alone', async ({
      page,
      request,
    }) => {
      const u = await freshProUser(request, `reviewer${vp.name}`);
      const topics = await getJson<{ id: number; name: string }[]>(request, '/api/topics');
      const topicId = topics.find((t) => t.name === TOPIC)!.id;
      const bank = await getJson<{ id: number; correctAnswer: string }[]>(request, `/api/questions/${topicId}`, u.token);
      const q = bank[0]!;
      // A miss two days ago: missed in a topic quiz, its card moved back in the database (as the clock would).
      const miss = await request.post('/api/quiz-attempts', {
        headers: { authorization: `Bearer ${u.token}` },
        data: { topicId, questionsAnswered: [{ questionId: q.id, userAnswer: q.correctAnswer === 'A' ? 'B' : 'A' }] },
      });
      expect(miss.status()).toBe(201);
      const db = new Database(process.env.E2E_DB_PATH);
      try {
        const back = 2 * 24 * 3600 * 1000;
        db.prepare(
          'UPDATE review_cards SET due = due - ?, last_answered_at = last_answered_at - ?, last_review = last_review - ? WHERE user_id = ?',
        ).run(back, back, back, u.user.id);
      } finally {
        db.close();
      }
      const before = await getJson<Stats>(request, '/api/user-stats', u.token);

      await seedSession(page, request, u);
      await page.goto('/review');
      // The machine running the suite may be busy: the first read gets more time than the default.
      await expect(page.getByTestId('review-due-count')).toHaveText('1', { timeout: 30_000 });
      await expect(page.getByTestId('review-forecast')).toContainText('Today');
      await press(page.getByRole('button', { name: 'Start review' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
      await press(page.getByRole('radio', { name: new RegExp(`^${q.correctAnswer}\\.`) }));
      await press(page.getByRole('button', { name: 'Submit Answer' }));
      await expect(page.getByTestId('feedback')).toContainText('✓ Correct!');
      const ratings = page.getByTestId('review-ratings');
      await expect(ratings.getByRole('button', { name: /^Again · \d+ d$/ })).toBeVisible();
      await expect(ratings.getByRole('button', { name: /^Hard · \d+ d$/ })).toBeVisible();
      await expect(ratings.getByRole('button', { name: /^Easy · \d+ d$/ })).toBeVisible();
      // Right with no confidence given: Good is preselected.
      const good = ratings.getByRole('button', { name: /^Good · \d+ d$/ });
      await expect(good).toHaveAttribute('aria-pressed', 'true');
      await expect(ratings.getByRole('button', { name: 'Again in 10 minutes' })).toBeVisible();
      const rated = page.waitForResponse((r) => r.url().includes('learner.rateReview'));
      await press(good);
      expect((await rated).status()).toBe(200);
      await expect(page.getByTestId('test-result')).toContainText('1 of 1 answered right');

      expect(await getJson<Stats>(request, '/api/user-stats', u.token)).toEqual(before);
      await page.goto('/review');
      await expect(page.getByTestId('review-due-count')).toHaveText('0');
      await expect(page.getByTestId('review-today')).toContainText('Today: 1 of 200 reviews');
    });
  });
}
