// Clinical simulations in the browser (issue #32), on a phone (390 × 844, touch) and a laptop (1366 × 900): a Pro
// learner plays a practice problem along the best path to its result and review, a full simulation starts, plays its
// first problem and ends early, and a free learner finds the problems locked but the sample open. The seed's own data
// (CSE_PROBLEMS and bestPath) says which options to tap and what the result must be.
import Database from 'better-sqlite3';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CSE_PROBLEMS } from '../../db/seed/cse/index';
import { CSE_FORMAT, CSE_MPL_TEXT } from '../../src/shared/cseFormat';
import { bestPath } from '../../src/shared/cseGraph';
import { freshProUser, freshUser, seedSession } from './api';

type Problem = (typeof CSE_PROBLEMS)[number];

const VIEWPORTS = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, touch: true },
  { name: 'laptop', use: { viewport: { width: 1366, height: 900 } }, touch: false },
] as const;

const firstLine = (text: string) => text.trim().split('\n')[0]!.slice(0, 60);
const sectionNumbers = (p: Problem, ids: string[]) => ids.map((id) => p.sections.findIndex((s) => s.id === id) + 1).join(' → ');

for (const vp of VIEWPORTS) {
  test.describe(`clinical simulations on a ${vp.name}`, () => {
    test.use(vp.use);
    const press = (l: Locator) => (vp.touch ? l.tap() : l.click());

    /** Nothing scrolls sideways on the phone (a diagram may scroll inside its own box). */
    async function fits(page: Page, where: string) {
      if (!vp.touch) return;
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width, `${where} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    }

    async function confirm(page: Page, label: string, says?: string | RegExp) {
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      if (says !== undefined) await expect(dialog).toContainText(says);
      await press(dialog.getByRole('button', { name: label, exact: true }));
      await expect(dialog).toBeHidden();
    }

    /** Plays the problem on screen along its best path: every indicated IG option, the best DM option. */
    async function playBest(page: Page, p: Problem, reloadOnce = false) {
      const best = bestPath(p);
      let reloaded = !reloadOnce;
      for (const id of best.sectionIds) {
        const section = p.sections.find((s) => s.id === id)!;
        const current = page.getByTestId('cse-current');
        await expect(current).toContainText(firstLine(section.prompt));
        const role = section.kind === 'ig' ? 'checkbox' : 'radio';
        const picks = best.choices[id]!.map((o) => section.options.find((x) => x.id === o)!.text);
        for (const text of picks) {
          const option = current.getByRole(role, { name: text, exact: true });
          await press(option);
          await expect(current.getByRole(role, { name: text, exact: true })).toHaveAttribute('aria-checked', 'true');
          if (!reloaded) {
            // A tap not yet revealed survives a reload (this tab keeps it); nothing reached the server.
            reloaded = true;
            await page.reload();
            await expect(current.getByRole(role, { name: text, exact: true })).toHaveAttribute('aria-checked', 'true');
          }
        }
        await fits(page, `section ${id}`);
        if (section.kind === 'ig') {
          await press(current.getByRole('button', { name: `Reveal selected (${picks.length})` }));
          await confirm(page, 'Reveal', 'These choices are final and will be scored. Reveal them?');
          // Each revealed option shows its result and no longer takes a tap.
          await expect(current.getByTestId('cse-result')).toHaveCount(picks.length);
          await expect(current.getByRole('checkbox', { name: picks[0], exact: true })).toBeDisabled();
          await press(current.getByRole('button', { name: 'Finish section' }));
          await confirm(page, 'Finish section');
        } else {
          await press(current.getByRole('button', { name: 'Commit decision' }));
          await confirm(page, 'Commit decision');
        }
      }
      await expect(page.getByTestId('cse-problem-complete')).toBeVisible();
      return best;
    }

    test('a Pro learner plays a practice problem to its result and opens the review with the path diagram', async ({ page, request }) => {
      test.setTimeout(120_000);
      const p = CSE_PROBLEMS.find((x) => !x.sample)!;
      const u = await freshProUser(request, `csep${vp.name}`);
      await seedSession(page, request, u);
      await page.goto('/exam');
      await press(page.getByTestId('cse-entry').getByRole('button', { name: 'Open clinical simulations' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Clinical simulations' })).toBeVisible();
      await expect(page.getByTestId('cse-intro')).toContainText(`${CSE_FORMAT.problems} problems`);
      await expect(page.getByTestId('cse-intro')).toContainText(CSE_FORMAT.lastDay);
      await fits(page, '/cse');

      await press(page.getByRole('button', { name: `Practice this problem: ${p.title}`, exact: true }));
      await expect(page).toHaveURL(/\/cse\/[A-Za-z0-9_-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
      await expect(page.getByTestId('cse-scenario')).toContainText(firstLine(p.scenario));
      const best = await playBest(page, p, true);
      await press(page.getByRole('button', { name: 'See the result' }));

      const result = page.getByTestId('cse-result-page');
      await expect(result.getByTestId('cse-verdict')).toHaveText('Passed');
      await expect(result.getByTestId('cse-total-ig')).toContainText(String(best.ig));
      await expect(result.getByTestId('cse-total-dm')).toContainText(String(best.dm));
      await expect(result.getByTestId('cse-mpl-note')).toHaveText(CSE_MPL_TEXT);
      await expect(result.getByTestId('cse-problem-result')).toHaveCount(1);
      await fits(page, 'the result');

      await press(result.getByRole('button', { name: 'Review' }));
      await expect(page).toHaveURL(/\/review\/0$/);
      const review = page.getByTestId('cse-review');
      await expect(review.getByTestId('cse-path-diagram').locator('svg').first()).toBeVisible();
      const route = sectionNumbers(p, best.sectionIds);
      await expect(review.getByTestId('cse-path-text')).toHaveText(`Your path: sections ${route}. Best path: sections ${route}.`);
      await expect(review.getByTestId('cse-review-section')).toHaveCount(p.sections.length);
      const chosenCount = Object.values(best.choices).flat().length;
      await expect(review.getByText('You chose this', { exact: true })).toHaveCount(chosenCount);
      await fits(page, 'the review');

      // The list shows the finished practice as the problem's last result, and the history links to it.
      await page.goto('/cse');
      await expect(page.getByTestId('cse-problem').filter({ hasText: p.title }).getByTestId('cse-last-result')).toContainText(
        'IG met, DM met',
      );
      await expect(page.getByTestId('cse-history-row').first()).toContainText('Passed');
    });

    test('a full simulation starts after its confirmation, plays its first problem, ends early and shows the result', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const u = await freshProUser(request, `csex${vp.name}`);
      await seedSession(page, request, u);
      await page.goto('/cse');
      await press(page.getByRole('button', { name: 'Start full simulation' }));
      await confirm(page, 'Start now', new RegExp(`${CSE_FORMAT.problems} problems in ${CSE_FORMAT.minutes / 60} hours`));

      await expect(page.getByTestId('cse-pace')).toContainText(`Problem 1 of ${CSE_FORMAT.problems}`);
      await expect(page.getByTestId('cse-clock')).toHaveText(/^[34]:\d{2}:\d{2}$/);
      // A section's options run past the screen: scrolled to the last, the clock and the pace are still in sight.
      await page.getByTestId('cse-play').getByRole('button', { name: 'End simulation' }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId('cse-clock')).toBeInViewport();
      await expect(page.getByTestId('cse-pace')).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const p = CSE_PROBLEMS.find((x) => x.title === title);
      expect(p, `the drawn problem "${title}" is a seed problem`).toBeDefined();
      await fits(page, 'the first problem');
      await playBest(page, p!);
      await press(page.getByRole('button', { name: 'Next problem' }));
      await expect(page.getByTestId('cse-pace')).toContainText(`Problem 2 of ${CSE_FORMAT.problems}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title);

      // Leaving and coming back offers the simulation in progress to resume.
      await page.goto('/cse');
      await press(page.getByTestId('cse-full').getByRole('button', { name: 'Resume' }));
      await expect(page.getByTestId('cse-pace')).toContainText(`Problem 2 of ${CSE_FORMAT.problems}`);

      await press(page.getByRole('button', { name: 'End simulation' }));
      await confirm(page, 'End simulation');
      const result = page.getByTestId('cse-result-page');
      await expect(result.getByTestId('cse-verdict')).toHaveText('Not passed');
      await expect(result.getByTestId('cse-problem-result')).toHaveCount(CSE_FORMAT.problems);
      await expect(result.getByText('Unscored (pretest)', { exact: true })).toHaveCount(CSE_FORMAT.pretest);
      await expect(result.getByTestId('cse-mpl-note')).toHaveText(CSE_MPL_TEXT);
      await fits(page, 'the full result');

      await press(result.getByTestId('cse-problem-result').first().getByRole('button', { name: 'Review' }));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('cse-path-text')).toContainText('Your path: sections');
      await fits(page, 'the review');
    });

    test('a free learner sees the problems locked and plays the sample', async ({ page, request }) => {
      test.setTimeout(120_000);
      const sample = CSE_PROBLEMS.find((x) => x.sample)!;
      const u = await freshUser(request, `csef${vp.name}`);
      await seedSession(page, request, u);
      await page.goto('/cse');
      await expect(page.getByTestId('cse-upsell')).toContainText('part of Respira Pro');
      await expect(page.getByTestId('cse-full').getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start full simulation' })).toHaveCount(0);
      const locked = page.getByRole('button', { name: /^Pro Required: / });
      expect(await locked.count()).toBeGreaterThan(0);
      await expect(locked.first()).toBeDisabled();
      await fits(page, '/cse for a free learner');

      await press(page.getByRole('button', { name: `Practice this problem: ${sample.title}`, exact: true }));
      await expect(page.getByRole('heading', { level: 1, name: sample.title })).toBeVisible();
      await playBest(page, sample);
      await press(page.getByRole('button', { name: 'See the result' }));
      await expect(page.getByTestId('cse-verdict')).toHaveText('Passed');
    });
  });
}

