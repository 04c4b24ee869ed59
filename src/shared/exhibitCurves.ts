/**
 * The curves of the exhibits (src/shared/exhibit.ts has the schema and the authoring guide): pure functions from
 * an exhibit's parameters to points and panels. Kept apart from the schema so the browser's figure chunk does
 * not carry zod.
 */
import type {
  CapnogramExhibit,
  EcgExhibit,
  Exhibit,
  HemodynamicExhibit,
  SpiroPattern,
  SpirometryExhibit,
  VentilatorExhibit,
} from './exhibit';
import { HEMO_TITLES, hemodynamicCurves } from './hemodynamicCurves';
import { ecgRate, ventSettings } from './exhibitSettings';

export { ecgRate, ventSettings };

// ---------------------------------------------------------------- plotting model

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

function extent(series: Series[], i: 0 | 1): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const s of series)
    for (const p of s.points) {
      lo = Math.min(lo, p[i]);
      hi = Math.max(hi, p[i]);
    }
  return Number.isFinite(lo) ? [lo, hi] : [0, 1];
}

// ---------------------------------------------------------------- ventilator

/** One sample of the ventilator model: time s, airway pressure cmH2O, flow L/min, displayed volume mL. */
export interface VentSample {
  t: number;
  p: number;
  f: number;
  v: number;
}

const DT = 0.002;

/**
 * The single-compartment model: Paw = PEEP + V/C (+ overdistension) + R·flow − patient effort, integrated in
 * small steps. The ventilator's volume trace integrates the measured flow from each breath's start (so a leak
 * leaves it above zero); the lung starts from its steady-state end-expiratory volume (so auto-PEEP shows as
 * expiratory flow still running when the next breath starts).
 */
