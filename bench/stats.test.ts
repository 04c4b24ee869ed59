import { describe, expect, it } from 'vitest';
import { cycleRate, inWindow, interactionLatencies, percentile, summarize } from './stats';

describe('percentile (nearest rank)', () => {
  it('takes the smallest sample with at least q of the samples at or below it', () => {
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2);
    expect(percentile([1, 2, 3, 4], 0.75)).toBe(3);
    expect(percentile([1, 2, 3, 4], 0.76)).toBe(4);
    expect(percentile([10], 0.99)).toBe(10);
  });

  it('reads the 99th of 100 samples as the 99th value, and the extremes as the first and last', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 0.99)).toBe(99);
    expect(percentile(xs, 1)).toBe(100);
    expect(percentile(xs, 0)).toBe(1);
  });

  it('is 0 for no samples', () => {
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('summarize', () => {
  it('sorts a copy and reports count, p50, p75, p95, p99, max and mean', () => {
    const samples = [5, 1, 4, 2, 3];
    const s = summarize(samples);
    expect(s).toEqual({ count: 5, p50: 3, p75: 4, p95: 5, p99: 5, max: 5, mean: 3 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it('is all zeros for no samples', () => {
    expect(summarize([])).toEqual({ count: 0, p50: 0, p75: 0, p95: 0, p99: 0, max: 0, mean: 0 });
  });
});

describe('cycleRate', () => {
  it('counts complete cycles that ended inside the window, wherever they began, per second of window', () => {
    const cycles = [
      { start: 0, end: 900, ok: true }, // ended in the warm-up: not counted
      { start: 500, end: 1500, ok: true }, // began in the warm-up, ended inside: counted
      { start: 1500, end: 2500, ok: true },
      { start: 2000, end: 2999, ok: true },
      { start: 2500, end: 3000, ok: true }, // ended at the window's end: outside [from, to)
      { start: 1200, end: 1800, ok: false }, // a failed cycle is never complete
    ];
    expect(cycleRate(cycles, 1000, 3000)).toEqual({ complete: 3, failed: 1, perSecond: 1.5 });
  });

  it('refuses an empty window', () => {
    expect(() => cycleRate([], 5, 5)).toThrow(/positive length/);
  });
});

describe('inWindow', () => {
  it('takes a call by when it started: at the start yes, at the end no', () => {
    expect(inWindow(1000, 1000, 2000)).toBe(true);
    expect(inWindow(1999.9, 1000, 2000)).toBe(true);
    expect(inWindow(2000, 1000, 2000)).toBe(false);
    expect(inWindow(999, 1000, 2000)).toBe(false);
  });
});

describe('interactionLatencies', () => {
  it("takes an interaction's longest event, leaves out events without one, and keeps first-seen order", () => {
    const entries = [
      { name: 'pointerover', interactionId: 0, duration: 200 },
      { name: 'pointerdown', interactionId: 7, duration: 24 },
      { name: 'pointerup', interactionId: 7, duration: 48 },
      { name: 'click', interactionId: 7, duration: 40 },
      { name: 'pointerdown', interactionId: 3, duration: 16 },
      { name: 'click', interactionId: 3, duration: 104 },
    ];
    expect(interactionLatencies(entries)).toEqual([
      { interactionId: 7, duration: 48, events: ['pointerdown', 'pointerup', 'click'] },
      { interactionId: 3, duration: 104, events: ['pointerdown', 'click'] },
    ]);
  });

  it('is empty when no event belongs to an interaction', () => {
    expect(interactionLatencies([{ name: 'mousemove', interactionId: 0, duration: 50 }])).toEqual([]);
  });
});
