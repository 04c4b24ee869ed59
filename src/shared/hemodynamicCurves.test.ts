import { describe, expect, it } from 'vitest';
import { EXHIBIT_TEMPLATES, exhibitSchema, type HemodynamicExhibit } from './exhibit';
import { exhibitPanels } from './exhibitCurves';
import { breathShape, hemodynamicCurves } from './hemodynamicCurves';
import { checkExhibit } from '../../db/seed/exhibitCheck';
import type { SeedQuestion } from '../../db/seed/types';

type Input = Omit<HemodynamicExhibit, 'kind' | 'title' | 'alt'>;
const ys = (e: Input) => hemodynamicCurves(e).pressure.map((p) => p[1]);
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
/** Whole beats only, so the mean is not biased by a part-beat at the end. */
const beats = (e: Input, n = 6) => ({ ...e, heartRate: 60, seconds: n });

describe('hemodynamic tracings', () => {
  it.each([
    [120, 70],
    [88, 52],
    [160, 95],
  ])('an arterial line peaks at the systolic %i, falls to the diastolic %i and has its mean a third of the way up', (sys, dia) => {
    const p = ys(beats({ trace: 'arterial', systolic: sys, diastolic: dia }));
    expect(Math.max(...p)).toBeCloseTo(sys, 0);
    expect(Math.min(...p)).toBeCloseTo(dia, 0);
    const m = mean(p);
    expect(m).toBeGreaterThan(dia + 0.27 * (sys - dia));
    expect(m).toBeLessThan(dia + 0.4 * (sys - dia));
  });

  it('damping moves systolic and diastolic but keeps the mean', () => {
    const base = beats({ trace: 'arterial', systolic: 130, diastolic: 70 });
    const opt = ys(base);
    const over = ys({ ...base, damping: 'overdamped' });
    const under = ys({ ...base, damping: 'underdamped' });
    expect(Math.max(...under)).toBeGreaterThan(145);
    expect(Math.max(...over)).toBeLessThan(115);
    expect(Math.min(...over)).toBeGreaterThan(73);
    for (const p of [over, under]) expect(Math.abs(mean(p) - mean(opt))).toBeLessThan(1);
  });

  it('a CVP and a wedge trace reach their a and v peaks; a large v wave stands above the a wave', () => {
    const cvp = ys({ trace: 'cvp', a: 10, v: 9, trough: 6 });
    expect(Math.max(...cvp)).toBeCloseTo(10, 1);
    expect(Math.min(...cvp)).toBeCloseTo(6, 1);
    const wedge = hemodynamicCurves({ trace: 'wedge', a: 14, v: 34, heartRate: 60, seconds: 3 }).pressure;
    const beat = wedge.filter(([t]) => t < 1);
    const peakAt = (lo: number, hi: number) => Math.max(...beat.filter(([t]) => t >= lo && t < hi).map((p) => p[1]));
    expect(peakAt(0.1, 0.3)).toBeCloseTo(14, 1);
    expect(peakAt(0.5, 0.8)).toBeCloseTo(34, 1);
  });

  it('the authored pressures are the end-expiratory ones: spontaneous breaths pull them down, ventilated push them up', () => {
    for (const [mode, sign] of [
      ['spontaneous', -1],
      ['ventilated', 1],
    ] as const) {
      const c = hemodynamicCurves({ trace: 'cvp', a: 12, v: 11, trough: 8, breathing: { mode, swing: 6, rate: 12 }, heartRate: 60 });
      const vol = c.volume!;
      const still = c.pressure.filter((_, i) => vol[i]![1] === 0).map((p) => p[1]);
      const insp = c.pressure.filter((_, i) => vol[i]![1] > 430).map((p) => p[1]);
      expect(Math.max(...still)).toBeCloseTo(12, 0);
      expect(Math.min(...still)).toBeCloseTo(8, 0);
      expect(sign * (mean(insp) - mean(still))).toBeGreaterThan(4);
    }
    expect(breathShape(0.9)).toBe(0);
  });

  it('pulse pressure variation: the widest and narrowest beats differ by the authored share', () => {
    const c = hemodynamicCurves({
      trace: 'arterial',
      systolic: 110,
      diastolic: 60,
      heartRate: 90,
      breathing: { mode: 'ventilated', swing: 0, ppv: 20, rate: 15 },
      seconds: 12,
    }).pressure;
    const pps: number[] = [];
    for (let k = 0; k < 17; k++) {
      const beat = c.filter(([t]) => t >= (k * 60) / 90 && t < ((k + 1) * 60) / 90).map((p) => p[1]);
      pps.push(Math.max(...beat) - Math.min(...beat));
    }
    const ppv = (Math.max(...pps) - Math.min(...pps)) / mean(pps);
    expect(ppv).toBeGreaterThan(0.14);
    expect(ppv).toBeLessThan(0.24);
  });

  it('a PA trace that wedges loses its diastolic step-up: pressure after the change sits at the wedge levels', () => {
    const c = hemodynamicCurves({
      trace: 'pa',
      systolic: 36,
      diastolic: 16,
      heartRate: 60,
      seconds: 6,
      wedge: { at: 0.5, a: 12, v: 14, trough: 8 },
    });
    const before = c.pressure.filter(([t]) => t < 3).map((p) => p[1]);
    const after = c.pressure.filter(([t]) => t >= 3).map((p) => p[1]);
    expect(Math.max(...before)).toBeCloseTo(36, 0);
    expect(Math.max(...after)).toBeCloseTo(14, 0);
    expect(Math.min(...after)).toBeCloseTo(8, 0);
  });

  it('draws the pressure on an axis that holds the peak, with a volume panel when breathing is given', () => {
    const [p] = exhibitPanels({ ...EXHIBIT_TEMPLATES.hemodynamic, trace: 'arterial', systolic: 180, diastolic: 90 } as HemodynamicExhibit);
    expect(p!.y.max).toBeGreaterThanOrEqual(180);
    expect(p!.y.unit).toBe('mmHg');
    const two = exhibitPanels({
      kind: 'hemodynamic',
      title: 'CVP',
      alt: 'A venous trace with its breathing.',
      trace: 'cvp',
      breathing: { mode: 'spontaneous', swing: 5 },
    });
    expect(two.map((x) => x.id)).toEqual(['pressure', 'breath']);
  });
});

