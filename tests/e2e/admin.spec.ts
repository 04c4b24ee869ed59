import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { goodItem, startFakeOpenAI, wrongKeyItem, type FakeOpenAI } from '../fixtures/fake-openai';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { createAccount } from '../support/users';
import { freshProUser, freshUser, getJson, seedSession, toast } from './api';

/**
 * The admin dashboards (/admin, /admin-enhanced), the live view and the super admin's user table. The
 * shared server has no OpenAI key; the drafts workflow runs on its own server with the fake OpenAI API.
 */

interface Topic {
  id: number;
  name: string;
}
interface LearnerQuestion {
  id: number;
  questionText: string;
}
interface Stats {
  totalQuestions: number;
}

const marker = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const tableRow = (page: Page, text: string) => page.getByTestId('questions-table').getByRole('row').filter({ hasText: text });

async function learnerSees(request: APIRequestContext, token: string, topicId: number, text: string, base = '') {
  const res = await request.get(`${base}/api/questions/${topicId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), `GET /api/questions/${topicId}`).toBe(200);
  return ((await res.json()) as LearnerQuestion[]).some((q) => q.questionText.includes(text));
}

test('/admin shows the control center with its four statistics', async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrative Control Center' })).toBeVisible();
  for (const [id, label] of [
    ['stat-total-questions', 'Total Questions'],
    ['stat-active-users', 'Active Users'],
    ['stat-quizzes-today', 'Quizzes Today'],
    ['stat-average-score', 'Average Score'],
  ] as const) {
    await expect(page.getByTestId(id)).toContainText(label);
  }
  await expect(page.getByTestId('stat-total-questions')).toContainText(/\d+/);
});

/**
 * These change and read the published total on the shared server, so they never run at the same time.
 * A spec elsewhere that compares that total across two reads can take the same lock.
 */
test.describe('the question bank on /admin', { lock: 'published-questions' }, () => {
  test('an admin creates, finds, edits and deletes a question that learners see while it exists', async ({ page, request }) => {
    const learner = await freshProUser(request, 'bank');
    // A topic no other spec counts questions in.
    const topic = (await getJson<Topic[]>(request, '/api/topics', learner.token)).find((t) => t.name === 'Airway Management');
    const m = marker();
    const text = `Which finding best confirms correct endotracheal tube placement after intubation (${m})?`;

    await seedSession(page, request, 'admin');
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add New Question' })).toBeVisible();
    await dialog.getByLabel('Topic').selectOption({ label: topic!.name });
    await dialog.getByLabel('Question text').fill(text);
    const options = ['Colorimetric CO2 change on six breaths', 'Bilateral chest rise', 'Condensation in the tube', 'Patient can phonate'];
    for (const [i, letter] of ['A', 'B', 'C', 'D'].entries()) await dialog.getByLabel(`Option ${letter}`).fill(options[i]!);
    await dialog.getByLabel('Correct answer').selectOption('A');
    await dialog
      .getByLabel('Explanation')
      .fill('Exhaled CO2 detected over several breaths confirms tracheal placement; the other signs are unreliable.');
    await dialog.getByRole('button', { name: 'Create Question' }).click();
    await expect(toast(page, 'Question created successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByPlaceholder('Search questions...').fill(m);
    await expect(tableRow(page, m)).toHaveCount(1);
    await expect(tableRow(page, m)).toContainText(topic!.name);
    await expect(page.getByText('Showing 1 of 1 matching question')).toBeVisible();
    expect(await learnerSees(request, learner.token, topic!.id, m), 'a published question reaches learners').toBe(true);

    await tableRow(page, m).getByRole('button', { name: /^Edit/ }).click();
    await expect(dialog.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
    await expect(dialog.getByLabel('Question text')).toHaveValue(text);
    const edited = `${text} Edited.`;
    await dialog.getByLabel('Question text').fill(edited);
    await dialog.getByRole('button', { name: 'Update Question' }).click();
    await expect(toast(page, 'Question updated successfully')).toBeVisible();
    await expect(tableRow(page, m)).toContainText('Edited.');
    expect(await learnerSees(request, learner.token, topic!.id, `${m})? Edited.`), 'learners see the edit').toBe(true);

    page.once('dialog', (d) => {
      expect(d.message()).toBe('Are you sure you want to delete this question?');
      void d.accept();
    });
    await tableRow(page, m)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(toast(page, 'Question deleted successfully')).toBeVisible();
    await expect(tableRow(page, m)).toHaveCount(0);
    await expect(page.getByText('No questions match.')).toBeVisible();
    expect(await learnerSees(request, learner.token, topic!.id, m), 'a deleted question is gone for learners').toBe(false);
  });

  test('Export Analytics downloads a CSV whose Total Questions matches the server', async ({ page, request }) => {
    const admin = await seedSession(page, request, 'admin');
    await page.goto('/admin');
    await expect(page.getByTestId('stat-total-questions')).toContainText(/\d/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Analytics' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^respira-admin-stats-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Metric,Value');
    expect(lines.map((l) => l.split(',')[0])).toEqual(['Metric', 'Total Questions', 'Active Users', 'Quizzes Today', 'Average Score %']);
    const stats = await getJson<Stats>(request, '/api/admin/stats', admin);
    expect(lines).toContain(`Total Questions,${stats.totalQuestions}`);
  });
});

test('without an OpenAI key, Generate AI Questions says generation is not configured', async ({ page, request }) => {
  await seedSession(page, request, 'admin');
  await page.goto('/admin');
  const button = page.getByRole('button', { name: 'Generate AI Questions' });
  await button.click();
  const error = toast(page, 'Failed to generate questions');
  await expect(error).toBeVisible();
  await expect(error).toContainText('not configured');
  await expect(button).toBeEnabled();
});

test('the Users tab upgrades a new user to Monthly Pro', async ({ page, request }) => {
  const u = await freshUser(request, 'upg');
  await seedSession(page, request, 'admin');
  await page.goto('/admin-enhanced');
  await page.getByRole('tab', { name: 'Users' }).click();
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await page.getByRole('button', { name: `Monthly upgrade for ${u.username}` }).click();
  await expect(toast(page, 'User upgraded successfully')).toBeVisible();
  expect(asked).toBe(`Upgrade ${u.username} to Monthly Pro?`);
  await expect(page.getByRole('button', { name: `Downgrade ${u.username}` })).toBeVisible();
  const me = await getJson<{ isPro: boolean }>(request, '/api/me', u.token);
  expect(me.isPro).toBe(true);
});

test('a student at /admin and a super admin at /admin-enhanced see the 404 page', async ({ browser, request }) => {
  for (const [who, path] of [
    ['free', '/admin'],
    ['superAdmin', '/admin-enhanced'],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await seedSession(page, request, who);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate AI Questions' })).toHaveCount(0);
    await context.close();
  }
});

test('the super admin finds a user by part of the email and sorts by Logins', async ({ page, request }) => {
  const u = await freshUser(request, 'find');
  await seedSession(page, request, 'superAdmin');
  await page.goto('/super-admin');
  await page.getByPlaceholder('Search users...').fill(u.email.slice(2, -5));
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(u.username);

  const header = page.getByRole('columnheader').filter({ has: page.getByTestId('sort-logins') });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await page.getByTestId('sort-logins').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.getByTestId('sort-logins').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});

test('the super admin pages through a search with more matches than one page holds', async ({ page, request }) => {
  const prefix = `pg${Math.floor(Math.random() * 1e6).toString(36)}x`;
  for (let i = 0; i < 26; i++) await freshUser(request, prefix);
  await seedSession(page, request, 'superAdmin');
  await page.goto('/super-admin');
  await page.getByPlaceholder('Search users...').fill(prefix);
  await expect(page.getByTestId('user-count')).toHaveText('26 users match');
  await expect(page.getByTestId('user-page')).toHaveText('Page 1 of 2');
  await expect(page.getByTestId('user-row')).toHaveCount(25);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('user-page')).toHaveText('Page 2 of 2');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('user-page')).toHaveText('Page 1 of 2');
});

test('the live view updates when another user finishes a quiz, without a reload', async ({ page, request }) => {
  const learner = await freshProUser(request, 'live');
  await seedSession(page, request, 'admin');
  await page.goto('/admin/realtime');
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-state', 'live');
  await expect(page.getByTestId('live-indicator')).toHaveText('Live');
  const count = page.getByTestId('count-quizzes-completed-in-the-last-hour');
  const read = async () => Number(/(\d+)\s*$/.exec(await count.innerText())?.[1] ?? NaN);
  await expect(count).toBeVisible();
  const before = await read();
  expect(before).not.toBeNaN();

  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  const [topic] = await getJson<Topic[]>(request, '/api/topics', learner.token);
  const questions = await getJson<LearnerQuestion[]>(request, `/api/questions/${topic!.id}`, learner.token);
  const res = await request.post('/api/quiz-attempts', {
    headers: { authorization: `Bearer ${learner.token}` },
    data: {
      topicId: topic!.id,
      totalQuestions: 2,
      timeSpent: 40,
      questionsAnswered: questions.slice(0, 2).map((q) => ({ questionId: q.id, userAnswer: 'A' })),
    },
  });
  expect(res.status(), 'POST /api/quiz-attempts').toBe(201);
  await expect.poll(read).toBeGreaterThan(before);
  await expect(page.getByTestId('recent-feed')).toContainText(learner.username);
  expect(navigations, 'no reload').toEqual([]);
});

/** Generation needs an AI service: this group starts its own server pointed at the fake OpenAI API. */
test.describe('AI drafts (own server and fake OpenAI API)', () => {
  test.describe.configure({ mode: 'serial' });
  let fake: FakeOpenAI;
  let server: RunningServer;
  const admin = { email: 'genadmin@e2e.test', username: 'genadmin' };
  const learner = { email: 'genpro@e2e.test', username: 'genpro' };
  const password = 'password-123';

  function createUser(u: { email: string; username: string }, role: string, subscription: string) {
    createAccount(server.dbPath, { email: u.email, username: u.username, password, first: 'Gen', last: 'Tester', role, subscription });
  }

  async function login(request: APIRequestContext, email: string) {
    const res = await request.post(`${server.url}/api/login`, { data: { email, password } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  async function signInAdmin(page: Page, request: APIRequestContext) {
    const token = await login(request, admin.email);
    await page.addInitScript((t) => {
      if (sessionStorage.getItem('e2e_seeded')) return;
      sessionStorage.setItem('e2e_seeded', '1');
      localStorage.setItem('auth_token', t);
    }, token);
  }

  test.beforeAll(async () => {
    fake = await startFakeOpenAI();
    server = await startServer({ OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' });
    createUser(admin, 'admin', 'free');
    createUser(learner, 'student', 'pro');
  });

  test.afterAll(async () => {
    await server?.stop();
    await fake?.close();
    if (server) removeDir(server.dir);
  });

  test('generate with options, then approve, edit and reject drafts; the run is logged', async ({ page, request }) => {
    const m = marker();
    const topics = (await (await request.get(`${server.url}/api/topics`)).json()) as Topic[];
    const topic = topics[2]!;
    const a = goodItem(0);
    const b = goodItem(1);
    fake.respond({
      kind: 'items',
      items: [
        { ...a, questionText: `${a.questionText} Case ${m}-a.` },
        { ...b, questionText: `${b.questionText} Case ${m}-b.` },
        wrongKeyItem(2),
      ],
    });

    await signInAdmin(page, request);
    await page.goto(`${server.url}/admin-enhanced`);
    const controls = page.getByRole('region', { name: 'AI drafts' });
    await controls.getByLabel('Topic').selectOption({ label: topic.name });
    await controls.getByLabel('How many').fill('3');
    await controls.getByLabel('Difficulty').selectOption({ label: 'Intermediate' });
    await controls.getByRole('button', { name: 'Generate AI Questions' }).click();
    const done = toast(page, 'Questions generated successfully');
    await expect(done).toBeVisible();
    await expect(done).toContainText('2 drafts ready for review, 1 dropped');
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(fake.requests[0]!.body)).toContain(topic.name);

    // The tab switched to the drafts, which learners do not see.
    await expect(page.getByRole('button', { name: 'Drafts (2)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tableRow(page, `${m}-a`)).toBeVisible();
    await expect(tableRow(page, `${m}-b`)).toBeVisible();
    const learnerToken = await login(request, learner.email);
    expect(await learnerSees(request, learnerToken, topic.id, m, server.url)).toBe(false);

    await tableRow(page, `${m}-a`)
      .getByRole('button', { name: /^Approve/ })
      .click();
    await expect(toast(page, 'Question approved')).toBeVisible();
    await expect(tableRow(page, `${m}-a`)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Drafts (1)' })).toBeVisible();
    expect(await learnerSees(request, learnerToken, topic.id, `${m}-a`, server.url), 'approved is published').toBe(true);

    await tableRow(page, `${m}-b`).getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Question text').fill(`${b.questionText} Case ${m}-b, reviewed.`);
    await dialog.getByRole('button', { name: 'Update Question' }).click();
    await expect(toast(page, 'Question updated successfully')).toBeVisible();
    await expect(tableRow(page, `${m}-b, reviewed`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drafts (1)' })).toBeVisible();
    expect(await learnerSees(request, learnerToken, topic.id, `${m}-b`, server.url), 'an edited draft stays a draft').toBe(false);

    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await tableRow(page, `${m}-b`)
      .getByRole('button', { name: /^Reject/ })
      .click();
    await expect(toast(page, 'Draft rejected')).toBeVisible();
    expect(asked).toBe('Reject this draft? It will be deleted.');
    await expect(page.getByText('No drafts waiting for review.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drafts (0)' })).toBeVisible();

    await page.getByRole('button', { name: 'Published' }).click();
    await page.getByPlaceholder('Search questions...').fill(m);
    await expect(tableRow(page, `${m}-a`)).toHaveCount(1);
    await expect(tableRow(page, `${m}-b`)).toHaveCount(0);

    const run = page.getByTestId('generation-run').first();
    for (const text of [admin.username, topic.name, 'fake-model', '3 / 2 / 1', '1,801', 'OK']) await expect(run).toContainText(text);
    await run.getByText('Why one was dropped').click();
    await expect(run.getByRole('listitem')).toContainText('disagrees with key');
  });

  test('the simple page reports nothing kept, a failure, and switches to the drafts it made', async ({ page, request }) => {
    const m = marker();
    await signInAdmin(page, request);
    await page.goto(`${server.url}/admin`);
    // Named by what it says, which changes while the server works.
    const generate = page.getByRole('button', { name: /^(Generate AI Questions|Generating Questions\.\.\.)$/ });

    fake.respond({ kind: 'items', items: [wrongKeyItem(3)] });
    await generate.click();
    const none = toast(page, 'No questions were kept');
    await expect(none).toBeVisible();
    await expect(none).toContainText('disagrees with key');

    fake.respond({ kind: 'status', status: 401, message: 'Incorrect API key provided' });
    await generate.click();
    const failed = toast(page, 'Failed to generate questions');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('refused the API key');

    const item = goodItem(4);
    fake.respond({ kind: 'items', items: [{ ...item, questionText: `${item.questionText} Case ${m}-c.` }] });
    await page.getByRole('tab', { name: 'Users' }).click();
    // Held back until the pending state has been seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/trpc/admin.generateQuestions*', async (route) => {
      await held;
      await route.continue();
    });
    await generate.click();
    await expect(generate).toHaveText('Generating Questions...');
    await expect(generate).toBeDisabled();
    release();
    const done = toast(page, 'Questions generated successfully');
    await expect(done).toBeVisible();
    await expect(done).toContainText('1 draft ready for review');
    await expect(done).not.toContainText('dropped');
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Drafts (1)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(tableRow(page, `${m}-c`)).toBeVisible();

    await page.goto(`${server.url}/admin-enhanced`);
    const runs = page.getByTestId('generation-run');
    await expect(runs).toHaveCount(4);
    await expect(runs.nth(0)).toContainText('5 / 1 / 0');
    await expect(runs.nth(1)).toContainText('Error');
    await expect(runs.nth(1)).toContainText('refused the API key');
    await expect(runs.nth(2)).toContainText('5 / 0 / 1');
  });
});
