// The CSE as the Exam Ready target and simulations in the history (issue #32), on a phone: the learner says they sit
// the CSE, aims Exam Ready at it and reads the card's counts; a finished simulation is listed in the history and
// links back to its result.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSE_PROBLEMS } from '../../db/seed/cse/index';
import { bestPath } from '../../src/shared/cseGraph';
import { freshProUser, seedSession, toast, type Fresh } from './api';

test.use({ viewport: { width: 390, height: 844 } });

/** Plays one practice problem to its end along its best path over REST; answers the session id. */
async function playPractice(request: APIRequestContext, u: Fresh, index: number): Promise<string> {
  const headers = { authorization: `Bearer ${u.token}` };
  const list = await request.get('/api/cse/problems', { headers });
  expect(list.status()).toBe(200);
  const problems = ((await list.json()) as { problems: { id: number; title: string }[] }).problems;
  const played = problems[index % problems.length]!;
  const content = CSE_PROBLEMS.find((p) => p.title === played.title);
  expect(content, `seed problem "${played.title}"`).toBeDefined();
  const start = await request.post('/api/cse/start', { headers, data: { mode: 'problem', problemId: played.id } });
  expect(start.status()).toBe(201);
  const sessionId = ((await start.json()) as { id: string }).id;
  const best = bestPath(content!);
  let status = 'active';
  for (const sectionId of best.sectionIds) {
    const res = await request.post(`/api/cse/${sessionId}/choose`, {
      headers,
      data: { sectionId, optionIds: best.choices[sectionId], done: true },
    });
    expect(res.status(), `choose in ${sectionId}`).toBe(200);
    status = ((await res.json()) as { status: string }).status;
  }
  expect(status).toBe('finished');
  return sessionId;
}

async function noSideways(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a learner who sits the CSE aims Exam Ready at it and reads their simulation results on the card', async ({ page, request }) => {
  const u = await freshProUser(request, 'cseready');
  await seedSession(page, request, u);
  await page.goto('/account');
  const target = page.getByTestId('readiness-target');
  await expect(target.locator('option[value="cse"]')).toHaveCount(0);
  await expect(page.getByText('may sit the Clinical Simulation Examination (CSE) until 31 December 2027')).toBeVisible();
  await page.getByText('I sit the CSE', { exact: true }).click();
  await expect(toast(page, 'You sit the CSE')).toBeVisible();
  await target.selectOption('cse');
  await expect(toast(page, 'Exam target saved')).toBeVisible();
  await noSideways(page);

  await page.goto('/dashboard');
  const card = page.getByTestId('stat-exam-ready');
  await expect(card).toContainText('CSE · passing levels (estimated)');
  await expect(card).toContainText('Not enough simulation results yet: finish 5 more problems');
  await expect(card.getByRole('link', { name: 'Clinical simulations' })).toHaveAttribute('href', '/cse');
  await noSideways(page);

  for (let i = 0; i < 5; i++) await playPractice(request, u, i);
  await page.reload();
  await expect(card).toContainText(
    'You met the IG passing level in 5 of your last 5 problems and the DM level in 5; your last full simulation: none yet.',
  );
  await expect(card.getByTestId('cse-ready-value')).toHaveText('Not on track yet');
  await expect(card).toContainText('Not on track yet: finish 5 more problems and pass a full simulation.');
  await noSideways(page);
});

test('the history lists a finished simulation and links to its result', async ({ page, request }) => {
  const u = await freshProUser(request, 'csehist');
  const sessionId = await playPractice(request, u, 0);
  await seedSession(page, request, u);
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'Clinical simulations' })).toBeVisible();
  const row = page.getByTestId('cse-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Practice problem');
  await expect(row).toContainText(/IG \d+ \(passing level \d+\) · DM \d+ \(passing level \d+\)/);
  await expect(row).toContainText('Passed');
  await expect(row.getByRole('link')).toHaveAttribute('href', `/cse/${sessionId}`);
  await noSideways(page);
});
