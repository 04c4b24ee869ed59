// Interaction to Next Paint on a phone profile (issue #16), in Debian's Chromium through Playwright: a 390 px
// touch viewport, the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), a signed-in Pro learner in a topic
// quiz. Each question: tap an option, tap Submit Answer (the verdict and explanation appear), tap Next Question.
// A PerformanceObserver on 'event' entries (durationThreshold 16, the smallest the API allows) records the
// Event Timing entries; an interaction's latency is the longest entry of its interactionId (what web-vitals' onINP
// counts), from the tap's input to the next frame painted after its handlers ran. A tap that produced no entry
// took under 16 ms and is counted as 16 (an upper bound).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROME } from './lighthouse';
import { interactionLatencies, summarize, type EventEntryLike, type LatencySummary } from './stats';

export const INP_KINDS = ['option', 'submit', 'next'] as const;
export type InpKind = (typeof INP_KINDS)[number];

export interface InpReport {
  viewport: string;
  cpuSlowdown: number;
  questions: number;
  kinds: (LatencySummary & { kind: InpKind; label: string; underThreshold: number })[];
  /** The worst interaction of all (INP's own figure below 50 interactions). */
  inp: number;
  samples: { kind: InpKind; question: number; ms: number; events: string[] }[];
}

const LABELS: Record<InpKind, string> = {
  option: 'tap an option (it shows as chosen)',
  submit: 'tap Submit Answer (verdict and explanation painted)',
  next: 'tap Next Question (the next question painted)',
};

declare global {
  // Event Timing's interactionId (Chromium 96+), not yet in TypeScript's DOM library.
  interface PerformanceEventTiming {
    readonly interactionId: number;
  }
  interface Window {
    __eventEntries?: (EventEntryLike & { startTime: number })[];
  }
}

/** Entries that started at or after `since` (page clock), once the frame after the tap has had time to be reported. */
async function entriesSince(page: Page, since: number): Promise<EventEntryLike[]> {
  // Event Timing entries are queued after the next paint; on a 4× slower CPU give it a few frames.
  await page.waitForTimeout(250);
  return page.evaluate((t) => (window.__eventEntries ?? []).filter((e) => e.startTime >= t), since);
}

export async function phoneInp(base: string, token: string, questions = 10): Promise<InpReport> {
  const browser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => {
      window.__eventEntries = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as PerformanceEventTiming[])
          window.__eventEntries!.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/quiz`);
    await page.getByRole('button', { name: 'Start Quiz' }).first().tap({ timeout: 60_000 });
    await page.getByText(`Question 1 of`, { exact: false }).waitFor({ timeout: 60_000 });
    // Let the screen settle (lazy chunks, fonts) before the first measured tap.
    await page.waitForTimeout(1000);
    const total = Number(/of (\d+)/.exec((await page.getByTestId('question-counter').textContent()) ?? '')?.[1] ?? questions);
    const n = Math.min(questions, total);

    // BENCH_INP_PROFILE=<dir>: a CPU profile of the page over the measured taps (tsx bench/profile.ts <file>).
    const profileDir = process.env.BENCH_INP_PROFILE;
    if (profileDir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const samples: InpReport['samples'] = [];
    const measure = async (kind: InpKind, question: number, act: () => Promise<void>) => {
      const since = await page.evaluate(() => performance.now());
      await act();
      const found = interactionLatencies(await entriesSince(page, since));
      const ms = found.length ? Math.max(...found.map((f) => f.duration)) : 16;
      samples.push({ kind, question, ms, events: found.flatMap((f) => f.events) });
    };
    for (let i = 0; i < n; i++) {
      const option = page.getByRole('radio').nth(i % 4);
      await measure('option', i + 1, async () => {
        await option.tap();
        await page.waitForFunction((el) => el?.getAttribute('aria-checked') === 'true', await option.elementHandle());
      });
      await measure('submit', i + 1, async () => {
        await page.getByRole('button', { name: 'Submit Answer' }).tap();
        await page.getByTestId('feedback').waitFor();
      });
      // The last question's button completes the quiz (a save over the network): not a paint-only interaction.
      if (i + 1 < n && i + 1 < total) {
        await measure('next', i + 1, async () => {
          await page.getByRole('button', { name: 'Next Question' }).tap();
          await page.getByText(`Question ${i + 2} of ${total}`, { exact: true }).waitFor();
        });
      }
    }
    if (profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir, 'inp-page.cpuprofile'), JSON.stringify(profile));
    }
    await context.close();
    const kinds = INP_KINDS.map((kind) => {
      const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
      return {
        kind,
        label: LABELS[kind],
        underThreshold: samples.filter((s) => s.kind === kind && !s.events.length).length,
        ...summarize(ms),
      };
    });
    return { viewport: '390×844, DPR 3, touch', cpuSlowdown: 4, questions: n, kinds, inp: Math.max(...samples.map((s) => s.ms)), samples };
  } finally {
    await browser.close();
  }
}
