import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(process.cwd(), 'dist/client');
const BUDGET = 120 * 1024;

interface Chunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = (): Record<string, Chunk> => JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The lazy chunks the landing page must not pull in, by their built names. */
const FORBIDDEN = [/^QuizPage/, /^ExamPage/, /^DashboardPage/, /chakra/i];

test('the landing page first load (entry + landing chunk and their static imports) is at most 120 KB gzipped', () => {
  const m = manifest();
  const landingKey = Object.keys(m).find((k) => k.includes('routes/landing/LandingPage'));
  expect(landingKey, 'the landing page is its own chunk').toBeTruthy();
  expect(m['index.html']?.isEntry).toBe(true);

  const files = new Set<string>();
  const walk = (key: string) => {
    const c = m[key];
    expect(c, `manifest entry ${key}`).toBeTruthy();
    if (files.has(c!.file)) return;
    files.add(c!.file);
    for (const i of c!.imports ?? []) walk(i);
  };
  walk('index.html');
  walk(landingKey!);

  const js = [...files].filter((f) => f.endsWith('.js'));
  const sizes = js.map((f) => ({ f, gz: gzipSync(readFileSync(join(DIST, f))).length }));
  const total = sizes.reduce((s, x) => s + x.gz, 0);
  const names = js.map((f) => basename(f));
  for (const re of FORBIDDEN)
    expect(
      names.filter((n) => re.test(n)),
      `static imports matching ${re}`,
    ).toEqual([]);
  expect(total, `gzipped first load: ${sizes.map((s) => `${s.f} ${s.gz}`).join(', ')}`).toBeLessThanOrEqual(BUDGET);
});

test('loading / fetches no quiz, exam, dashboard or Chakra chunk', async ({ page }) => {
  // The names checked here exist in the build, so the check below can fail.
  const built = Object.values(manifest()).map((c) => basename(c.file));
  for (const prefix of ['QuizPage', 'ExamPage', 'DashboardPage']) {
    expect(
      built.some((n) => n.startsWith(prefix)),
      `${prefix} chunk exists`,
    ).toBe(true);
  }

  const requested: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith('.js')) requested.push(basename(path));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.faq__trigger').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(
    requested.some((n) => n.startsWith('LandingPage')),
    `landing chunk loaded: ${requested.join(', ')}`,
  ).toBe(true);
  for (const re of FORBIDDEN)
    expect(
      requested.filter((n) => re.test(n)),
      `requested chunks matching ${re}`,
    ).toEqual([]);
});
