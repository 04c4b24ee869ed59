import { describe, expect, it } from 'vitest';
import { sideBySide, tableMarkdown, tableText, type EngineRun } from './engines';
import { MIX_CALLS } from './studentMix';

const latency = (p50: number) => ({ count: 10, p50, p75: p50 * 2, p95: p50 * 3, p99: p50 * 4, max: p50 * 5, mean: p50 });

function run(over: Partial<EngineRun> = {}): EngineRun {
  return {
    key: 'sqlite',
    label: 'SQLite, 1 process',
    processes: 1,
    serverPeakMb: [150.4],
    loadBefore: [1, 2, 3],
    loadAfter: [1.5, 2, 3],
    mix: {
      durationMs: 10_000,
      requests: 1234,
      errors: 0,
      overall: latency(5),
      windowCpuMs: { servers: 9000, learners: 2000 },
      serverCpuMsPerRequest: 7.293,
      errorSamples: [],
      cycles: { perSecond: 17.64, complete: 176, failed: 0 },
      calls: MIX_CALLS.map((call) => ({ call, errors: 0, ...latency(call === 'submitExam' ? 40 : 2) })),
    },
    ...over,
  };
}

const cell = (rows: string[][], name: string, column: number) => rows.find((r) => r[0] === name)?.[column];

describe('sideBySide', () => {
  it('has one column per run and reads rates, percentiles, CPU shares and memory', () => {
    const rows = sideBySide([
      run(),
      run({
        key: 'pg2',
        label: 'PostgreSQL, 2 processes + proxy',
        processes: 2,
        serverPeakMb: [120, 130.6],
        proxyPeakMb: 60,
        postgresPeakPssMb: 90,
        mix: { ...run().mix!, windowCpuMs: { servers: 12_000, learners: 2000, proxy: 1500, postgres: 4000 } },
      }),
    ]);
    expect(rows[0]).toEqual(['', 'SQLite, 1 process', 'PostgreSQL, 2 processes + proxy']);
    expect(rows.every((r) => r.length === 3)).toBe(true);
    expect(cell(rows, 'complete learner cycles/s', 1)).toBe('17.6');
    expect(cell(rows, 'requests/s', 1)).toBe('123');
    expect(cell(rows, 'all calls p50 / p95 / p99 ms', 1)).toBe('5.00 / 15.0 / 20.0');
    expect(cell(rows, 'submit it p50 / p95 / p99 ms', 1)).toBe('40.0 / 120 / 160');
    expect(cell(rows, 'CPU, server processes (100 % = one core)', 1)).toBe('90 %');
    expect(cell(rows, 'CPU, proxy', 1)).toBe('—');
    expect(cell(rows, 'CPU, proxy', 2)).toBe('15 %');
    expect(cell(rows, 'CPU, all of the above', 2)).toBe('195 %');
    expect(cell(rows, 'peak RSS per server process, MB', 2)).toBe('120 + 131');
    expect(cell(rows, 'peak PSS of PostgreSQL, MB', 1)).toBe('—');
    expect(cell(rows, 'load average (1, 5, 15 min) before → after', 1)).toBe('1 2 3 → 1.5 2 3');
  });

  it('marks a run that failed, and keeps its load average', () => {
    const rows = sideBySide([
      run(),
      run({ key: 'pg1', label: 'PostgreSQL, 1 process', mix: undefined, error: 'PostgreSQL is not installed' }),
    ]);
    expect(cell(rows, 'requests/s', 2)).toBe('failed');
    expect(cell(rows, 'load average (1, 5, 15 min) before → after', 2)).toBe('1 2 3 → 1.5 2 3');
  });
});

describe('tableMarkdown and tableText', () => {
  it('writes a Markdown table with a separator row and escaped pipes, and aligned text', () => {
    const rows = [
      ['', 'a', 'bb'],
      ['x | y', '1', '22'],
    ];
    expect(tableMarkdown(rows)).toEqual(['|  | a | bb |', '| --- | --- | --- |', '| x \\| y | 1 | 22 |']);
    expect(tableText(rows)).toEqual(['       a  bb', 'x | y  1  22']);
  });
});
