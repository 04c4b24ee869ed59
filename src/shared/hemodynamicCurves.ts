/**
 * Hemodynamic tracings (src/shared/exhibit.ts has the schema and the authoring guide): the pressure a transducer
 * shows, built beat by beat from the authored numbers, then passed through the catheter–transducer system as a
 * second-order filter. The filter's gain at zero frequency is one, so damping changes systolic and diastolic but
 * never the mean — the property a damping question turns on.
 */
import type { HemodynamicExhibit } from './exhibit';
import { atrialLevels, hemoSettings, type AtrialLevels } from './exhibitSettings';

type Point = [number, number];

export interface HemoCurves {
  /** mmHg against s, 200 samples a second. */
  pressure: Point[];
  /** Tidal volume (mL) against s when breathing is drawn, to find end-expiration. */
  volume: Point[] | null;
}

const cosStep = (a: number, b: number, u: number) => a + (b - a) * (0.5 - 0.5 * Math.cos(Math.PI * u));

/** Linear-in-time cosine interpolation through (phase, level) knots covering 0..1. */
function knots(points: [number, number][], u: number): number {
  for (let i = 1; i < points.length; i++) {
    const [u1, y1] = points[i]!;
    const [u0, y0] = points[i - 1]!;
    if (u <= u1) return cosStep(y0, y1, (u - u0) / (u1 - u0 || 1));
  }
  return points[points.length - 1]![1];
}

const DECAY = 4;
const RUNOFF_START = 0.45;
const EJECT = 0.08;

/**
 * One arterial or PA pulse as a share of the pulse pressure (0 = diastolic, 1 = systolic) at phase u of the beat:
 * upstroke, systolic peak, dicrotic notch, then an exponential diastolic runoff. Its mean is about 0.32.
 */
export function pulseShape(u: number): number {
  const w = u < EJECT ? u + 1 : u;
  if (w < EJECT + 0.08) return cosStep(0, 1, (w - EJECT) / 0.08);
  if (w < RUNOFF_START)
    return knots(
      [
        [EJECT + 0.08, 1],
        [0.32, 0.62],
        [0.4, 0.42],
        [RUNOFF_START, 0.46],
      ],
      w,
    );
  const span = 1 + EJECT - RUNOFF_START;
  const tail = Math.exp(-DECAY * span);
  return (0.46 * (Math.exp(-DECAY * (w - RUNOFF_START)) - tail)) / (1 - tail);
}

/** A CVP (a, c, v waves) or wedge (a and v, later in the cycle: the pressure travels back through the lung). */
export function atrialShape(l: AtrialLevels, u: number, cvp: boolean): number {
  const z = l.trough + 0.5 * (Math.min(l.a, l.v) - l.trough);
  const above = (f: number) => l.trough + f * (l.a - l.trough);
  const k: [number, number][] = cvp
    ? [
        [0, z],
        [0.1, l.a],
        [0.17, above(0.65)],
        [0.21, above(0.8)],
        [0.36, l.trough],
        [0.6, l.v],
        [0.76, l.trough],
        [1, z],
      ]
    : [
        [0, z],
        [0.2, l.a],
        [0.42, l.trough],
        [0.68, l.v],
        [0.84, l.trough],
        [1, z],
      ];
  return knots(k, u);
}

/** How far the breath has moved the pressures (0 at end-expiration, 1 at end-inspiration), at phase φ of the breath. */
export function breathShape(phi: number): number {
  if (phi < 1 / 3) return Math.sin((Math.PI / 2) * (phi * 3));
  if (phi < 0.6) return cosStep(1, 0, (phi - 1 / 3) / (0.6 - 1 / 3));
  return 0;
}

/** Natural frequency (Hz) and damping coefficient of the catheter–transducer system. */
const SYSTEM = { optimal: null, overdamped: { fn: 2.5, zeta: 1.5 }, underdamped: { fn: 5.5, zeta: 0.1 } } as const;
const SIM_HZ = 1000;
const OUT_EVERY = 5;
const WARM_UP = 2;

export function hemodynamicCurves(e: Omit<HemodynamicExhibit, 'kind' | 'title' | 'alt'>): HemoCurves {
  const s = hemoSettings(e);
  const rr = 60 / s.heartRate;
  const pulsatile = e.trace === 'arterial' || e.trace === 'pa';
  const pp = s.systolic - s.diastolic;
  const b = e.breathing;
  const bCycle = s.breathRate ? 60 / s.breathRate : 0;
  // The trace opens in mid-expiration, so the first thing a reader meets is an end-expiratory stretch.
  const phiOf = (t: number) => (bCycle ? (((t / bCycle + 0.7) % 1) + 1) % 1 : 0);
  const sign = b?.mode === 'spontaneous' ? -1 : 1;
  const w = e.wedge;
  const wedgeFrom = w ? Math.ceil((w.at * s.seconds) / rr) * rr : Infinity;
  const wedgeLevels = w ? atrialLevels(w.a ?? 12, w.v ?? 11, w.trough) : null;
  const truth = (t: number) => {
    const beatT = ((t % rr) + rr) % rr;
    const u = beatT / rr;
    const lung = b ? breathShape(phiOf(t)) : 0;
    const offset = b ? sign * b.swing * lung : 0;
    if (wedgeLevels && t >= wedgeFrom) return atrialShape(wedgeLevels, u, false) + offset;
    if (!pulsatile) return atrialShape(s.atrial, u, e.trace === 'cvp') + offset;
    // Pulse pressure rises with inspiration under positive pressure; the authored numbers are its average beat.
    const ppBeat = pp * (1 + ((b?.ppv ?? 0) / 100) * ((b ? breathShape(phiOf(t - beatT)) : 0.5) - 0.5));
    return s.diastolic + ppBeat * pulseShape(u) + offset;
  };
  const system = pulsatile ? SYSTEM[e.damping ?? 'optimal'] : null;
  const pressure: Point[] = [];
  const dt = 1 / SIM_HZ;
  let y = truth(-WARM_UP);
  let dy = 0;
  const total = Math.round((s.seconds + WARM_UP) * SIM_HZ);
  for (let i = 0; i <= total; i++) {
    const t = i * dt - WARM_UP;
    const x = truth(t);
    if (system) {
      const wn = 2 * Math.PI * system.fn;
      dy += (wn * wn * (x - y) - 2 * system.zeta * wn * dy) * dt;
      y += dy * dt;
    } else y = x;
    if (t >= -1e-9 && i % OUT_EVERY === 0) pressure.push([Number(t.toFixed(3)), Number(y.toFixed(2))]);
  }
  const volume: Point[] | null = b
    ? pressure.map(([t]) => [t, Math.round((b.mode === 'ventilated' ? 500 : 450) * breathShape(phiOf(t)))])
    : null;
  return { pressure, volume };
}

export const HEMO_TITLES = {
  arterial: 'Arterial pressure',
  cvp: 'Central venous pressure',
  pa: 'Pulmonary artery pressure',
  wedge: 'Pulmonary artery wedge pressure',
} as const;
