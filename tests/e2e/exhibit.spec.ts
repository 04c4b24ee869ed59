import { expect, test } from '@playwright/test';
import { freshProUser, seedSession } from './api';

interface TestItem {
  questionId: number | null;
  exhibit: { kind: string; title: string; alt: string } | null;
}

/** Exhibits (#17 §4): a learner sees the figure with its accessible name; an admin's preview follows the form. */
test('a learner sees an exhibit SVG with its accessible name and description above the options', async ({ page, request }) => {
  const learner = await freshProUser(request, 'exh');
  const auth = { authorization: `Bearer ${learner.token}` };
  // Cardiac Life Support holds seeded rhythm-strip and capnogram items; a timed test of the whole topic has them.
  const created = await request.post('/api/tests', { headers: auth, data: { mode: 'timed', pools: ['all'], topicIds: [9], count: 100 } });
  expect(created.status()).toBe(201);
  const { id, items } = (await created.json()) as { id: number; items: TestItem[] };
  const first = items.findIndex((i) => i.exhibit && i.exhibit.kind !== 'table');
  expect(first, 'the topic has a drawn exhibit').toBeGreaterThanOrEqual(0);
  // Answer everything before it, so the runner opens on the exhibit item (the first unanswered one).
  for (const item of items.slice(0, first)) {
    const res = await request.post(`/api/tests/${id}/answers`, { headers: auth, data: { questionId: item.questionId, userAnswer: 'A' } });
    expect(res.status()).toBe(200);
  }
  const exhibit = items[first]!.exhibit!;

  await seedSession(page, request, learner);
  await page.goto(`/create-test?test=${id}`);
  const figure = page.getByRole('img', { name: exhibit.title });
  await expect(figure).toBeVisible();
  await expect(figure).toHaveAttribute('data-kind', exhibit.kind);
  await expect(figure.locator('desc')).toHaveText(exhibit.alt);
  await expect(figure).toHaveAccessibleDescription(exhibit.alt);
  // The figure comes before the options, and at phone width it fits the screen.
  const figureBox = (await figure.boundingBox())!;
  const optionsBox = (await page.getByRole('radiogroup').first().boundingBox())!;
  expect(figureBox.y + figureBox.height).toBeLessThanOrEqual(optionsBox.y);
  // The text alternative on demand.
  const text = page.getByTestId('exhibit').locator('p', { hasText: exhibit.alt });
  await expect(text).toHaveClass(/ex-visually-hidden/);
  await page.getByRole('button', { name: 'Describe' }).click();
  await expect(text).not.toHaveClass(/ex-visually-hidden/);
  await expect(text).toBeVisible();
  await page.getByRole('button', { name: 'Hide description' }).click();
  await expect(text).toHaveClass(/ex-visually-hidden/);
});

test('an admin picks a family, edits a parameter and sees the live preview change and a bad value named', async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog');
  const editor = dialog.getByTestId('exhibit-editor');
  await editor.getByLabel('Exhibit family').selectOption('ventilator');
  const preview = dialog.getByTestId('exhibit-preview');
  const figure = preview.getByRole('img', { name: 'Ventilator graphics, volume control' });
  await expect(figure).toBeVisible();
  const pressure = figure.locator('[data-panel="pressure"] path').first();
  const before = await pressure.getAttribute('d');

  await editor.getByLabel('Compliance (mL/cmH2O)').fill('20');
  await expect(pressure).not.toHaveAttribute('d', before!);
  await expect(editor.getByLabel('Exhibit JSON')).toHaveValue(/"compliance": 20/);

  const changed = await pressure.getAttribute('d');
  await editor.getByLabel('Compliance (mL/cmH2O)').fill('500');
  await expect(editor.getByText('compliance must be 5–150 mL/cmH2O').first()).toBeVisible();
  await expect(preview.getByText('Preview (last valid version)')).toBeVisible();
  await expect(pressure).toHaveAttribute('d', changed!);
  await dialog.getByRole('button', { name: 'Create Question' }).click();
  await expect(page.getByText('Fix the exhibit first')).toBeVisible();
});
