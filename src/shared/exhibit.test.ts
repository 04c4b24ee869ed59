import { describe, expect, it } from 'vitest';
import { EXHIBIT_TEMPLATES, exhibitSchema, storedExhibit, type Exhibit, type VentilatorExhibit } from './exhibit';
import { exhibitPanels } from './exhibitCurves';
import { capnogramCurve } from './capnogramCurves';
import { countRWaves, ecgStrip } from './ecgCurves';
import { spirometryLoop } from './spirometryCurves';
import { ventilatorCurves } from './ventilatorCurves';
import { writtenQuestions } from '../../db/seed/questions/index';
import { checkExhibit } from '../../db/seed/exhibitCheck';
import type { SeedQuestion } from '../../db/seed/types';

const vent = (extra: Partial<VentilatorExhibit> = {}): VentilatorExhibit => ({
  kind: 'ventilator',
  title: 'Ventilator graphics',
  alt: 'Pressure, flow and volume against time.',
  mode: 'VC',
  ...extra,
});

/** The last sample of each breath's expiration (just before the next breath, and the end of the trace). */
function endExpiration(e: VentilatorExhibit) {
  const c = ventilatorCurves(e);
  const cycle = 60 / (e.rate ?? 15);
  return [1, 2, 3].map((k) => c.filter((s) => s.t < k * cycle - 1e-6).at(-1)!);
}

describe('ventilator curves', () => {
  it('a healthy lung exhales fully: flow and volume are back at zero before each breath', () => {
    for (const s of endExpiration(vent())) {
      expect(Math.abs(s.f)).toBeLessThan(1);
      expect(Math.abs(s.v)).toBeLessThan(5);
    }
  });

  it('auto-PEEP: expiratory flow has not returned to zero at end-expiration', () => {
    const peak = Math.min(...ventilatorCurves(vent({ events: [{ type: 'autoPeep' }] })).map((s) => s.f));
    for (const s of endExpiration(vent({ events: [{ type: 'autoPeep' }] }))) {
      expect(s.f).toBeLessThan(-3);
      expect(s.f / peak).toBeGreaterThan(0.15);
    }
  });

  it('a short expiratory time for the time constant traps gas without the event too', () => {
    const [s] = endExpiration(vent({ resistance: 30, compliance: 60, rate: 24, ti: 1.2 }));
    expect(s!.f).toBeLessThan(-3);
  });

  it('leak: the volume trace stays above zero by the leaked share of the tidal volume', () => {
    for (const s of endExpiration(vent({ tidalVolume: 600, events: [{ type: 'leak', fraction: 0.25 }] }))) {
      expect(s.v).toBeGreaterThan(130);
      expect(s.v).toBeLessThan(170);
      expect(Math.abs(s.f)).toBeLessThan(1);
    }
  });

  it('flow starvation scoops the inspiratory pressure below the unassisted curve', () => {
    const mid = (e: VentilatorExhibit) => ventilatorCurves(e).find((s) => s.t >= 0.5)!.p;
    expect(mid(vent({ events: [{ type: 'flowStarvation', depth: 10 }] }))).toBeLessThan(mid(vent()) - 8);
  });

  it('stiffer lungs raise peak and plateau together; higher resistance raises only the peak', () => {
    const pressures = (e: VentilatorExhibit) => {
      const c = ventilatorCurves(e);
      return { peak: Math.max(...c.map((s) => s.p)), plateau: c.find((s) => s.t >= 1.4)!.p };
    };
    const base = pressures(vent({ pause: 0.5, rate: 8 }));
    const stiff = pressures(vent({ pause: 0.5, rate: 8, compliance: 25 }));
    const narrow = pressures(vent({ pause: 0.5, rate: 8, resistance: 30 }));
    expect(stiff.plateau - base.plateau).toBeCloseTo(10, 0);
    expect(stiff.peak - base.peak).toBeCloseTo(10, 0);
    expect(narrow.plateau).toBeCloseTo(base.plateau, 0);
    expect(narrow.peak - base.peak).toBeGreaterThan(9);
  });

  it('overdistension: the last part of inflation adds far more pressure per mL than the first (the beak)', () => {
    const c = ventilatorCurves(vent({ tidalVolume: 700, events: [{ type: 'overdistension', onset: 0.6, extra: 15 }] })).filter(
      (s) => s.t < 1,
    );
    const at = (v: number) => c.find((s) => s.v >= v)!.p;
    expect((at(690) - at(600)) / 90).toBeGreaterThan(4 * ((at(300) - at(100)) / 200));
  });

  it('double triggering stacks a second breath: volume reaches well over the set tidal volume', () => {
    const max = Math.max(...ventilatorCurves(vent({ events: [{ type: 'doubleTrigger', breath: 2 }] })).map((s) => s.v));
    expect(max).toBeGreaterThan(800);
  });

  it('pressure control delivers C × ΔP when there is time to fill', () => {
    const max = Math.max(
      ...ventilatorCurves(vent({ mode: 'PC', pressure: 15, compliance: 40, resistance: 5, ti: 1.5, rate: 12 })).map((s) => s.v),
    );
    expect(max).toBeGreaterThan(580);
    expect(max).toBeLessThan(601);
  });

  it('a comparison adds a dashed second series to each panel', () => {
    const panels = exhibitPanels(vent({ compare: { compliance: 20, labels: ['Before', 'After'] }, show: ['pressure', 'pv'] }));
    expect(panels.map((p) => p.series.length)).toEqual([2, 2]);
    expect(panels[0]!.series[1]).toMatchObject({ dashed: true, label: 'After' });
  });
});