export function ventilatorCurves(v: VentilatorExhibit, override: { compliance?: number; resistance?: number } = {}): VentSample[] {
  const s = { ...ventSettings(v), ...definedOnly(override) };
  const ev = new Map((v.events ?? []).map((e) => [e.type, e] as const));
  const C = s.compliance / 1000; // L/cmH2O
  const R = s.resistance;
  const te = s.cycle - s.ti - s.pause;
  const tau = R * C;
  // auto-PEEP drawn on purpose: expiration (flow-limited airways) slower than the time left to exhale.
  const tauExp = ev.has('autoPeep') ? Math.max(tau, te / 1.2) : tau;
  const rExp = tauExp / C;
  const vtNominal = s.mode === 'VC' ? s.tidalVolume : s.pressure * s.compliance;
  const over = ev.get('overdistension');
  const onset = over?.type === 'overdistension' ? (over.onset ?? 0.7) : 1;
  const extra = over?.type === 'overdistension' ? (over.extra ?? 15) : 0;
  const pel = (lungMl: number) => {
    const base = lungMl / s.compliance;
    const knee = onset * vtNominal;
    if (!extra || lungMl <= knee) return base;
    const u = (lungMl - knee) / ((1 - onset) * vtNominal);
    return base + extra * u * u;
  };
  const leakEv = ev.get('leak');
  const leak = leakEv?.type === 'leak' ? (leakEv.fraction ?? 0.3) : 0;
  const starve = ev.get('flowStarvation');
  const depth = starve?.type === 'flowStarvation' ? (starve.depth ?? 8) : 0;
  const effortEv = ev.get('ineffectiveEffort');
  const efforts = effortEv?.type === 'ineffectiveEffort' ? (effortEv.count ?? 2) : 0;
  const dbl = ev.get('doubleTrigger');

  const peakFlow = s.flowPattern === 'square' ? s.tidalVolume / 1000 / s.ti : s.tidalVolume / 1000 / (0.625 * s.ti);
  const inspFlowVC = (tb: number) => (s.flowPattern === 'square' ? peakFlow : peakFlow * (1 - 0.75 * (tb / s.ti)));

  interface Breath {
    start: number;
    reset: boolean;
    effort: boolean;
    main: boolean;
  }
  const breaths: Breath[] = [];
  for (let k = 0; k < s.breaths; k++) breaths.push({ start: k * s.cycle, reset: true, effort: k < efforts, main: true });
  if (dbl?.type === 'doubleTrigger') {
    const b = (dbl.breath ?? 1) - 1;
    breaths.push({ start: b * s.cycle + s.ti + s.pause + 0.15, reset: false, effort: false, main: false });
    breaths.sort((a, b2) => a.start - b2.start);
  }
  const end = s.breaths * s.cycle;

  // One step of the lung: returns [paw, flow L/s, measured flow L/s] and advances the lung volume.
  let lung = 0;
  const step = (tb: number, effortAt: number | null): [number, number, number] => {
    let paw: number;
    let flow: number;
    if (tb < s.ti) {
      if (s.mode === 'VC') {
        flow = inspFlowVC(tb);
        const effort = depth * Math.sin((Math.PI * tb) / s.ti);
        paw = s.peep + pel(lung) + R * flow - effort;
      } else {
        paw = s.peep + s.pressure * Math.min(1, tb / 0.08);
        flow = Math.max(0, (paw - s.peep - pel(lung)) / R);
      }
    } else if (tb < s.ti + s.pause) {
      flow = 0;
      paw = s.peep + pel(lung);
    } else {
      const effort = effortAt === null ? 0 : 5 * Math.exp(-(((tb - effortAt) / 0.09) ** 2));
      flow = -Math.max(0, pel(lung)) / rExp + effort / rExp;
      paw = s.peep - 0.25 * effort;
    }
    lung = Math.max(0, lung + flow * 1000 * DT);
    return [paw, flow, flow < 0 ? flow * (1 - leak) : flow];
  };

  // Steady state: regular breaths until the end-expiratory lung volume settles.
  for (let n = 0; n < 40; n++) for (let tb = 0; tb < s.cycle; tb += DT) step(tb, null);

  const out: VentSample[] = [];
  const every = Math.max(1, Math.round(end / 700 / DT));
  let shown = 0;
  let i = 0;
  let prevPhase = -1;
  for (let bi = 0; bi < breaths.length; bi++) {
    const b = breaths[bi]!;
    const stop = bi + 1 < breaths.length ? breaths[bi + 1]!.start : end;
    if (b.reset) shown = 0;
    const expStart = s.ti + s.pause;
    const effortAt = b.effort ? expStart + Math.min(0.45 * (stop - b.start - expStart), 1.2) : null;
    for (let t = b.start; t < stop - 1e-9; t += DT, i++) {
      const tb = t - b.start;
      const [paw, , measured] = step(tb, effortAt);
      const phase = tb < s.ti ? 0 : tb < expStart ? 1 : 2;
      if (i % every === 0 || phase !== prevPhase || t + DT >= stop - 1e-9)
        out.push({ t: round(t, 3), p: round(paw, 2), f: round(measured * 60, 2), v: round(shown, 1) });
      prevPhase = phase;
      shown += measured * 1000 * DT;
    }
    prevPhase = -1;
  }
  return out;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, x]) => x !== undefined)) as Partial<T>;
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function ventilatorPanels(v: VentilatorExhibit): Panel[] {
  const show = v.show ?? ['pressure', 'flow', 'volume'];
  const base = ventilatorCurves(v);
  const cmp = v.compare ? ventilatorCurves(v, v.compare) : null;
  const labels = v.compare?.labels ?? (v.compare ? ['Before', 'After'] : undefined);
  const pair = (pick: (x: VentSample) => Point): Series[] => {
    const out: Series[] = [{ label: labels?.[0], points: base.map(pick) }];
    if (cmp) out.push({ label: labels?.[1], dashed: true, points: cmp.map(pick) });
    return out;
  };
  const set = ventSettings(v);
  const time = axis('Time', 's', 0, round(set.breaths * set.cycle, 2), 6, false);
  time.ticks = time.ticks.filter((t) => Number.isInteger(t * 2));
  const scalar = (id: string, title: string, unit: string, pick: (x: VentSample) => number, zero: boolean): Panel => {
    const series = pair((x) => [x.t, pick(x)]);
    const [lo, hi] = extent(series, 1);
    return { id, title, x: time, y: axis(title, unit, Math.min(0, lo), hi, 3), series, zeroLine: zero, aspect: 0.34 };
  };
  const panels: Panel[] = [];
  for (const view of show) {
    if (view === 'pressure') panels.push(scalar('pressure', 'Pressure', 'cmH2O', (x) => x.p, false));
    if (view === 'flow') panels.push(scalar('flow', 'Flow', 'L/min', (x) => x.f, true));
    if (view === 'volume') panels.push(scalar('volume', 'Volume', 'mL', (x) => x.v, false));
    if (view === 'pv') {
      const series = pair((x) => [x.p, x.v]);
      const [plo, phi] = extent(series, 0);
      const [vlo, vhi] = extent(series, 1);
      panels.push({
        id: 'pv',
        title: 'Pressure–volume loop',
        x: axis('Pressure', 'cmH2O', Math.min(0, plo), phi, 4),
        y: axis('Volume', 'mL', Math.min(0, vlo), vhi, 4),
        series,
        aspect: 0.75,
      });
    }
    if (view === 'fv') {
      const series = pair((x) => [x.v, x.f]);
      const [vlo, vhi] = extent(series, 0);
      const [flo, fhi] = extent(series, 1);
      panels.push({
        id: 'fv',
        title: 'Flow–volume loop',
        x: axis('Volume', 'mL', Math.min(0, vlo), vhi, 4),
        y: axis('Flow', 'L/min', flo, fhi, 4),
        series,
        zeroLine: true,
        aspect: 0.75,
      });
    }
  }
  return panels;
}

