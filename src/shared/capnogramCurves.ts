/** The capnogram exhibit (src/shared/exhibit.ts describes it): CO2 against time for each pattern. */
import type { CapnogramExhibit } from './exhibit';
import { axis, extent, round, type Panel, type Point } from './exhibitPlot';

/** CO2 (mmHg) against time (s) as a polyline of a few vertices per breath. */
export function capnogramCurve(e: Omit<CapnogramExhibit, 'kind' | 'title' | 'alt'>): Point[] {
  const p = e.pattern;
  const rate = e.rate ?? (p === 'hyperventilation' ? 24 : p === 'hypoventilation' ? 8 : p === 'cprRosc' ? 10 : 14);
  const seconds = e.seconds ?? (p === 'hypoventilation' || p === 'hyperventilation' ? 60 : p === 'cprRosc' ? 40 : 20);
  const et0 = e.etco2 ?? (p === 'esophageal' ? 18 : p === 'cprRosc' ? 14 : p === 'hyperventilation' ? 38 : 38);
  const et1 = e.etco2End ?? (p === 'hypoventilation' ? et0 + 20 : p === 'hyperventilation' ? et0 - 14 : p === 'cprRosc' ? 42 : et0);
  const baseEnd = p === 'rebreathing' ? (e.baselineEnd ?? 10) : 0;
  const changeAt = e.changeAt ?? 0.5;
  const cycle = 60 / rate;
  const out: Point[] = [];
  const push = (t: number, c: number) => out.push([round(t, 3), round(Math.max(0, c), 2)]);
  const n = Math.ceil(seconds / cycle);
  for (let k = 0; k < n; k++) {
    const t0 = k * cycle;
    if (t0 >= seconds) break;
    const frac = t0 / seconds;
    let et =
      et0 + (et1 - et0) * (p === 'cprRosc' ? (frac >= changeAt ? 1 : 0) : p === 'hypoventilation' || p === 'hyperventilation' ? frac : 0);
    const base = baseEnd * frac;
    if (p === 'esophageal') et = k < 4 ? et0 * [0.6, 0.3, 0.12, 0.04][k]! : 0;
    if (p === 'suddenLoss' && frac >= changeAt) et = 0;
    const at = (u: number) => t0 + u * cycle;
    if (et <= 0) {
      push(at(0), base);
      push(at(1), base);
      continue;
    }
    push(at(0), base); // inspiration: baseline
    push(at(0.4), base); // phase I
    if (p === 'obstructive') {
      for (let i = 1; i <= 8; i++) {
        const u = i / 8;
        push(at(0.4 + 0.52 * u), base + ((et - base) * (1 - Math.exp(-3 * u))) / (1 - Math.exp(-3)));
      }
    } else {
      push(at(0.46), base + (et - base) * 0.85); // phase II upstroke
      if (p === 'curareCleft') {
        push(at(0.62), base + (et - base) * 0.92);
        push(at(0.68), base + (et - base) * 0.62);
        push(at(0.74), base + (et - base) * 0.95);
      }
      push(at(0.92), et + (p === 'rebreathing' ? base * 0.3 : 0)); // phase III plateau
    }
    push(at(0.97), base); // phase 0: inspiration
  }
  push(seconds, out.length ? out[out.length - 1]![1] : 0);
  return out.filter((pt) => pt[0] <= seconds);
}

export function capnogramPanels(e: CapnogramExhibit): Panel[] {
  const points = capnogramCurve(e);
  const [, hi] = extent([{ points }], 1);
  const end = points.length ? points[points.length - 1]![0] : 1;
  return [
    {
      id: 'co2',
      title: 'Capnogram',
      x: axis('Time', 's', 0, end, 6, false),
      y: axis('CO2', 'mmHg', 0, Math.max(hi, 20), 4),
      series: [{ points }],
      aspect: 0.42,
    },
  ];
}