describe('spirometry loops', () => {
  it('obstructive: the expiratory limb after the peak is concave (below the peak-to-end chord)', () => {
    const { expiration } = spirometryLoop({ pattern: 'obstructive', fvc: 3, pef: 4 });
    const peak = expiration.reduce((a, b) => (b[1] > a[1] ? b : a));
    const end = expiration.at(-1)!;
    const mid = (peak[0] + end[0]) / 2;
    const point = expiration.find((p) => p[0] >= mid)!;
    const chord = peak[1] + ((end[1] - peak[1]) * (point[0] - peak[0])) / (end[0] - peak[0]);
    expect(point[1]).toBeLessThan(chord * 0.6);
    const normal = spirometryLoop({ pattern: 'normal', fvc: 3, pef: 4 }).expiration.find((p) => p[0] >= mid)!;
    expect(normal[1]).toBeGreaterThan(chord);
  });

  it('fixed upper-airway obstruction: flat expiratory and inspiratory plateaus at the set flow', () => {
    const { expiration, inspiration } = spirometryLoop({ pattern: 'fixedUao', fvc: 4, pef: 8, plateau: 2.5 });
    const atPlateau = (pts: [number, number][]) => pts.filter((p) => Math.abs(Math.abs(p[1]) - 2.5) < 1e-9).length / pts.length;
    expect(Math.max(...expiration.map((p) => p[1]))).toBeCloseTo(2.5, 6);
    expect(Math.min(...inspiration.map((p) => p[1]))).toBeCloseTo(-2.5, 6);
    expect(atPlateau(expiration)).toBeGreaterThan(0.5);
    expect(atPlateau(inspiration)).toBeGreaterThan(0.5);
  });

  it('variable lesions flatten one limb only', () => {
    const extra = spirometryLoop({ pattern: 'variableExtrathoracic', pef: 8, plateau: 2 });
    const intra = spirometryLoop({ pattern: 'variableIntrathoracic', pef: 8, plateau: 2 });
    expect(Math.max(...extra.expiration.map((p) => p[1]))).toBeGreaterThan(7);
    expect(Math.min(...extra.inspiration.map((p) => p[1]))).toBeCloseTo(-2, 6);
    expect(Math.max(...intra.expiration.map((p) => p[1]))).toBeCloseTo(2, 6);
    expect(Math.min(...intra.inspiration.map((p) => p[1]))).toBeLessThan(-5);
  });

  it('restrictive: small volume with a preserved peak; predicted adds a dashed loop', () => {
    const panels = exhibitPanels({
      kind: 'spirometry',
      title: 'Loop',
      alt: 'A narrow flow–volume loop.',
      pattern: 'restrictive',
      fvc: 1.8,
      predicted: { fvc: 3.6, pef: 7 },
    });
    const [measured, predicted] = panels[0]!.series;
    expect(Math.max(...measured!.points.map((p) => p[0]))).toBeCloseTo(1.8, 6);
    expect(Math.max(...measured!.points.map((p) => p[1]))).toBeGreaterThan(6);
    expect(predicted).toMatchObject({ dashed: true, label: 'Predicted' });
  });
});

