import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshProUser, getJson, seedSession, toast, tokenFor, type Fresh } from './api';

/** The one spec with the service worker on: installing, reloading offline, the outbox and the update prompt. */
test.use({ serviceWorkers: 'allow' });
// The update test changes the built worker on disk: no other test of this file may install it meanwhile.
test.describe.configure({ mode: 'serial' });

const SW_FILE = join(process.cwd(), 'dist/client/sw.js');

interface Topic {
  id: number;
  name: string;
  questionCount: number;
}
interface Attempt {
  id: number;
  title: string;
  totalQuestions: number;
}

const TOPIC = 'Blood Gas Analysis';
const SAVED_OFFLINE = 'Saved offline — it will sync when you are back online.';

async function topicByName(request: Parameters<typeof getJson>[0], name: string): Promise<Topic> {
  const topic = (await getJson<Topic[]>(request, '/api/topics')).find((t) => t.name === name);
  expect(topic, `topic ${name}`).toBeTruthy();
  return topic!;
}

/** Resolves once the page's service worker is active, i.e. the app shell is precached. */
async function swReady(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 })
    .toBe(true);
}

function card(page: Page, name: string) {
  return page.getByTestId(/^topic-card-/).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Answers every question with option A, checking the instant feedback and explanation each time. */
async function answerAll(page: Page) {
  const counter = page.getByText(/^Question \d+ of \d+$/);
  const total = Number(/of (\d+)/.exec((await counter.textContent()) ?? '')![1]);
  for (let i = 0; i < total; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${total}`, { exact: true })).toBeVisible();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
    await expect(page.getByText(/^Difficulty: /)).toBeVisible();
    await page.getByRole('button', { name: i === total - 1 ? 'Complete Quiz' : 'Next Question' }).click();
  }
  return total;
}

/** Names of the records in one IndexedDB store of the app's offline database. */
function storeCount(page: Page, store: 'topics' | 'outbox' | 'rejected' | 'free' | 'reviewAhead' | 'reviewOutbox') {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('respira-offline');
        open.onerror = () => reject(new Error(`IndexedDB open failed: ${String(open.error)}`));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const req = db.transaction(name).objectStore(name).count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => reject(new Error(`IndexedDB count failed: ${String(req.error)}`));
        };
      }),
    store,
  );
}

async function attempts(request: Parameters<typeof getJson>[0], u: Fresh) {
  return getJson<Attempt[]>(request, '/api/quiz-attempts', u.token);
}

async function downloadTopic(page: Page, name: string) {
  const c = card(page, name);
  await c.getByRole('button', { name: 'Download for offline' }).click();
  await expect(c.getByText('Available offline ✓')).toBeVisible();
  await expect(c.getByText(/\d+ questions, \d+ KB/)).toBeVisible();
  await expect(c.getByRole('button', { name: 'Remove' })).toBeVisible();
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId('offline-badge')).toHaveText(/Offline/);
}

test('the app installs, reopens offline, runs a downloaded quiz offline and syncs it exactly once', async ({ page, context, request }) => {
  const u = await freshProUser(request, 'offline');
  const topic = await topicByName(request, TOPIC);

  // Installable: the manifest with the product's name, colours and icons.
  await seedSession(page, request, u);
  await page.goto('/free-quiz');
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({
    name: 'Respira',
    short_name: 'Respira',
    theme_color: '#0f766e',
    background_color: '#fafafa',
    display: 'standalone',
    start_url: '/',
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons as unknown as { src: string }[])
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await swReady(page);
  await expect.poll(() => storeCount(page, 'free')).toBe(1);

  // Download a topic for offline use.
  await page.goto('/quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await downloadTopic(page, TOPIC);
  expect(await storeCount(page, 'topics')).toBe(1);

  // No signal: the page reloads from the service worker, signed in, with the downloaded topic.
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Challenge' })).toBeVisible();
  await expect(page.getByTestId('offline-badge')).toBeVisible();
  await expect(page.getByTestId('picker-offline-note')).toContainText('You are offline.');
  await expect(card(page, TOPIC).getByText('Available offline ✓')).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText(`${u.firstName} ${u.lastName}`);

  // Other learner routes open offline too, the free preview quiz included.
  await page.goto('/free-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Free Practice Quiz' })).toBeVisible();
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  await page.goto('/quiz');

  // The quiz runs offline with feedback and explanations; the result waits in the outbox.
  await card(page, TOPIC).getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
  const total = await answerAll(page);
  expect(total).toBe(Math.min(10, topic.questionCount));
  await expect(toast(page, SAVED_OFFLINE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Quiz Complete' })).toBeVisible();
  await expect(page.getByTestId('sync-waiting')).toHaveText('1 waiting to sync');
  expect(await attempts(request, u)).toHaveLength(0);

  // Back online, three sends of the same attempt: the first dies on the way, the second reaches the
  // server but its answer is lost, the third gets the answer. The server must store it once.
  const bodies: string[] = [];
  await page.route('**/trpc/learner.saveAttempt**', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (bodies.length === 1) await route.abort('connectionreset');
    else if (bodies.length === 2) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  await context.setOffline(false);
  await expect(page.getByTestId('offline-badge')).toHaveCount(0);
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('sync-waiting')).toHaveText('1 waiting to sync');

  // The dashboard, loaded while the attempt still waits, updates by itself once the sync stores it.
  await page.locator('header').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('stat-quizzes-taken')).toHaveText('Quizzes Taken0');

  // The connection drops and returns (twice): the app sends the same attempt again each time.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await attempts(request, u)).length).toBe(1);
  await expect(page.getByTestId('sync-waiting')).toHaveText('1 waiting to sync');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
  expect(new Set(bodies).size, 'every send carries the same attempt and client id').toBe(1);
  expect(await storeCount(page, 'outbox')).toBe(0);
  await expect(page.getByTestId('stat-quizzes-taken')).toHaveText('Quizzes Taken1');
  expect(await attempts(request, u)).toHaveLength(1);

  // And once more straight to the API with the same client id: still one attempt.
  // Writes travel in tRPC batches like reads (decision 082): the body holds each call's input under its index, and
  // the save is the batch's first call (its path leads the URL the route matched).
  const sent = JSON.parse(bodies[0]!) as Record<string, { json: Record<string, unknown> }>;
  const input = sent['0']!.json;
  expect(typeof input.clientId).toBe('string');
  const again = await request.post('/api/quiz-attempts', { headers: { authorization: `Bearer ${u.token}` }, data: input });
  expect(again.status()).toBe(201);
  const stored = await attempts(request, u);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ title: TOPIC, totalQuestions: total });
  expect(((await again.json()) as Attempt).id).toBe(stored[0]!.id);
});

test('an attempt the server refuses at sync is shown with the reason, and Pro questions go when Pro ends', async ({
  page,
  context,
  request,
}) => {
  const u = await freshProUser(request, 'refused');
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await swReady(page);
  await downloadTopic(page, TOPIC);

  await goOffline(context, page);
  // A mixed practice exam offline draws from the downloaded questions, cut to its size.
  const topic = await topicByName(request, TOPIC);
  await page.getByTestId('mixed-mixed-fundamentals').getByRole('button', { name: 'Begin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fundamentals Practice Exam' })).toBeVisible();
  await expect(page.getByText(`Question 1 of ${Math.min(50, topic.questionCount)}`, { exact: true })).toBeVisible();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText(/^(Correct!|Incorrect)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Exit quiz' }).click();

  await card(page, TOPIC).getByRole('button', { name: 'Start Quiz' }).click();
  await answerAll(page);
  await expect(page.getByTestId('sync-waiting')).toHaveText('1 waiting to sync');

  // Pro ends while the learner is offline; the attempt is checked at sync.
  const admin = await tokenFor(request, 'admin');
  const down = await request.post(`/api/admin/users/${u.user.id}/subscription`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { action: 'downgrade', plan: 'free' },
  });
  expect(down.status()).toBe(200);

  await context.setOffline(false);
  const banner = page.getByTestId('sync-rejected');
  await expect(banner).toContainText('A quiz taken offline was not saved');
  await expect(banner).toContainText(TOPIC);
  await expect(banner).toContainText('Practice quizzes are exclusively for Pro subscribers.');
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
  expect(await attempts(request, u)).toHaveLength(0);
  // The refusal also shows the plan as it is now, and the downloaded Pro questions are gone.
  await expect(page.locator('header').getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByTestId('pro-badge')).toHaveCount(0);
  await expect.poll(() => storeCount(page, 'topics')).toBe(0);

  // The notice stays until dismissed, across reloads.
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pro Subscription Required' })).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
  // The banner goes at once; the stored copy is deleted just after (the offline store loads on demand).
  await expect.poll(() => storeCount(page, 'rejected')).toBe(0);
});

test('a due review item of a downloaded topic is reviewed offline and its answer syncs: no longer due, never a quiz attempt', async ({
  page,
  context,
  request,
}) => {
  const u = await freshProUser(request, 'offreview');
  const topic = await topicByName(request, TOPIC);
  const bank = await getJson<{ id: number; questionText: string; correctAnswer: string }[]>(request, `/api/questions/${topic.id}`, u.token);
  const q = bank[0]!;
  // A miss yesterday: missed in a topic quiz, its card moved back a day in the database (as the clock would).
  const miss = await request.post('/api/quiz-attempts', {
    headers: { authorization: `Bearer ${u.token}` },
    data: { topicId: topic.id, questionsAnswered: [{ questionId: q.id, userAnswer: q.correctAnswer === 'A' ? 'B' : 'A' }] },
  });
  expect(miss.status()).toBe(201);
  const dbPath = process.env.E2E_DB_PATH;
  expect(dbPath, 'the browser run’s database file (global-setup.ts)').toBeTruthy();
  const db = new Database(dbPath);
  try {
    const day = 24 * 3600 * 1000;
    db.prepare(
      'UPDATE review_cards SET due = due - ?, last_answered_at = last_answered_at - ?, last_review = last_review - ? WHERE user_id = ?',
    ).run(day, day, day, u.user.id);
  } finally {
    db.close();
  }
  const due = () => getJson<{ dueCount: number; items: { questionId: number }[] }>(request, '/api/review/due', u.token);
  expect((await due()).items.map((i) => i.questionId)).toEqual([q.id]);
  const before = await attempts(request, u);

  // Online: download the topic, then open Review due (both keep the topic's cards due soon on the device).
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await swReady(page);
  await downloadTopic(page, TOPIC);
  await page.goto('/review');
  await expect(page.getByTestId('review-due-count')).toHaveText('1');
  await expect.poll(() => storeCount(page, 'reviewAhead')).toBe(1);

  // Offline, /review reloads from the service worker and reviews the item from the device.
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('offline-due-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Start offline review' }).click();
  await expect(page.getByRole('heading', { level: 2, name: q.questionText })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${q.correctAnswer}\\.`) }).click();
  await page.getByRole('button', { name: 'Sure', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sure', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByTestId('feedback')).toContainText('✓ Correct!');
  await expect(page.getByTestId('explanation')).toBeVisible();
  await expect(page.getByTestId('sync-waiting')).toHaveText('1 waiting to sync');
  await page.getByRole('button', { name: 'Finish review' }).click();
  await expect(page.getByTestId('offline-review-done')).toContainText('1 of 1 right');
  expect(await storeCount(page, 'reviewOutbox')).toBe(1);
  expect((await due()).dueCount).toBe(1);

  // Back online: the answer syncs; the server has it answered and no longer due. A review is no quiz (issue #27):
  // Quizzes Taken and the attempts list stay as they were.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-waiting')).toHaveCount(0);
  expect(await storeCount(page, 'reviewOutbox')).toBe(0);
  await expect.poll(async () => (await due()).dueCount).toBe(0);
  const after = await attempts(request, u);
  expect(after).toHaveLength(before.length);
});

