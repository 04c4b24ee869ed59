/**
 * The plotting model the exhibit curves draw into (exhibitCurves.ts): points, series, axes with round ticks, and
 * panels the browser's figure renders.
 */

export type Point = [number, number];
export interface Series {
  label?: string;
  dashed?: boolean;
  points: Point[];
}
export interface Axis {
  label: string;
  unit: string;
  min: number;
  max: number;
  ticks: number[];
}
export interface Panel {
  id: string;
  title: string;
  x: Axis;
  y: Axis;
  series: Series[];
  /** Draw a line at y = 0. */
  zeroLine?: boolean;
  /** ECG paper grid instead of tick lines. */
  paper?: boolean;
  /** Height relative to the width (the renderer's aspect ratio). */
  aspect: number;
}

function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const n = raw / mag;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10) * mag;
}

/** An axis covering lo..hi with round ticks. */
export function axis(label: string, unit: string, lo: number, hi: number, count = 4, pad = true): Axis {
  if (hi - lo < 1e-9) hi = lo + 1;
  const step = niceStep(hi - lo, count);
  const min = pad ? Math.floor(lo / step) * step : lo;
  const max = pad ? Math.ceil(hi / step - 1e-9) * step : hi;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-6; v += step) ticks.push(Number(v.toFixed(6)));
  return { label, unit, min, max, ticks };
}

export function extent(series: Series[], i: 0 | 1): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series)
    for (const p of s.points) {
      lo = Math.min(lo, p[i]);
      hi = Math.max(hi, p[i]);
    }
  return Number.isFinite(lo) ? [lo, hi] : [0, 1];
}

export function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