describe('hemodynamic schema and content check', () => {
  const rejects = (value: object, path: string, message: RegExp) => {
    const r = exhibitSchema.safeParse({ kind: 'hemodynamic', title: 'Trace', alt: 'A pressure trace against time.', ...value });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path.join('.')).toBe(path);
    expect(r.error!.issues[0]!.message).toMatch(message);
  };

  it('rejects numbers on the wrong trace and impossible pressures', () => {
    rejects({ trace: 'cvp', systolic: 30 }, 'systolic', /arterial or PA/);
    rejects({ trace: 'arterial', a: 10 }, 'a', /CVP or wedge/);
    rejects({ trace: 'arterial', systolic: 80, diastolic: 78 }, 'systolic', /exceed diastolic/);
    rejects({ trace: 'wedge', a: 10, v: 9, trough: 12 }, 'trough', /below/);
    rejects({ trace: 'cvp', breathing: { mode: 'ventilated', swing: 4, ppv: 15 } }, 'breathing.ppv', /arterial/);
    rejects({ trace: 'arterial', wedge: { at: 0.5 } }, 'wedge', /PA trace/);
  });

  it('the content check refuses a text alternative that names the finding', () => {
    const item = {
      key: 'hd-x',
      questionText: 'The arterial tracing shown is from a patient after cardiac surgery. What should be done?',
      exhibit: { ...EXHIBIT_TEMPLATES.hemodynamic, alt: 'An overdamped arterial trace with a slurred upstroke.' },
    } as SeedQuestion;
    expect(checkExhibit(item)[0]).toMatch(/names the finding/);
    expect(checkExhibit({ ...item, exhibit: EXHIBIT_TEMPLATES.hemodynamic })).toEqual([]);
  });
});