// ---------------------------------------------------------------- spirometry

const SPIRO_DEFAULTS: Record<SpiroPattern, { fvc: number; pef: number }> = {
  normal: { fvc: 4.2, pef: 8.5 },
  obstructive: { fvc: 3.2, pef: 3.6 },
  restrictive: { fvc: 2.1, pef: 6.8 },
  fixedUao: { fvc: 4, pef: 8 },
  variableExtrathoracic: { fvc: 4, pef: 8 },
  variableIntrathoracic: { fvc: 4, pef: 8 },
};

/** The flow–volume loop: expiratory limb (volume 0 → FVC, flow > 0) then inspiratory limb (FVC → 0, flow < 0). */
export function spirometryLoop(e: Omit<SpirometryExhibit, 'kind' | 'title' | 'alt' | 'predicted'>): {
  expiration: Point[];
  inspiration: Point[];
} {
  const d = SPIRO_DEFAULTS[e.pattern];
  const fvc = e.fvc ?? d.fvc;
  const pef = e.pef ?? d.pef;
  const pif = e.pif ?? (e.pattern === 'obstructive' ? Math.max(pef * 1.3, 3) : pef * 0.85);
  const plateau = e.plateau ?? 2.5;
  const capExp = e.pattern === 'fixedUao' || e.pattern === 'variableIntrathoracic' ? plateau : Infinity;
  const capInsp = e.pattern === 'fixedUao' || e.pattern === 'variableExtrathoracic' ? plateau : Infinity;
  const vp = (e.pattern === 'obstructive' ? 0.08 : 0.12) * fvc;
  const N = 80;
  const expiration: Point[] = [];
  for (let i = 0; i <= N; i++) {
    const vol = (fvc * i) / N;
    let f: number;
    if (vol <= vp) {
      const u = vol / vp;
      f = pef * (1 - (1 - u) ** 2);
    } else {
      const s = (vol - vp) / (fvc - vp);
      f = e.pattern === 'obstructive' ? pef * (1 - s) ** 2.6 : pef * (1 - s) * (1 + 0.25 * s);
    }
    expiration.push([round(vol, 3), round(Math.min(f, capExp), 3)]);
  }
  const inspiration: Point[] = [];
  for (let i = 0; i <= N; i++) {
    const vol = fvc - (fvc * i) / N;
    const f = pif * Math.sin((Math.PI * i) / N) ** 0.8;
    inspiration.push([round(vol, 3), round(-Math.min(f, capInsp), 3)]);
  }
  return { expiration, inspiration };
}

