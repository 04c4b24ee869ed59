import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { freshProUser, getJson, seedSession, toast } from './api';
import { confirmSubmit } from './helpers';
import { allReviewItems, withText } from './review';

interface Active {
  examSessionId: string;
}

function database(): Database.Database {
  const dbPath = process.env.E2E_DB_PATH;
  expect(dbPath, 'the browser run’s database file (global-setup.ts)').toBeTruthy();
  return new Database(dbPath);
}

async function lastNavButton(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Questions' }).getByRole('button');
  await nav.last().click();
}

test('a TMC simulation to the end: a few answers, the calculator by keyboard, submit, the cut reached and the pacing chart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const u = await freshProUser(request, 'tmcsim');
  await seedSession(page, request, u);
  await page.goto('/exam');
  // The spec's three cards keep their text; the two real-format simulations sit beside them.
  for (const name of [
    'Practice Exam',
    'CRT Simulation',
    'RRT Simulation',
    'TMC Simulation (real format)',
    'RTE Simulation (2027 format)',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Start TMC Simulation (real format)' }).click();
  await expect(page.getByText('Question 1 of 160', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pace-checkpoint')).toContainText('You should be near item 20 at 0:22:30');

  // A few answers through the screen.
  for (let i = 0; i < 3; i++) {
    await page.getByRole('radio').nth(i).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(page.getByText('Answered: 3/160')).toBeVisible();

  // The calculator, by keyboard: 12 × 3 = 36, √ of 144, memory; the exam's own A–D keys rest meanwhile.
  await page.getByRole('button', { name: 'Calculator' }).click();
  const calc = page.getByRole('dialog', { name: 'Calculator' });
  await expect(calc).toBeVisible();
  await page.keyboard.type('12*3');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('calculator-display')).toHaveText('36');
  await calc.getByRole('button', { name: 'Memory add' }).click();
  await page.keyboard.type('144');
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('calculator-display')).toHaveText('14');
  await calc.getByRole('button', { name: 'Clear', exact: true }).click();
  await calc.getByRole('button', { name: 'Memory recall' }).click();
  await expect(page.getByTestId('calculator-display')).toHaveText('36');
  await calc.getByRole('button', { name: 'Square root' }).click();
  await expect(page.getByTestId('calculator-display')).toHaveText('6');
  await page.keyboard.press('a');
  await expect(page.getByText('Answered: 3/160')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calc).toBeHidden();
  await expect(page.getByRole('button', { name: 'Calculator' })).toBeFocused();

  // The other 157 answers are chosen through the database rather than 157 clicks: 90 scored items right (the CRT
  // cut, not the RRT one), and the exam is moved 5 minutes back so one item may honestly have run long.
  const { examSessionId } = await getJson<Active>(request, '/api/exams/active', u.token);
  await page.goto('/dashboard');
  const db = database();
  let saved: { answers: (string | null)[]; flags: number[]; index: number; spent: number[] };
  try {
    const row = db.prepare('SELECT question_ids, form FROM exam_sessions WHERE id = ?').get(examSessionId) as {
      question_ids: string;
      form: string;
    };
    const ids = JSON.parse(row.question_ids) as number[];
    const scored = (JSON.parse(row.form) as { scored: boolean[] }).scored;
    const key = db.prepare('SELECT correct_answer FROM questions WHERE id = ?').pluck();
    let right = 0;
    const answers = ids.map((id, i) => {
      const k = key.get(id) as string;
      if (!scored[i]) return k;
      return right++ < 90 ? k : k === 'A' ? 'B' : 'A';
    });
    db.prepare('UPDATE exam_sessions SET started_at = started_at - 300000 WHERE id = ?').run(examSessionId);
    const spent = ids.map(() => 0);
    spent[4] = 200_000;
    saved = { answers, flags: [], index: 0, spent };
  } finally {
    db.close();
  }
  await page.evaluate(([id, state]) => localStorage.setItem(`respira_exam_${id}`, state), [examSessionId, JSON.stringify(saved)] as const);

  await page.goto('/exam');
  await expect(page.getByText('Answered: 160/160')).toBeVisible();
  await lastNavButton(page);
  await page.getByRole('button', { name: 'Submit Exam' }).click();

  await expect(page.getByRole('heading', { name: 'Exam Complete!' })).toBeVisible();
  await expect(page.getByTestId('scored-result')).toHaveText('90/140');
  await expect(page.getByTestId('cut-reached')).toHaveText('You reached the CRT cut (86) but not the RRT cut (92).');
  await expect(page.getByTestId('pacing-chart')).toBeVisible();
  await expect(page.getByTestId('fidelity-report')).toContainText('You ran long (more than twice the budget) on item 5.');
  const review = await allReviewItems(page);
  expect(review).toHaveLength(160);
  expect(withText(review, 'Unscored pretest item')).toBe(20);
});

test('an RTE simulation: section 1 ends and locks, the break, section 2, submit and an estimated cut', async ({ page, request }) => {
  test.setTimeout(120_000);
  const u = await freshProUser(request, 'rtesim');
  await seedSession(page, request, u);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start RTE Simulation (2027 format)' }).click();
  await expect(page.getByText('Section 1 of 2 · Question 1 of 185', { exact: true })).toBeVisible();
  // The exam's length, though its second section and later case items have not left the server yet.
  await expect(toast(page, 'Exam Started')).toContainText('RTE Simulation (2027 format): 185 questions');
  await page.getByRole('radio').first().click();
  await expect(page.getByRole('button', { name: 'Calculator' })).toBeVisible();

  // A case's second item waits on the server until the first is locked; locking opens it and freezes the first.
  const nav = page.getByRole('navigation', { name: 'Questions' });
  const waitingItem = nav.getByRole('button', { name: /opens after the case item before it/ }).first();
  const waitingName = (await waitingItem.getAttribute('aria-label'))!;
  const second = Number(/^Question (\d+)/.exec(waitingName)![1]);
  await waitingItem.click();
  await expect(page.getByTestId('case-item-waiting')).toContainText('Case item 2 of');
  await page.getByRole('button', { name: 'Go to item 1 of this case' }).click();
  await expect(page.getByText(`Section 1 of 2 · Question ${second - 1} of 185`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('case-context')).toContainText(/item 1 of \d/);
  await page.getByRole('radio').nth(1).click();
  await page.getByRole('button', { name: 'Lock answer and open item 2' }).click();
  await expect(page.getByText('Locked: this answer is final, as the case has moved on.')).toBeVisible();
  await expect(page.getByRole('radio').nth(1)).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('c');
  await expect(page.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio').nth(2)).toHaveAttribute('aria-checked', 'false');
  await nav.getByRole('button', { name: new RegExp(`^Question ${second}(,|$)`) }).click();
  await expect(page.getByTestId('case-context')).toContainText(/item 2 of \d/);
  // The lock is the server's: a reload keeps it.
  await page.reload();
  await nav.getByRole('button', { name: new RegExp(`^Question ${second - 1}, answered`) }).click();
  await expect(page.getByText('Locked: this answer is final, as the case has moved on.')).toBeVisible();

  await lastNavButton(page);
  await page.getByRole('button', { name: 'End Section 1' }).click();
  await confirmSubmit(page, 'End section now');
  await expect(page.getByRole('heading', { name: 'Optional break' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Break time remaining' })).toHaveText(/^0:(10:00|09:[0-5]\d)$/);

  // A reload keeps the break and its clock: the server holds both.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Optional break' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Section 2' }).click();

  await expect(page.getByText(/^Section 2 of 2 · Question \d+ of 185$/)).toBeVisible();
  await expect(page.getByText('Section 1 is locked: its answers are final.')).toBeVisible();
  await page.getByRole('radio').first().click();
  await lastNavButton(page);
  await page.getByRole('button', { name: 'Submit Exam' }).click();
  await confirmSubmit(page, 'Submit now', /^\d+ unanswered\.$/);

  await expect(page.getByRole('heading', { name: 'Exam Complete!' })).toBeVisible();
  await expect(page.getByTestId('scored-result')).toHaveText(/^\d+\/160$/);
  await expect(page.getByTestId('cut-reached')).toContainText('CRT cut (98, estimated)');
  await expect(page.getByTestId('cut-badge')).toContainText('estimated cuts');
  await expect(page.getByTestId('fidelity-report')).toContainText('Clinical judgment (case sets)');

  // The score report reads like a candidate's: breadth by the outline's sections, judgment by category and kind.
  const sections = page.getByTestId('rte-sections');
  await expect(sections.locator('caption')).toHaveText(/^Breadth of knowledge by section \(\d+\/100\)$/);
  for (const code of ['I.A', 'II.A', 'III.I']) await expect(sections).toContainText(code);
  await expect(page.getByTestId('rte-categories').locator('caption')).toHaveText(/^Clinical judgment by patient condition \(\d+\/60\)$/);
  await expect(page.getByTestId('rte-kinds')).toContainText('Information gathering');
  await expect(page.getByTestId('rte-kinds')).toContainText('Decision making');
  // On a phone the three tables fit the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const id of ['rte-sections', 'rte-categories', 'rte-kinds']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
