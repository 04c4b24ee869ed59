import { expect, test } from '@playwright/test';
import { freshProUser, getJson, seedSession, toast, tokenFor } from './api';

const COPD = 'COPD exacerbation on noninvasive ventilation';
const NEONATE = 'Preterm infant with respiratory distress';

test('a Pro learner takes a clinical case: scenario, locked answers, each update only after the previous answer, per-item score', async ({
  page,
  request,
}) => {
  const u = await freshProUser(request, 'caser');
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await page
    .getByTestId('topic-card-3')
    .getByRole('button', { name: /^Clinical cases \(\d+\)$/ })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Clinical cases' })).toBeVisible();
  const card = page.locator('li', { hasText: COPD });
  await expect(card).toContainText('Emergency');
  await expect(card).toContainText('3 items');
  await card.getByRole('button', { name: 'Start case' }).click();

  await expect(page.getByRole('heading', { level: 1, name: COPD })).toBeVisible();
  await expect(page.getByTestId('case-scenario')).toContainText('severe COPD');
  const step1 = page.getByTestId('case-step-1');
  await expect(step1).toContainText('Item 1 of 3');
  // Item 2's findings are not on the page before item 1 is answered (the server has not sent them).
  await expect(page.getByText(/IPAP 12 cm H2O/)).toHaveCount(0);
  await expect(page.getByTestId('case-step-2')).toHaveCount(0);

  await step1.getByRole('radio', { name: /^A\./ }).click();
  await step1.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(step1.getByTestId('feedback')).toHaveText('Correct!');
  await expect(step1.getByTestId('explanation')).toContainText('Key Learning Point:');
  // Locked: the options no longer take a choice, and the update is still hidden until the learner moves on.
  await expect(step1.getByRole('radio', { name: /^B\./ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(/IPAP 12 cm H2O/)).toHaveCount(0);
  await step1.getByRole('button', { name: 'Next item' }).click();

  const step2 = page.getByTestId('case-step-2');
  await expect(step2.getByTestId('case-update')).toContainText('IPAP 12 cm H2O');
  await step2.getByRole('radio', { name: /^A\./ }).click();
  await step2.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(step2.getByTestId('feedback')).toHaveText('Incorrect');
  await step2.getByRole('button', { name: 'Next item' }).click();

  const step3 = page.getByTestId('case-step-3');
  await expect(step3.getByTestId('case-update')).toContainText('drowsy');
  await step3.getByRole('radio', { name: /^B\./ }).click();
  await step3.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(step3.getByTestId('feedback')).toHaveText('Correct!');
  await expect(toast(page, 'Case completed!')).toContainText('67%');
  await step3.getByRole('button', { name: 'See case results' }).click();

  const result = page.getByTestId('case-result');
  await expect(result.getByTestId('case-score')).toHaveText('67%');
  await expect(result).toContainText('2 of 3 items correct');
  await expect(result.getByTestId('case-item-score-1')).toContainText('✓ Correct');
  await expect(result.getByTestId('case-item-score-2')).toContainText('✗ Incorrect');
  await expect(result.getByTestId('case-item-score-3')).toContainText('✓ Correct');

  // The finished case counts like any quiz.
  const stats = await getJson<{ totalQuizzes: number }>(request, '/api/user-stats', u.token);
  expect(stats.totalQuizzes).toBe(1);
});

test("an admin edits a case set's scenario", async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  await page.goto('/admin-enhanced');
  await page.getByRole('link', { name: 'Clinical Case Sets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical Case Sets' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(NEONATE) });
  await row.getByRole('button', { name: 'Edit' }).click();

  const scenario = page.getByRole('textbox', { name: 'Scenario' });
  await expect(scenario).toHaveValue(/30 weeks' gestation/);
  const text = `A male infant is born at 29 weeks' gestation (edited ${Date.now()}).`;
  await scenario.fill(text);
  await page.getByRole('button', { name: 'Save case set' }).click();
  await expect(toast(page, 'Case set updated successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(NEONATE) })).toBeVisible();

  const token = await tokenFor(request, 'admin');
  const sets = await getJson<{ id: number; title: string }[]>(request, '/api/admin/case-sets', token);
  const id = sets.find((s) => s.title === NEONATE)!.id;
  const set = await getJson<{ scenario: string; items: unknown[] }>(request, `/api/admin/case-sets/${id}`, token);
  expect(set.scenario).toBe(text);
  expect(set.items).toHaveLength(3);
});