test('logout clears the offline data', async ({ page, request }) => {
  const u = await freshProUser(request, 'leaver');
  await seedSession(page, request, u);
  await page.goto('/quiz');
  await downloadTopic(page, TOPIC);
  expect(await storeCount(page, 'topics')).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('respira_last_user'))).toBeTruthy();

  await page.locator('header').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storeCount(page, 'topics')).toBe(0);
  expect(await storeCount(page, 'outbox')).toBe(0);
  expect(await storeCount(page, 'rejected')).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('respira_last_user'))).toBeNull();
});

test('a new version shows a non-blocking prompt with Reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await swReady(page);
  // A new worker waits only while the old one controls a page; the first one claims the page it installs from.
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  // The next update check finds a changed worker, as after a new build. The browser fetches the worker
  // script itself, out of reach of page.route and context.route, so the built file changes for a moment.
  const built = readFileSync(SW_FILE, 'utf8');
  const next = `${built}\n// next build ${Date.now()}\n`;
  try {
    writeFileSync(SW_FILE, next);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
  } finally {
    // Put the build back, unless a real build replaced the file meanwhile.
    if (readFileSync(SW_FILE, 'utf8') === next) writeFileSync(SW_FILE, built);
  }
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('New version available');
  // Non-blocking: the page stays usable behind it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('header').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(prompt).toBeVisible();

  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  // The new worker took over and nothing waits any more.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return Boolean(navigator.serviceWorker.controller) && !reg?.waiting && reg?.active?.state === 'activated';
      }),
    )
    .toBe(true);
});
