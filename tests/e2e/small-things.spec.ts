import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshProUser, seedSession, tokenFor, type Fresh } from './api';

/** Issue #27 point 7: peer statistics only after grading, item analysis links and "too few learners", exhibits on phones. */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;

async function tapOrClick(page: Page, locator: ReturnType<Page['locator']>) {
  if (page.viewportSize()!.width < 500) await locator.tap();
  else await locator.click();
}

for (const [name, use] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${name} size`, () => {
    test.use(use);

    test('a normal Pro topic quiz gets no response ≥ 400, and other learners’ figures come after the save', async ({ page, request }) => {
      const u = await freshProUser(request, `peer${name}`);
      const failed: string[] = [];
      const statsAsked: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
      });
      page.on('request', (r) => {
        if (/questionStats/.test(r.url())) statsAsked.push(r.url());
      });
      await seedSession(page, request, u);
      await page.goto('/quiz');
      const card = page.getByTestId(/^topic-card-/).first();
      await tapOrClick(page, card.getByRole('button', { name: 'Start Quiz' }));
      for (let i = 0; i < 10; i++) {
        await expect(page.getByText(`Question ${i + 1} of 10`, { exact: true })).toBeVisible();
        await tapOrClick(page, page.getByRole('radio').first());
        await tapOrClick(page, page.getByRole('button', { name: 'Submit Answer' }));
        await expect(page.getByTestId('feedback')).toBeVisible();
        // No figure is asked for while the answers exist only in the browser.
        expect(statsAsked, `question ${i + 1}`).toEqual([]);
        await tapOrClick(page, page.getByRole('button', { name: i === 9 ? 'Complete Quiz' : 'Next Question' }));
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Quiz Complete' })).toBeVisible();
      // Once saved, one request for the quiz's figures: fewer than 30 learners, so it says so instead of a percent.
      const peers = page.getByTestId('peer-stats');
      await expect(peers).toBeVisible();
      await expect(peers).toContainText('Too few learners have answered these questions yet: a figure shows once 30 have.');
      expect(statsAsked.length).toBeGreaterThanOrEqual(1);
      expect(failed).toEqual([]);
    });
  });
}

async function testWith(
  request: APIRequestContext,
  u: Fresh,
  topicIds: number[],
  want: (e: { kind: string; title: string } | null) => boolean,
) {
  const auth = { authorization: `Bearer ${u.token}` };
  const created = await request.post('/api/tests', { headers: auth, data: { mode: 'timed', pools: ['all'], topicIds, count: 100 } });
  expect(created.status()).toBe(201);
  const { id, items } = (await created.json()) as {
    id: number;
    items: { questionId: number | null; exhibit: { kind: string; title: string } | null }[];
  };
  const at = items.findIndex((i) => want(i.exhibit));
  expect(at, 'the topics hold such an exhibit').toBeGreaterThanOrEqual(0);
  for (const item of items.slice(0, at)) {
    const res = await request.post(`/api/tests/${id}/answers`, { headers: auth, data: { questionId: item.questionId, userAnswer: 'A' } });
    expect(res.status()).toBe(200);
  }
  return { id, exhibit: items[at]!.exhibit! };
}

test.describe('exhibits on a 390 px phone', () => {
  test.use(PHONE);

  test('a drawn figure’s smallest text is at least 12 px, and it opens full screen and closes', async ({ page, request }) => {
    const u = await freshProUser(request, 'exhphone');
    const { id, exhibit } = await testWith(request, u, [9, 3], (e) => !!e && e.kind !== 'table');
    await seedSession(page, request, u);
    await page.goto(`/create-test?test=${id}`);
    const figure = page.getByRole('img', { name: exhibit.title });
    await expect(figure).toBeVisible();
    const smallest = async () =>
      figure.evaluate((svg: SVGSVGElement) => {
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const sizes = [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        return { min: Math.min(...sizes), count: sizes.length, width: svg.getBoundingClientRect().width };
      });
    await expect.poll(async () => (await smallest()).min).toBeGreaterThanOrEqual(11.99);
    const m = await smallest();
    expect(m.count).toBeGreaterThan(3);
    // Drawn narrower than its 360-unit layout, so without the correction its 9-unit ticks were below 8 px.
    expect(m.width).toBeLessThan(360);
    // Every other text of the figure (caption, buttons) is ≥ 12 px too.
    const htmlMin = await page
      .getByTestId('exhibit')
      .first()
      .evaluate((fig) =>
        Math.min(...[...fig.querySelectorAll('figcaption, figcaption *, p')].map((e) => parseFloat(getComputedStyle(e).fontSize))),
      );
    expect(htmlMin).toBeGreaterThanOrEqual(12);

    const small = (await figure.boundingBox())!;
    await page.getByRole('button', { name: 'View full screen' }).tap();
    const dialog = page.getByRole('dialog', { name: `${exhibit.title}, full screen` });
    await expect(dialog).toBeVisible();
    const big = dialog.getByRole('img', { name: exhibit.title });
    await expect(big).toBeVisible();
    const large = (await big.boundingBox())!;
    expect(large.width).toBeGreaterThan(small.width);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View full screen' })).toBeVisible();
  });

  test('a PFT table scrolls sideways inside its box instead of being cut off', async ({ page, request }) => {
    const u = await freshProUser(request, 'pftphone');
    const { id } = await testWith(request, u, [1], (e) => !!e && e.kind === 'table' && e.title === 'Pulmonary function tests');
    await seedSession(page, request, u);
    await page.goto(`/create-test?test=${id}`);
    const table = page.getByRole('table', { name: 'Pulmonary function tests' });
    await expect(table).toBeVisible();
    const wrap = page.locator('.ex-table-wrap').first();
    const box = await wrap.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      overflowX: getComputedStyle(el).overflowX,
      right: el.getBoundingClientRect().right,
    }));
    expect(box.overflowX).toBe('auto');
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    expect(box.right).toBeLessThanOrEqual(390);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Scrolled, the last column comes into view.
    await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(table.getByRole('columnheader', { name: 'LLN' })).toBeInViewport();
    const font = await table.evaluate((t) =>
      Math.min(...[...t.querySelectorAll('th, td')].map((c) => parseFloat(getComputedStyle(c).fontSize))),
    );
    expect(font).toBeGreaterThanOrEqual(12);
  });
});

test('item analysis links a row to the question editor and says "too few learners" below the minimum', async ({ page, request }) => {
  // A graded quiz puts its items into the statistics (refreshed off the request path, a few seconds later).
  const u = await freshProUser(request, 'itemlink');
  const auth = { authorization: `Bearer ${u.token}` };
  const res = await request.get('/api/questions/5', { headers: auth });
  const questions = ((await res.json()) as { id: number; correctAnswer: string }[]).slice(0, 10);
  const saved = await request.post('/api/quiz-attempts', {
    headers: auth,
    data: { topicId: 5, questionsAnswered: questions.map((q) => ({ questionId: q.id, userAnswer: q.correctAnswer })) },
  });
  expect(saved.status()).toBeLessThan(300);
  const admin = await tokenFor(request, 'admin');
  const few = async () => {
    const r = await request.get('/api/admin/item-analysis?sort=learners&order=asc&limit=50', {
      headers: { authorization: `Bearer ${admin}` },
    });
    const body = (await r.json()) as {
      items: {
        questionId: number;
        questionText: string;
        learners: number;
        pValue: number | null;
        enoughLearners: boolean;
        caseSetId: number | null;
      }[];
    };
    return body.items.filter((i) => i.learners < 30 && i.caseSetId === null);
  };
  await expect.poll(async () => (await few()).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const items = await few();
  // The server withholds the percent below the minimum, rather than publish 0 % or 100 % from a learner or two.
  for (const i of items) expect(i).toMatchObject({ enoughLearners: false, pValue: null });

  await seedSession(page, request, 'admin');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/item-analysis');
  await page
    .getByRole('columnheader', { name: /Learners/ })
    .getByRole('button')
    .click();
  const table = page.getByTestId('item-analysis-table');
  // Other workers' learners keep answering while this test runs, so an item read from the API a moment ago may have
  // gained a learner and left the first page. The row is the table's own first after the sort (the fewest learners);
  // the API then says that very item is below the minimum, with no percent.
  const link = table.getByRole('link', { name: /^Edit question #\d+$/ }).first();
  await expect(link).toBeVisible();
  const questionId = Number(/[?&]edit=(\d+)/.exec((await link.getAttribute('href')) ?? '')?.[1]);
  const r = await request.get('/api/admin/item-analysis?sort=learners&order=asc&limit=500', {
    headers: { authorization: `Bearer ${admin}` },
  });
  const shown = (
    (await r.json()) as {
      items: { questionId: number; questionText: string; learners: number; pValue: number | null; enoughLearners: boolean }[];
    }
  ).items.find((i) => i.questionId === questionId)!;
  expect(shown.learners).toBeLessThan(30);
  expect(shown).toMatchObject({ enoughLearners: false, pValue: null });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `Edit question #${questionId}`, exact: true }) });
  await expect(row.getByText('too few learners').first()).toBeVisible();
  // The statistic cells (p-value, discrimination, option choice) show no percent; the stem itself may ('58% predicted').
  for (const col of [1, 2, 3]) await expect(row.getByRole('cell').nth(col)).not.toContainText('%');
  await link.click();
  await expect(page).toHaveURL(/\/admin-enhanced$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
  // The dialog holds that very question (the table shows its text cut at 157 characters).
  const value = await dialog.getByLabel('Question text').inputValue();
  expect(value.startsWith(shown.questionText.replace(/…$/, ''))).toBe(true);
});