describe('capnograms', () => {
  const peaks = (pts: [number, number][]) =>
    pts.filter((p, i) => i > 0 && i + 1 < pts.length && p[1] > pts[i - 1]![1] && p[1] >= pts[i + 1]![1]).map((p) => p[1]);

  it('normal: one square wave per breath at the set EtCO2 with a zero baseline', () => {
    const c = capnogramCurve({ pattern: 'normal', etco2: 40, rate: 12, seconds: 20 });
    expect(peaks(c)).toEqual([40, 40, 40, 40]);
    expect(Math.min(...c.map((p) => p[1]))).toBe(0);
  });

  it('rebreathing: the baseline rises; esophageal: waves shrink to a flat line; CPR with ROSC: an abrupt jump', () => {
    const reb = capnogramCurve({ pattern: 'rebreathing', baselineEnd: 10, seconds: 40 });
    expect(reb.filter((p) => p[0] > 30).every((p) => p[1] > 5)).toBe(true);
    const eso = capnogramCurve({ pattern: 'esophageal', etco2: 20, seconds: 30 });
    expect(eso.filter((p) => p[0] > 20).every((p) => p[1] === 0)).toBe(true);
    const cpr = capnogramCurve({ pattern: 'cprRosc', etco2: 12, etco2End: 42, changeAt: 0.5, seconds: 60 });
    expect(Math.max(...cpr.filter((p) => p[0] < 29).map((p) => p[1]))).toBe(12);
    expect(Math.max(...cpr.filter((p) => p[0] > 31).map((p) => p[1]))).toBe(42);
  });

  it('obstructive: no flat plateau (the shark fin keeps rising until the downstroke)', () => {
    const c = capnogramCurve({ pattern: 'obstructive', etco2: 44, rate: 15, seconds: 4 });
    const rising = c.filter((p) => p[0] > 1.8 && p[0] < 3.7);
    for (let i = 1; i < rising.length; i++) expect(rising[i]![1]).toBeGreaterThan(rising[i - 1]![1]);
  });

  it('hypoventilation trends up and hyperventilation down', () => {
    const first = (pts: [number, number][]) => peaks(pts)[0]!;
    const last = (pts: [number, number][]) => peaks(pts).at(-1)!;
    const hypo = capnogramCurve({ pattern: 'hypoventilation', etco2: 40, etco2End: 60 });
    const hyper = capnogramCurve({ pattern: 'hyperventilation', etco2: 40, etco2End: 25 });
    expect(last(hypo) - first(hypo)).toBeGreaterThan(15);
    expect(first(hyper) - last(hyper)).toBeGreaterThan(10);
  });
});

describe('ECG strips', () => {
  it.each([30, 45, 75, 120, 180])('the rate parameter gives that many R waves per minute (%i/min)', (rate) => {
    expect(countRWaves(ecgStrip({ rhythm: 'sinus', rate }, 60))).toBe(rate);
    expect(countRWaves(ecgStrip({ rhythm: 'atrialFibrillation', rate }, 60))).toBe(rate);
  });

  it('atrial fibrillation is irregular and sinus rhythm regular', () => {
    const intervals = (rhythm: 'sinus' | 'atrialFibrillation') => {
      const pts = ecgStrip({ rhythm, rate: 90 }, 12);
      const rs = pts
        .filter((p, i) => i > 0 && i + 1 < pts.length && p[1] > 0.6 && p[1] >= pts[i - 1]![1] && p[1] > pts[i + 1]![1])
        .map((p) => p[0]);
      const d = rs.slice(1).map((t, i) => t - rs[i]!);
      return Math.max(...d) - Math.min(...d);
    };
    expect(intervals('sinus')).toBeLessThan(0.02);
    expect(intervals('atrialFibrillation')).toBeGreaterThan(0.2);
  });

  it('third-degree block keeps the escape rate below the atrial rate; asystole has no R waves', () => {
    expect(countRWaves(ecgStrip({ rhythm: 'thirdDegreeBlock', rate: 36, atrialRate: 90 }, 60))).toBe(36);
    expect(countRWaves(ecgStrip({ rhythm: 'asystole' }, 12))).toBe(0);
  });
});

