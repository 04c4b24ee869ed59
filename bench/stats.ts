// Pure arithmetic the bench reports with: percentiles, latency summaries, the student mix's cycle accounting and
// the interactions of the INP measurement. No I/O, so tests/unit/bench-stats.test.ts can pin every rule down.

/**
 * Nearest-rank percentile of an ascending list: the smallest sample with at least a fraction `q` of all samples at
 * or below it (q = 0.5 of [1, 2, 3, 4] is 2, q = 0.99 of 100 samples is the 99th). 0 for no samples.
 */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p75: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const s = [...samples].sort((a, b) => a - b);
  return {
    count: s.length,
    p50: percentile(s, 0.5),
    p75: percentile(s, 0.75),
    p95: percentile(s, 0.95),
    p99: percentile(s, 0.99),
    max: s.at(-1) ?? 0,
    mean: s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0,
  };
}

/** One learner's cycle: when it began and ended (ms on one clock), and whether every call in it answered 2xx. */
export interface Cycle {
  start: number;
  end: number;
  ok: boolean;
}

/**
 * Complete learner cycles per second over a measuring window [from, to): a cycle counts when it ended inside the
 * window with every call answered, wherever it began (a closed loop's throughput is its completions). Failed
 * cycles are counted apart and never as complete.
 */
export function cycleRate(cycles: readonly Cycle[], from: number, to: number): { complete: number; failed: number; perSecond: number } {
  if (!(to > from)) throw new Error('cycleRate: the window must have a positive length');
  let complete = 0;
  let failed = 0;
  for (const c of cycles) {
    if (c.end < from || c.end >= to) continue;
    if (c.ok) complete++;
    else failed++;
  }
  return { complete, failed, perSecond: complete / ((to - from) / 1000) };
}

/** A call measured inside the window is one that started inside it (its end may fall after: it still counts). */
export function inWindow(startedAt: number, from: number, to: number): boolean {
  return startedAt >= from && startedAt < to;
}

/** What the Event Timing API reports for one event: the interaction it belongs to (0 for none) and its duration. */
export interface EventEntryLike {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * The latency of each interaction, as INP counts it: the longest duration among the events that share an
 * interactionId (a tap's pointerdown, pointerup and click), in the order the interactions first appear. Events
 * without an interaction (hover, scroll) are left out.
 */
export function interactionLatencies(entries: readonly EventEntryLike[]): { interactionId: number; duration: number; events: string[] }[] {
  const byId = new Map<number, { interactionId: number; duration: number; events: string[] }>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    const seen = byId.get(e.interactionId);
    if (seen) {
      seen.duration = Math.max(seen.duration, e.duration);
      if (!seen.events.includes(e.name)) seen.events.push(e.name);
    } else byId.set(e.interactionId, { interactionId: e.interactionId, duration: e.duration, events: [e.name] });
  }
  return [...byId.values()];
}
