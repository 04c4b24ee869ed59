/**
 * Defaults the exhibit schema's cross-field rules and the curves both need (exhibitSchema.ts, exhibitCurves.ts), in
 * a module of their own so that neither pulls the other into a browser chunk. The ECG rhythms are here too: the
 * defaults are keyed by them.
 */

export interface VentSettings {
  mode: 'VC' | 'PC';
  compliance: number;
  resistance: number;
  peep: number;
  rate: number;
  ti: number;
  tidalVolume: number;
  flowPattern: 'square' | 'decelerating';
  pause: number;
  pressure: number;
  breaths: number;
  cycle: number;
}

interface VentInput {
  mode: 'VC' | 'PC';
  compliance?: number;
  resistance?: number;
  peep?: number;
  rate?: number;
  ti?: number;
  tidalVolume?: number;
  flowPattern?: 'square' | 'decelerating';
  pause?: number;
  pressure?: number;
  breaths?: number;
}

export function ventSettings(v: VentInput): VentSettings {
  const rate = v.rate ?? 15;
  return {
    mode: v.mode,
    compliance: v.compliance ?? 50,
    resistance: v.resistance ?? 10,
    peep: v.peep ?? 5,
    rate,
    ti: v.ti ?? 1,
    tidalVolume: v.tidalVolume ?? 500,
    flowPattern: v.flowPattern ?? 'square',
    pause: v.mode === 'VC' ? (v.pause ?? 0) : 0,
    pressure: v.pressure ?? 15,
    breaths: v.breaths ?? 3,
    cycle: 60 / rate,
  };
}

export const ECG_RHYTHMS = [
  'sinus',
  'sinusTachycardia',
  'sinusBradycardia',
  'atrialFibrillation',
  'atrialFlutter',
  'svt',
  'pvcs',
  'vtach',
  'vfib',
  'asystole',
  'firstDegreeBlock',
  'thirdDegreeBlock',
] as const;
export type EcgRhythm = (typeof ECG_RHYTHMS)[number];

const DEFAULT_RATE: Record<EcgRhythm, number> = {
  sinus: 75,
  sinusTachycardia: 125,
  sinusBradycardia: 45,
  atrialFibrillation: 110,
  atrialFlutter: 75,
  svt: 180,
  pvcs: 80,
  vtach: 170,
  vfib: 0,
  asystole: 0,
  firstDegreeBlock: 70,
  thirdDegreeBlock: 38,
};

export function ecgRate(e: { rhythm: EcgRhythm; rate?: number }): number {
  return e.rate ?? DEFAULT_RATE[e.rhythm];
}

export type HemoTrace = 'arterial' | 'cvp' | 'pa' | 'wedge';

interface HemoInput {
  trace: HemoTrace;
  systolic?: number;
  diastolic?: number;
  a?: number;
  v?: number;
  trough?: number;
  heartRate?: number;
  breathing?: { rate?: number };
  seconds?: number;
}

/** An atrial-type trace (CVP or wedge): a and v peaks, and the x and y descents between them. */
export interface AtrialLevels {
  a: number;
  v: number;
  trough: number;
}

export const atrialLevels = (a: number, v: number, trough?: number): AtrialLevels => ({
  a,
  v,
  trough: trough ?? Math.max(0, Math.min(a, v) - 3),
});

/** Resting values a hemodynamic trace falls back on: a normal adult's arterial, PA, CVP and wedge pressures. */
export function hemoSettings(e: HemoInput) {
  const pa = e.trace === 'pa';
  const cvp = e.trace === 'cvp';
  const breathRate = e.breathing ? (e.breathing.rate ?? 12) : 0;
  return {
    systolic: e.systolic ?? (pa ? 25 : 120),
    diastolic: e.diastolic ?? (pa ? 10 : 70),
    atrial: atrialLevels(e.a ?? (cvp ? 8 : 12), e.v ?? (cvp ? 7 : 11), e.trough),
    heartRate: e.heartRate ?? 80,
    breathRate,
    // Two whole breaths when breathing is drawn, so an end-expiration is there to read.
    seconds: e.seconds ?? (breathRate ? Math.min(15, Math.max(5, (2 * 60) / breathRate)) : 5),
  };
}
