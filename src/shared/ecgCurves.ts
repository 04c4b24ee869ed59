/** The ECG exhibit (src/shared/exhibit.ts describes it): a rhythm strip drawn from beats, deterministic per rhythm. */
import type { EcgExhibit } from './exhibit';
import { ecgRate } from './exhibitSettings';
import { axis, round, type Panel, type Point } from './exhibitPlot';

/** A small deterministic generator, so a strip looks the same on every screen. */
function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

const gauss = (t: number, c: number, sd: number, a: number) => a * Math.exp(-(((t - c) / sd) ** 2) / 2);

interface Beat {
  t: number;
  wide: boolean;
  p: number | null;
}

/** The strip as millivolts against seconds, sampled at 200 Hz. `seconds` may exceed the schema's strip for tests. */
export function ecgStrip(e: Omit<EcgExhibit, 'kind' | 'title' | 'alt'>, seconds = e.seconds ?? 6): Point[] {
  const rhythm = e.rhythm;
  const rate = ecgRate(e);
  const rand = seeded(rhythm.length * 7919 + Math.round(rate));
  const beats: Beat[] = [];
  const pWaves: number[] = [];
  const rr = rate > 0 ? 60 / rate : 1;
  const pr = rhythm === 'firstDegreeBlock' ? (e.pr ?? 0.3) : (e.pr ?? 0.16);
  if (rhythm === 'atrialFibrillation') {
    const n = Math.round((seconds * rate) / 60);
    const raw = Array.from({ length: n }, () => 0.55 + 0.9 * rand());
    const sum = raw.reduce((a, b) => a + b, 0);
    // Each beat in the middle of its own share of the strip: irregular, and exactly `rate` beats a minute.
    let used = 0;
    for (const r of raw) {
      beats.push({ t: ((used + r / 2) / sum) * seconds, wide: false, p: null });
      used += r;
    }
  } else if (rhythm === 'pvcs') {
    const every = e.pvcEvery ?? 4;
    let k = 0;
    for (let t = rr / 2; t < seconds; t += rr, k++) {
      if ((k + 1) % every === 0) beats.push({ t: t - 0.38 * rr, wide: true, p: null });
      else beats.push({ t, wide: false, p: pr });
    }
  } else if (rhythm === 'thirdDegreeBlock') {
    const arr = 60 / (e.atrialRate ?? 80);
    for (let t = 0.15; t < seconds; t += arr) pWaves.push(t);
    for (let t = rr * 0.62; t < seconds; t += rr) beats.push({ t, wide: true, p: null });
  } else if (rhythm !== 'vfib' && rhythm !== 'asystole') {
    const wide = rhythm === 'vtach';
    const hasP = rhythm === 'sinus' || rhythm === 'sinusTachycardia' || rhythm === 'sinusBradycardia' || rhythm === 'firstDegreeBlock';
    for (let t = rr / 2; t < seconds; t += rr) beats.push({ t, wide, p: hasP ? pr : null });
  }
  const flutterCycle = 60 / (e.atrialRate ?? 300);
  const vfWaves = Array.from({ length: 6 }, () => ({ f: 3.5 + 4 * rand(), ph: 6.28 * rand(), a: 0.12 + 0.2 * rand() }));
  const fib = Array.from({ length: 4 }, () => ({ f: 5.5 + 3 * rand(), ph: 6.28 * rand() }));
  const out: Point[] = [];
  const hz = 200;
  for (let i = 0; i <= seconds * hz; i++) {
    const t = i / hz;
    let y = 0;
    if (rhythm === 'vfib')
      for (const w of vfWaves) y += w.a * Math.sin(2 * Math.PI * w.f * t + w.ph) * (0.7 + 0.3 * Math.sin(0.9 * t + w.ph));
    if (rhythm === 'asystole') y += 0.03 * Math.sin(2 * Math.PI * 0.3 * t);
    if (rhythm === 'atrialFibrillation') for (const w of fib) y += 0.03 * Math.sin(2 * Math.PI * w.f * t + w.ph);
    if (rhythm === 'atrialFlutter') {
      const u = (t % flutterCycle) / flutterCycle;
      y += u < 0.75 ? -0.05 - 0.2 * (u / 0.75) + 0.1 : -0.15 + 0.25 * ((u - 0.75) / 0.25);
    }
    for (const pt of pWaves) y += gauss(t, pt, 0.022, 0.15);
    for (const b of beats) {
      const d = t - b.t;
      if (d < -0.5 || d > 0.7) continue;
      if (b.p !== null) y += gauss(d, -b.p + 0.01, 0.022, 0.15);
      if (b.wide) {
        y += gauss(d, 0, 0.03, 1.1) + gauss(d, 0.07, 0.035, -0.45) + gauss(d, 0.3, 0.06, -0.3);
      } else {
        const tc = 0.16 + 0.1 * Math.sqrt(Math.min(rr, 1.5));
        y += gauss(d, -0.025, 0.008, -0.1) + gauss(d, 0, 0.01, 1.2) + gauss(d, 0.028, 0.009, -0.25) + gauss(d, tc, 0.045, 0.3);
      }
    }
    out.push([round(t, 3), round(y, 3)]);
  }
  return out;
}

/** R waves in a strip: local maxima above 0.6 mV, at least 0.15 s apart. */
export function countRWaves(points: Point[]): number {
  let n = 0;
  let last = -Infinity;
  for (let i = 1; i + 1 < points.length; i++) {
    const [t, y] = points[i]!;
    if (y > 0.6 && y >= points[i - 1]![1] && y > points[i + 1]![1] && t - last > 0.15) {
      n++;
      last = t;
    }
  }
  return n;
}

export function ecgPanels(e: EcgExhibit): Panel[] {
  const seconds = e.seconds ?? 6;
  const points = ecgStrip(e, seconds);
  const x = axis('Time', 's', 0, seconds, 6, false);
  x.ticks = x.ticks.filter((t) => Number.isInteger(t));
  return [{ id: 'ecg', title: 'Rhythm strip', x, y: axis('Voltage', 'mV', -1, 1.5, 5), series: [{ points }], paper: true, aspect: 0.36 }];
}