function spirometryPanels(e: SpirometryExhibit): Panel[] {
  const loop = spirometryLoop(e);
  const series: Series[] = [{ label: e.predicted ? 'Measured' : undefined, points: [...loop.expiration, ...loop.inspiration] }];
  if (e.predicted) {
    const p = spirometryLoop({ pattern: 'normal', fvc: e.predicted.fvc, pef: e.predicted.pef });
    series.push({ label: 'Predicted', dashed: true, points: [...p.expiration, ...p.inspiration] });
  }
  const [, vhi] = extent(series, 0);
  const [flo, fhi] = extent(series, 1);
  return [
    {
      id: 'fvl',
      title: 'Flow–volume loop',
      x: axis('Volume exhaled', 'L', 0, vhi, 4),
      y: axis('Flow', 'L/s', Math.min(flo, -1), fhi, 4),
      series,
      zeroLine: true,
      aspect: 0.8,
    },
  ];
}

// ---------------------------------------------------------------- capnogram

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

function capnogramPanels(e: CapnogramExhibit): Panel[] {
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

// ---------------------------------------------------------------- ECG

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

function ecgPanels(e: EcgExhibit): Panel[] {
  const seconds = e.seconds ?? 6;
  const points = ecgStrip(e, seconds);
  const x = axis('Time', 's', 0, seconds, 6, false);
  x.ticks = x.ticks.filter((t) => Number.isInteger(t));
  return [{ id: 'ecg', title: 'Rhythm strip', x, y: axis('Voltage', 'mV', -1, 1.5, 5), series: [{ points }], paper: true, aspect: 0.36 }];
}

// ---------------------------------------------------------------- hemodynamic

function hemodynamicPanels(e: HemodynamicExhibit): Panel[] {
  const { pressure, volume } = hemodynamicCurves(e);
  const [, hi] = extent([{ points: pressure }], 1);
  const end = pressure.at(-1)?.[0] ?? 1;
  const x = axis('Time', 's', 0, end, 6, false);
  x.ticks = x.ticks.filter((t) => Number.isInteger(t));
  // Ticks fine enough to read a CVP or wedge to the nearest 2–5 mmHg and an arterial pressure to 20.
  const y = axis('Pressure', 'mmHg', 0, Math.max(hi * 1.08, e.trace === 'arterial' ? 40 : 10), hi > 60 ? 6 : 5);
  const out: Panel[] = [{ id: 'pressure', title: HEMO_TITLES[e.trace], x, y, series: [{ points: pressure }], aspect: 0.5 }];
  if (volume)
    out.push({
      id: 'breath',
      title: 'Breathing (volume)',
      x,
      y: axis('Volume', 'mL', 0, 500, 2),
      series: [{ points: volume }],
      aspect: 0.18,
    });
  return out;
}

// ---------------------------------------------------------------- all families

/** The panels an exhibit draws (tables draw none: they are HTML). */
export function exhibitPanels(e: Exhibit): Panel[] {
  switch (e.kind) {
    case 'ventilator':
      return ventilatorPanels(e);
    case 'spirometry':
      return spirometryPanels(e);
    case 'capnogram':
      return capnogramPanels(e);
    case 'ecg':
      return ecgPanels(e);
    case 'hemodynamic':
      return hemodynamicPanels(e);
    case 'table':
      return [];
  }
}