test('a choice refused as out of turn reads the session again and shows the server’s message', async ({ context, page, request }) => {
  test.setTimeout(90_000);
  const p = CSE_PROBLEMS.find((x) => !x.sample && x.sections[0]!.kind === 'ig')!;
  const first = p.sections[0]!;
  const u = await freshProUser(request, 'cseconflict');
  await seedSession(page, request, u);
  await page.goto('/cse');
  await page.getByRole('button', { name: `Practice this problem: ${p.title}`, exact: true }).click();
  await expect(page.getByTestId('cse-current')).toContainText(firstLine(first.prompt));

  // The same simulation in a second tab, still showing the first section.
  const other = await context.newPage();
  await other.goto(page.url());
  const stale = other.getByTestId('cse-current');
  await expect(stale).toContainText(firstLine(first.prompt));

  // The first tab finishes the section with an indicated option.
  const good = first.options.find((o) => o.weight > 0)!;
  const poor = first.options.find((o) => o.weight <= 0)!;
  await page.getByTestId('cse-current').getByRole('checkbox', { name: good.text, exact: true }).click();
  await page.getByRole('button', { name: 'Finish section' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finish section', exact: true }).click();
  await expect(page.getByTestId('cse-current')).not.toContainText(firstLine(first.prompt));

  // The second tab tries another option in the section that is no longer current: refused, and it catches up.
  await stale.getByRole('checkbox', { name: poor.text, exact: true }).click();
  await other.getByRole('button', { name: 'Finish section' }).click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Finish section', exact: true }).click();
  await expect(other.getByTestId('toast')).toContainText('That section is not the current one');
  await expect(stale).not.toContainText(firstLine(first.prompt));
  // The choice the first tab committed is kept: the past section shows what it revealed.
  const past = other.getByTestId('cse-past-section').first();
  await past.locator('summary').click();
  await expect(past).toContainText(good.result.trim().split('\n')[0]!.slice(0, 60));
  await expect(past).not.toContainText(poor.text);
});

test('a full simulation whose clock runs out in front of the learner ends, says so and shows the result', async ({ page, request }) => {
  test.setTimeout(90_000);
  const u = await freshProUser(request, 'csezero');
  await seedSession(page, request, u);
  await page.goto('/cse');
  await page.getByRole('button', { name: 'Start full simulation' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start now', exact: true }).click();
  await expect(page.getByTestId('cse-pace')).toContainText(`Problem 1 of ${CSE_FORMAT.problems}`);
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;

  // Four hours are too long to wait: the server's deadline is moved to a few seconds from now, and the page reloaded.
  const dbPath = process.env.E2E_DB_PATH;
  expect(dbPath, 'the browser run’s database file (global-setup.ts)').toBeTruthy();
  const db = new Database(dbPath);
  try {
    const moved = db.prepare('UPDATE cse_sessions SET deadline_at = ? WHERE id = ?').run(Date.now() + 4_000, sessionId);
    expect(moved.changes).toBe(1);
  } finally {
    db.close();
  }
  await page.reload();
  await expect(page.getByTestId('cse-clock')).toHaveText(/^0:00:0[0-4]$/);

  await expect(page.getByTestId('toast')).toContainText('Time is up', { timeout: 15_000 });
  const result = page.getByTestId('cse-result-page');
  await expect(result.getByTestId('cse-verdict')).toHaveText('Not passed');
  await expect(result.getByTestId('cse-problem-result')).toHaveCount(CSE_FORMAT.problems);
  // The simulations list agrees: finished, nothing to resume.
  await page.goto('/cse');
  await expect(page.getByTestId('cse-history-row').first()).toContainText('Not passed');
  await expect(page.getByTestId('cse-full').getByRole('button', { name: 'Resume' })).toHaveCount(0);
});
