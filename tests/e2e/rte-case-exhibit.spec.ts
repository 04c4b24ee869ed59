import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { freshProUser, seedSession, tokenFor } from './api';

/** Issue #29: an RTE case item with an exhibit reads at phone width; an editor's Mark reviewed records who and when. */

function database(): Database.Database {
  const dbPath = process.env.E2E_DB_PATH;
  expect(dbPath, 'the browser run’s database file (global-setup.ts)').toBeTruthy();
  return new Database(dbPath);
}

interface Form {
  sections: { start: number; end: number }[];
  caseSets: { caseSetId: number; start: number; length: number }[];
}

/**
 * The exam's first section-1 case item that carries a drawn exhibit (any kind but a table), as its position and its
 * set's first position. A bank whose case items carry none yet gets one: the first item of the exam's first case set
 * is given a seeded single item's ventilator graphics. It is written to the database because no admin call writes a
 * case item's exhibit (case items are edited through their set, whose form has no exhibit field).
 */
function caseItemWithExhibit(examSessionId: string): { position: number; setStart: number } {
  const db = database();
  try {
    const row = db.prepare('SELECT question_ids, form FROM exam_sessions WHERE id = ?').get(examSessionId) as {
      question_ids: string;
      form: string;
    };
    const ids = JSON.parse(row.question_ids) as number[];
    const form = JSON.parse(row.form) as Form;
    const inSection1 = form.caseSets.filter((c) => c.start < form.sections[0]!.end);
    expect(inSection1.length, 'section 1 holds a case set').toBeGreaterThan(0);
    const drawn = db.prepare("SELECT 1 FROM questions WHERE id = ? AND exhibit IS NOT NULL AND json_extract(exhibit, '$.kind') <> 'table'");
    for (const set of inSection1) {
      for (let k = 0; k < set.length; k++) if (drawn.get(ids[set.start + k])) return { position: set.start + k, setStart: set.start };
    }
    const set = inSection1[0]!;
    const exhibit = db
      .prepare("SELECT exhibit FROM questions WHERE case_set_id IS NULL AND json_extract(exhibit, '$.kind') = 'ventilator' LIMIT 1")
      .pluck()
      .get() as string | undefined;
    expect(exhibit, 'a seeded ventilator exhibit to lend').toBeTruthy();
    db.prepare('UPDATE questions SET exhibit = ? WHERE id = ?').run(exhibit, ids[set.start]);
    return { position: set.start, setStart: set.start };
  } finally {
    db.close();
  }
}

/** Locks the case items before `position` (through the API), so the learner may open it. */
async function lockBefore(request: APIRequestContext, token: string, examSessionId: string, setStart: number, position: number) {
  for (let p = setStart; p < position; p++) {
    const res = await request.post(`/api/exams/${examSessionId}/lock-case-item`, {
      headers: { authorization: `Bearer ${token}` },
      data: { position: p, answer: 'A' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('an RTE case item with an exhibit: the figure is visible and fits, the page does not scroll sideways, text is legible', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const u = await freshProUser(request, 'rtecx');
    const started = await request.post('/api/exams/start', {
      headers: { authorization: `Bearer ${u.token}` },
      data: { examType: 'rte' },
    });
    expect(started.status(), await started.text()).toBe(201);
    const { examSessionId } = (await started.json()) as { examSessionId: string };
    const { position, setStart } = caseItemWithExhibit(examSessionId);
    await lockBefore(request, u.token, examSessionId, setStart, position);

    await seedSession(page, request, u);
    await page.goto('/exam');
    // A 185-item form takes a while to load on a busy machine.
    await expect(page.getByText('Section 1 of 2 · Question 1 of 185', { exact: true })).toBeVisible({ timeout: 30_000 });
    const nav = page.getByRole('navigation', { name: 'Questions' });
    await nav.getByRole('button', { name: new RegExp(`^Question ${position + 1}(,|$)`) }).click();
    await expect(page.getByText(`Section 1 of 2 · Question ${position + 1} of 185`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('case-context')).toContainText(`item ${position - setStart + 1} of`);

    const figure = page.getByTestId('exhibit').getByRole('img').first();
    await expect(figure).toBeVisible();
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height, 'the figure is drawn, not collapsed').toBeGreaterThan(60);

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, 'no horizontal scroll').toBeLessThanOrEqual(widths.client);

    // Legible: the stem and options at 14 px or more, and the figure's own labels drawn no smaller than 9 px.
    const stemSize = await page
      .getByRole('radiogroup')
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(stemSize).toBeGreaterThanOrEqual(14);
    const labelHeights = await figure.evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect().height));
    expect(labelHeights.length, 'the figure has text labels').toBeGreaterThan(0);
    expect(Math.min(...labelHeights), 'smallest label, in CSS px').toBeGreaterThanOrEqual(9);
  });
});

test('an editor marks a question reviewed: the editor shows the day and who, and so does the list', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await tokenFor(request, 'admin');
  // A question of the admin's own, so no other spec's question changes.
  const created = await request.post('/api/admin/questions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      topicId: 2,
      questionText: `Review-date check ${Date.now()}: which gas law relates pressure and volume at a constant temperature?`,
      options: ["Boyle's law", "Charles's law", "Dalton's law", "Henry's law"],
      correctAnswer: 'A',
      explanation: "Boyle's law.\nCorrect Answer: A\nKey Learning Point: P1V1 = P2V2 at a constant temperature.",
    },
  });
  expect(created.status()).toBe(201);
  const q = (await created.json()) as { id: number; questionText: string };
  const day = (d: Date) => `${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;

  await seedSession(page, request, 'admin');
  await page.goto(`/admin-enhanced?edit=${q.id}`);
  const dialog = page.getByRole('dialog');
  const line = dialog.getByTestId('review-line');
  // The full admin lists the whole bank before it opens the linked question.
  await expect(line).toHaveText(`Not reviewed since written ${day(new Date())}`, { timeout: 30_000 });
  await dialog.getByRole('button', { name: `Mark question ${q.id} reviewed` }).click();
  await expect(line).toHaveText(`Reviewed ${day(new Date())} by ${ACCOUNTS.admin.username}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const row = page.getByRole('row', { name: new RegExp(q.questionText.slice(0, 30)) });
  await expect(row.getByTestId('question-review-line')).toHaveText(`Reviewed ${day(new Date())} by ${ACCOUNTS.admin.username}`);
});