describe('exhibit schema', () => {
  it('accepts every family template and every seeded exhibit', () => {
    for (const t of Object.values(EXHIBIT_TEMPLATES)) expect(exhibitSchema.safeParse(t).success).toBe(true);
    const seeded = writtenQuestions.filter((q) => q.exhibit);
    expect(seeded.length).toBeGreaterThanOrEqual(20);
    for (const q of seeded) expect(exhibitSchema.safeParse(q.exhibit).success, q.key).toBe(true);
  });

  const rejects = (value: unknown, path: string, message: RegExp) => {
    const r = exhibitSchema.safeParse(value);
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.path.join('.')).toBe(path);
    expect(issue.message).toMatch(message);
  };

  it('rejects bad input naming the field', () => {
    rejects({ ...EXHIBIT_TEMPLATES.ventilator, compliance: 500 }, 'compliance', /5–150/);
    rejects({ ...EXHIBIT_TEMPLATES.ventilator, complaince: 40 }, '', /Unrecognized key/);
    rejects({ ...EXHIBIT_TEMPLATES.ventilator, rate: 40, ti: 1.4 }, 'ti', /exhale/);
    rejects({ ...EXHIBIT_TEMPLATES.ventilator, mode: 'PC', tidalVolume: 500 }, 'mode', /PC takes pressure/);
    rejects(
      { ...EXHIBIT_TEMPLATES.ventilator, mode: 'PC', tidalVolume: undefined, events: [{ type: 'flowStarvation' }] },
      'events.0.type',
      /VC only/,
    );
    rejects({ ...EXHIBIT_TEMPLATES.ventilator, events: [{ type: 'autoPeep' }, { type: 'autoPeep' }] }, 'events', /twice/);
    rejects({ ...EXHIBIT_TEMPLATES.ecg, rhythm: 'sinusTachycardia', rate: 80 }, 'rate', /101–180/);
    rejects({ ...EXHIBIT_TEMPLATES.ecg, rhythm: 'torsades' }, 'rhythm', /rhythm must be one of/);
    rejects({ ...EXHIBIT_TEMPLATES.table, rows: [['pH']] }, 'rows.0', /needs 2 cells/);
    rejects({ ...EXHIBIT_TEMPLATES.spirometry, alt: 'short' }, 'alt', /at least 20/);
    rejects({ kind: 'xray', title: 'A film', alt: 'A chest film of some patient.' }, 'kind', /kind must be one of/);
  });

  it('a stored value that no longer parses is no exhibit', () => {
    expect(storedExhibit(null)).toBeNull();
    expect(storedExhibit({ kind: 'ecg' })).toBeNull();
    expect(storedExhibit(EXHIBIT_TEMPLATES.capnogram)).toEqual(EXHIBIT_TEMPLATES.capnogram);
  });

  it('the content check names a bad exhibit, a stem that ignores it and an ABG table off Henderson–Hasselbalch', () => {
    const item = writtenQuestions.find((q) => q.key === 'exh-019')!;
    const withExhibit = (exhibit: Exhibit, questionText = item.questionText): SeedQuestion => ({ ...item, questionText, exhibit });
    expect(checkExhibit(item)).toEqual([]);
    expect(checkExhibit(withExhibit({ ...EXHIBIT_TEMPLATES.ecg, rate: 20 } as Exhibit))[0]).toMatch(
      /^exh-019: exhibit\.rate: sinus rhythm/,
    );
    expect(checkExhibit(withExhibit(EXHIBIT_TEMPLATES.ecg, 'A patient has palpitations. What is the rhythm now?'))[0]).toMatch(
      /does not refer/,
    );
    const table = EXHIBIT_TEMPLATES.table;
    if (table.kind !== 'table') throw new Error('template');
    expect(
      checkExhibit(
        withExhibit({
          ...table,
          rows: [
            ['pH', '7.20'],
            ['PaCO2', '40'],
            ['HCO3-', '24'],
          ],
        }),
      )[0],
    ).toMatch(/Henderson/);
  });
});
