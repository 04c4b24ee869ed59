/**
 * Defaults the exhibit schema's cross-field rules and the curves both need (src/shared/exhibit.ts,
 * exhibitCurves.ts), in a module of their own so that neither pulls the other into a browser chunk.
 */
import type { EcgRhythm } from './exhibit';

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
