// Lighthouse 12 (mobile preset: Lighthouse's default form factor and simulated throttling) against the running
// server, in Debian's Chromium. The landing page gets a fresh browser; the dashboard needs a signed-in one, so
// Chromium is started through Playwright with a profile whose localStorage holds the session token and a
// remote-debugging port, and Lighthouse attaches to it without clearing storage.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

export interface LighthousePage {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  /** Lab metrics, milliseconds (CLS is unitless). */
  metrics: Record<string, number>;
  /** Audits that cost points, worst first: what to fix next. */
  findings: { category: string; id: string; title: string; score: number | null; display?: string }[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Lighthouse's own advice for a failed trace recording (NO_NAVSTART and the like) is to run it again: once more. */
async function runCli(args: string[]): Promise<void> {
  try {
    await runCliOnce(args);
  } catch (err) {
    if (!/Please run Lighthouse again/.test((err as Error).message)) throw err;
    await runCliOnce(args);
  }
}

function runCliOnce(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let err = '';
    const p = spawn(process.execPath, ['node_modules/lighthouse/cli/index.js', ...args], {
      env: { ...process.env, CHROME_PATH: CHROME },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    p.stderr.on('data', (d) => (err += d));
    p.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`))));
  });
}

type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }>;
};

function summarise(page: string, url: string, file: string): LighthousePage {
  const r = JSON.parse(readFileSync(file, 'utf8')) as Report;
  const metric = (id: string) => Math.round((r.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
  const findings: LighthousePage['findings'] = [];
  for (const [category, c] of Object.entries(r.categories)) {
    for (const ref of c.auditRefs) {
      const a = r.audits[ref.id];
      if (!a || a.score === null || a.score >= 0.9 || !['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode)) continue;
      findings.push({ category, id: ref.id, title: a.title, score: a.score, display: a.displayValue });
    }
  }
  findings.sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
  return {
    page,
    url,
    performance: Math.round((r.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((r.categories.accessibility?.score ?? 0) * 100),
    metrics: {
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
    },
    findings,
  };
}

const COMMON = ['--only-categories=performance,accessibility', '--output=json', '--quiet'];

/** Scores the landing page (fresh browser) and, given a session token, the dashboard (signed-in browser). */
export async function lighthouseScores(base: string, token: string | undefined, outDir: string): Promise<LighthousePage[]> {
  const out: LighthousePage[] = [];
  const landing = join(outDir, 'lighthouse-landing.json');
  await runCli([`${base}/`, ...COMMON, `--output-path=${landing}`, `--chrome-flags=${CHROME_FLAGS.join(' ')}`]);
  out.push(summarise('landing', '/', landing));

  if (token) {
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'respira-lh-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROME,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`],
      serviceWorkers: 'block',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      // The app reads the token from localStorage on load (src/client/session.tsx).
      await page.goto(`${base}/`);
      await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
      // Prove the profile is signed in: the dashboard greets its learner rather than asking to sign in.
      await page.goto(`${base}/dashboard`);
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor({ timeout: 30_000 });
      const dashboard = join(outDir, 'lighthouse-dashboard.json');
      await runCli([`${base}/dashboard`, ...COMMON, `--output-path=${dashboard}`, `--port=${port}`, '--disable-storage-reset']);
      const result = summarise('dashboard', '/dashboard', dashboard);
      out.push(result);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return out;
}
