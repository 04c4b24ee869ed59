// The Simulations editor (issue #32) on a phone and a desktop: an admin writes a small problem through the form,
// sees the live graph check refuse a target that does not exist (and the server refuse it too), looks at the graph,
// plays the preview, saves it and finds it in the list.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

const IG_WEIGHTS = ['2', '2', '1', '-1', '-2'];
const DM_WEIGHTS = ['2', '-1', '-3'];

async function fillOptions(page: Page, index: number, sectionId: string, weights: string[], leads?: string[]) {
  const card = page.getByTestId(`cse-section-${index}`);
  await card.getByLabel('Prompt (new findings, then the instruction)').fill(`Findings of ${sectionId}. Choose.`);
  for (const [j, w] of weights.entries()) {
    const o: Locator = card.getByTestId(`cse-option-${sectionId}-${j}`);
    await o.getByLabel('Option text', { exact: true }).fill(`${sectionId} choice ${j + 1}`);
    await o.getByLabel('Weight').selectOption(w);
    await o.getByLabel('Result (what the choice reveals)').fill(`${sectionId} result ${j + 1}`);
    await o.getByLabel('Rationale (shown in the review)').fill(`Why ${sectionId} choice ${j + 1} weighs ${w}.`);
    const to = leads?.[j];
    if (to !== undefined) await o.getByLabel('Leads to').selectOption(to === 'end' ? { label: 'End of problem' } : to);
  }
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('an admin writes a problem, sees the graph and its errors, previews it and saves it', async ({ page }) => {
      // About seventy fields are filled through the real form: more than the default minute on a loaded machine.
      test.setTimeout(180_000);
      const title = `Asthma in the emergency department ${name} ${Date.now()}`;
      await signIn(page, 'admin');
      await page.goto('/admin/cse');
      await expect(page.getByRole('heading', { level: 1, name: 'Simulations' })).toBeVisible();
      await page.getByRole('button', { name: 'New problem' }).click();

      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Source').fill('GINA report 2024');
      await page.getByLabel('Scenario').fill('A 24-year-old woman with asthma arrives wheezing after a cold.');
      await page.getByRole('button', { name: 'Add information-gathering section' }).click();
      await page.getByRole('button', { name: 'Add decision-making section' }).click();

      await fillOptions(page, 0, 's1', IG_WEIGHTS);
      await page.getByTestId('cse-section-0').getByLabel('Next section').selectOption('s2');
      await fillOptions(page, 1, 's2', DM_WEIGHTS, ['s3', 's2', 's4']);
      await fillOptions(page, 2, 's3', IG_WEIGHTS);
      await page.getByTestId('cse-section-2').getByLabel('Next section').selectOption('s4');
      await fillOptions(page, 3, 's4', DM_WEIGHTS, ['end', 's4', 'end']);

      const check = page.getByTestId('cse-check');
      await expect(check).toContainText('The graph holds');
      await expect(check).toContainText('s1 → s2 → s3 → s4');

      // Renaming s3 leaves s2's first option pointing at a section that does not exist.
      await page.getByTestId('cse-section-2').getByLabel('Section id').fill('s9');
      await expect(check).toContainText('section s2, option a: target s3 does not exist');
      await page.getByRole('button', { name: 'Create problem' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'target s3 does not exist' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Graph view' }).click();
      await expect(page.getByTestId('cse-graph-node-(missing) s3')).toBeVisible();
      await expect(page.getByTestId('cse-graph-node-s9')).toHaveAttribute('data-unreachable', 'true');
      await page.getByRole('button', { name: 'Form' }).click();
      await page.getByTestId('cse-section-2').getByLabel('Section id').fill('s3');
      await expect(check).toContainText('The graph holds');

      await page.getByRole('button', { name: 'Graph view' }).click();
      const graph = page.getByTestId('cse-graph');
      await expect(graph.getByTestId('cse-graph-node-s1')).toContainText('IG · s1');
      await expect(graph.getByTestId('cse-graph-node-s2')).toContainText('DM · s2');
      await expect(graph.getByTestId('cse-graph-node-(end)')).toContainText('End');
      await expect(graph.getByTestId('cse-graph-edge-s2-s3')).toHaveAttribute('data-best', 'true');
      await expect(graph.getByTestId('cse-graph-edge-s2-s4')).not.toHaveAttribute('data-best', 'true');
      await expect(graph.getByTestId('cse-graph-edge-s2-s2')).toBeVisible();

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByTestId('cse-preview');
      await expect(preview).toContainText('arrives wheezing');
      const current = preview.getByTestId('cse-preview-section');
      await current.getByRole('button', { name: 's1 choice 1' }).click();
      await expect(current).toContainText('s1 result 1');
      await expect(current).not.toContainText('s1 result 2');
      await current.getByRole('button', { name: 'Done with this section' }).click();
      await current.getByRole('button', { name: 's2 choice 2' }).click();
      await expect(current).toContainText('s2 result 2');
      await current.getByRole('button', { name: 'Choose again' }).click();
      await current.getByRole('button', { name: 's2 choice 3' }).click();
      await current.getByRole('button', { name: 'Continue' }).click();
      // The poor choice skipped s3: the problem is now at s4.
      await expect(current).toContainText('Findings of s4');
      await preview.getByRole('button', { name: 'Show weights' }).click();
      await expect(current.getByRole('button', { name: /s4 choice 1.*Clearly indicated/ })).toBeVisible();
      await current.getByRole('button', { name: /s4 choice 1/ }).click();
      await current.getByRole('button', { name: 'Continue' }).click();
      const end = preview.getByTestId('cse-preview-end');
      await expect(end).toContainText('Information gathering: 2 of 10');
      await expect(end).toContainText('Decision making: -2 of 4');

      await page.getByRole('button', { name: 'Form' }).click();
      await page.getByRole('button', { name: 'Create problem' }).click();
      await expect(page.getByRole('table', { name: 'Simulation problems' })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('Adult chronic airways disease');
      await expect(row).toContainText('Draft');
      await expect(row.getByRole('cell').nth(2)).toHaveText('4');
    });
  });
}
