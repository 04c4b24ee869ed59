/** The ventilator exhibit (src/shared/exhibit.ts describes it): a single-compartment lung's scalars and loops. */
import type { VentilatorExhibit } from './exhibit';
import { ventSettings } from './exhibitSettings';
import { axis, extent, round, type Panel, type Point, type Series } from './exhibitPlot';

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

export function ventilatorPanels(v: VentilatorExhibit): Panel[] {
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
