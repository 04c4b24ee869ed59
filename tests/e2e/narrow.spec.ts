import { expect, test, type Page } from '@playwright/test';
import { freshProUser, freshUser, seedSession } from './api';
import { confirmSubmit } from './helpers';

// The narrowest phone the issue names: every learner screen fits without scrolling sideways.
test.use({ viewport: { width: 360, height: 740 } });

async function expectFits(page: Page, what: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && getComputedStyle(el).position !== 'fixed')
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    return { scrollWidth: document.scrollingElement!.scrollWidth, width, wide };
  });
  expect(overflow.scrollWidth, `${what} scrolls sideways at 360 px: ${overflow.wide.join(' | ')}`).toBeLessThanOrEqual(overflow.width);
}

test('public screens fit 360 px', async ({ page }) => {
  for (const [path, heading] of [
    ['/', /./],
    ['/auth', 'Welcome Back'],
    ['/subscription', 'Upgrade to Respira Pro'],
    ['/terms', 'Terms of Service'],
    ['/help', /./],
    ['/guides', /./],
    ['/exam-tips', /./],
    ['/privacy', /./],
    ['/cookies', /./],
    ['/no-such-page', '404 Page Not Found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await expectFits(page, path);
  }
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Join Respira' })).toBeVisible();
  await expectFits(page, '/auth (create account)');
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { name: 'Join Respira' })).toBeVisible();
  await expectFits(page, '/subscription (sign-up form)');
});

test('the free quiz, its feedback and its result fit 360 px', async ({ page }) => {
  await page.goto('/free-quiz');
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    if (i === 0) await expectFits(page, '/free-quiz feedback');
    if (i === 1) await page.getByRole('button', { name: 'Flag for review' }).click();
    await page.getByRole('button', { name: i === 9 ? 'Complete Quiz' : 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Free Quiz Complete!' })).toBeVisible();
  await expectFits(page, '/free-quiz result');
});

test('a free learner’s dashboard, quiz gate, account page and exam fit 360 px', async ({ page, request }) => {
  const u = await freshUser(request, 'narrow');
  await seedSession(page, request, u);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Free Plan Limits' })).toBeVisible();
  await expectFits(page, '/dashboard');
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
  await expectFits(page, '/quiz gate');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible();
  await expectFits(page, '/account');
  await page.goto('/subscription');
  await expect(
    page.getByTestId('payment-setup-required').or(page.getByTestId('complete-payment')).or(page.getByTestId('payment-waiting')),
  ).toBeVisible();
  await expectFits(page, '/subscription signed in');

  await page.goto('/exam');
  await expect(page.getByRole('heading', { level: 1, name: 'NBRC Exam Center' })).toBeVisible();
  await expectFits(page, '/exam select');
  await page.getByRole('button', { name: 'Start Practice Exam' }).click();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: /Flag/ }).click();
  await expectFits(page, '/exam active');
  await page.getByRole('button', { name: 'Question 100', exact: true }).click();
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectFits(page, '/exam submit confirmation');
  await confirmSubmit(page, 'Submit now', '100 unanswered, 1 flagged.');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Complete!' })).toBeVisible();
  await expectFits(page, '/exam result');
});

test('a Pro learner’s topic picker, quiz, feedback and results fit 360 px', async ({ page, request }) => {
  const u = await freshProUser(request, 'narrowpro');
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Quiz' }).first()).toBeVisible();
  await expectFits(page, '/quiz picker');
  await page.getByRole('button', { name: 'Start Quiz' }).first().click();
  const counter = page.getByTestId('question-counter');
  await expect(counter).toHaveText(/^Question 1 of \d+$/);
  const total = Number(/of (\d+)/.exec((await counter.textContent())!)![1]);
  for (let i = 0; i < total; i++) {
    await expect(counter).toHaveText(`Question ${i + 1} of ${total}`);
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByTestId('feedback')).toBeVisible();
    if (i === 0) {
      await page.getByRole('button', { name: 'Flag for review' }).click();
      await expectFits(page, '/quiz feedback');
    }
    await page.getByRole('button', { name: i === total - 1 ? 'Complete Quiz' : 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Complete' })).toBeVisible();
  await expect(page.getByTestId('flagged-question')).toHaveCount(1);
  await expectFits(page, '/quiz results');
});

test('on a tablet the header folds into the menu instead of overflowing, even with an admin’s links', async ({ page, request }) => {
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await seedSession(page, request, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByText('Quizzes Taken', { exact: true })).toBeVisible();
    const header = page.locator('.site-header__bar');
    const fits = await header.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height <= 64);
    expect(fits, `header at ${width} px`).toBe(true);
    await expectFits(page, `/dashboard at ${width} px`);
  }
  await expect(page.locator('header').getByRole('link', { name: 'Enhanced Admin' })).toBeVisible();
});
