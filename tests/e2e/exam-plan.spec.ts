// A plan to the exam date (issue #27) in the browser, on a phone (390 × 844, touch) and a laptop (1366 × 900): a new
// account is greeted "Welcome" and a card asks for the exam and date (no dialog in the way); the plan gives a countdown
// computed here from the same date, and today's plan; the account page shows and changes the same plan; a later
// sign-in says "Welcome back".
import { expect, test, type Page } from '@playwright/test';
import { RTE_FIRST_DAY, addDays, daysBetween, examOn, utcDay, type PlannedExam } from '../../src/shared/examPlan';
import { freshUser, seedSession, signInWith } from './api';
import { registerFresh } from './helpers';

const today = () => utcDay(new Date());
/** The first RTE day at least 30 days out: 1 January 2027 while 2026 lasts. */
const rteDate = () => (addDays(today(), 30) < RTE_FIRST_DAY ? RTE_FIRST_DAY : addDays(today(), 30));
const daysToGo = (date: string) => `${daysBetween(today(), date)} days to go`;
const SIMULATION: Record<PlannedExam, string> = { tmc: 'TMC Simulation (real format)', rte: 'RTE Simulation (2027 format)' };

async function choosePlan(page: Page, scope: ReturnType<Page['getByTestId']>, exam: PlannedExam, date: string, touch: boolean) {
  await scope.getByLabel('Exam', { exact: true }).selectOption(exam);
  await scope.getByLabel('Exam date').fill(date);
  const save = scope.getByRole('button', { name: 'Save' });
  if (touch) await save.tap();
  else await save.click();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a new account: "Welcome", a card that asks, a plan 30 days out with today’s plan, then "Welcome back"', async ({ page }) => {
    const username = await registerFresh(page, 'plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Fresh!' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const card = page.getByTestId('exam-plan-card');
    await expect(card.getByRole('heading', { name: 'Your exam' })).toBeVisible();
    await expect(card).toContainText('Which exam do you sit, and when?');
    // The card fits the phone: nothing of it beyond the screen's width.
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    // Thirty days out: the exam given on that day (the TMC through 2026, the RTE after).
    const date = addDays(today(), 30);
    const exam = examOn(date);
    await choosePlan(page, card, exam, date, true);
    await expect(card.getByTestId('plan-countdown')).toHaveText('30 days to go');
    await expect(card.getByTestId('plan-exam')).toContainText(exam.toUpperCase());
    const plan = card.getByTestId('todays-plan');
    await expect(plan.getByRole('heading', { name: 'Today’s plan' })).toBeVisible();
    await expect(plan.getByTestId('plan-new')).toContainText(
      /\d+ new questions a day: [\d,]+ of the (TMC|RTE) bank still unanswered, 30 days left\./,
    );
    await expect(plan.getByTestId('plan-reviews')).toContainText('0 reviews due today.');
    await expect(plan.getByTestId('plan-simulations')).toContainText(`Sit your first ${SIMULATION[exam]} now`);
    await expect(plan.getByTestId('plan-simulations')).toContainText('a week before the exam');
    // Too few answers for a probability: what is missing, not a percent.
    await expect(card.getByTestId('plan-readiness')).toHaveText(
      /^Answer 50 more questions across 2 more outline sections to see your readiness\.$/,
    );

    // The RTE, on its first day at least 30 days out.
    await card.getByRole('button', { name: 'Change plan' }).tap();
    await choosePlan(page, card, 'rte', rteDate(), true);
    await expect(card.getByTestId('plan-countdown')).toHaveText(daysToGo(rteDate()));
    await expect(card.getByTestId('plan-simulations')).toContainText(`Sit your first ${SIMULATION.rte} now`);

    // A later visit, after signing in again, is a return.
    await page.evaluate(() => localStorage.clear());
    await signInWith(page, `${username}@e2e.test`, 'password-123');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Fresh!' })).toBeVisible();
    await expect(page.getByTestId('plan-countdown')).toHaveText(daysToGo(rteDate()));
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the account page shows and changes the plan the dashboard shows; a 2026 day is not offered for the RTE', async ({
    page,
    request,
  }) => {
    const u = await freshUser(request, 'planacct');
    await seedSession(page, request, u);
    await page.goto('/account');
    const mine = page.getByTestId('account-exam-plan');
    await expect(mine).toHaveText('No exam date yet: choose your exam and its date.');
    const form = page.getByTestId('exam-plan-form');

    // An RTE day in 2026 is not sent: the date field holds the RTE's first day as its minimum (the server's 400 for it
    // is tests/api/exam-plan.test.ts's).
    if (today() < RTE_FIRST_DAY) {
      await choosePlan(page, form, 'rte', addDays(today(), 1), false);
      await expect(form.getByLabel('Exam date')).toHaveAttribute('min', RTE_FIRST_DAY);
      expect(await form.getByLabel('Exam date').evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(true);
      await expect(mine).toHaveText('No exam date yet: choose your exam and its date.');
    }

    await choosePlan(page, form, 'rte', rteDate(), false);
    await expect(mine).toContainText(`RTE on `);
    await expect(mine).toContainText(daysToGo(rteDate()));
    // Exam Ready aims at the planned exam: only the RTE's cuts are offered.
    const target = page.getByTestId('readiness-target');
    await expect(target.locator('option')).toHaveText([/^By your plan \(RTE · RRT cut/, /^RTE · CRT cut/, /^RTE · RRT cut/]);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Casey!' })).toBeVisible();
    await expect(page.getByTestId('plan-countdown')).toHaveText(daysToGo(rteDate()));

    // Changed on the account page: the dashboard follows.
    const later = addDays(rteDate(), 14);
    await page.goto('/account');
    await choosePlan(page, page.getByTestId('exam-plan-form'), 'rte', later, false);
    await expect(mine).toContainText(daysToGo(later));
    await page.goto('/dashboard');
    await expect(page.getByTestId('plan-countdown')).toHaveText(daysToGo(later));
    await expect(page.getByTestId('plan-simulations')).toContainText(
      `on ${new Date(`${addDays(later, -7)}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}`,
    );
  });
});
