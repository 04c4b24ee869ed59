/**
 * Exhibits: figures an item carries, stored as small JSON and drawn in the browser from data (no image files).
 *
 * The curves are pure functions in exhibitCurves.ts (kept apart so the browser's figure chunk carries no zod).
 *
 * AUTHORING GUIDE — every exhibit has `kind`, a `title` (what the figure is, e.g. "Ventilator graphics, volume
 * control") and an `alt` text: what a reader sees, in plain words, WITHOUT naming the answer ("Expiratory flow
 * falls toward baseline but the next breath starts before it reaches zero" — not "auto-PEEP"). Leave a
 * parameter out to get its default; unknown keys are rejected, so a typo fails the content check.
 *
 * kind "ventilator" — a single-compartment lung (compliance C mL/cmH2O, resistance R cmH2O/L/s, time constant
 *   R×C) ventilated in `mode` "VC" (tidalVolume mL, ti s, flowPattern "square"|"decelerating", pause s for a
 *   plateau) or "PC" (pressure cmH2O above PEEP, ti s); peep, rate, breaths (1–6) drawn; `show` picks the
 *   panels: "pressure", "flow", "volume" (scalars against time) and "pv", "fv" (loops).
 *   - Peak minus plateau pressure grows with R; plateau minus PEEP grows as C falls (use VC with pause ≥ 0.3).
 *   - `compare: {compliance?, resistance?, labels?}` overlays a dashed second series with that C or R
 *     (e.g. labels ["Before", "After"]): a stiffer lung gives a flatter P–V loop and higher plateau; higher R
 *     raises peak only; in PC a lower C gives a smaller volume and faster-decaying flow.
 *   - events (each at most once):
 *     {type:"autoPeep"} expiration too short for the (expiratory) time constant: expiratory flow is still
 *       below zero when the next breath starts (a short expiratory time or high R makes this alone);
 *     {type:"leak", fraction 0.05–0.8} exhaled volume short of inhaled: the volume trace plateaus above zero
 *       and drops vertically at the next breath; the expiratory flow is smaller;
 *     {type:"flowStarvation", depth cmH2O} VC only: patient effort scoops the inspiratory pressure;
 *     {type:"doubleTrigger", breath n} a second breath stacked right after breath n, little exhalation between;
 *     {type:"ineffectiveEffort", count n} efforts in the expiration of the first n breaths: a flow bump toward
 *       zero and a small pressure dip with no breath delivered;
 *     {type:"overdistension", onset 0.4–0.95, extra cmH2O} VC only: pressure rises steeply in the last part of
 *       inflation, the "beak" of the P–V loop (show "pv").
 * kind "spirometry" — flow–volume loop (expiration up, volume exhaled to the right). `pattern`: "normal",
 *   "obstructive" (scooped, concave expiratory limb, low PEF), "restrictive" (small FVC, tall and narrow),
 *   "fixedUao" (flat expiratory AND inspiratory plateaus at `plateau` L/s), "variableExtrathoracic" (flat
 *   inspiratory limb only), "variableIntrathoracic" (flat expiratory limb only); `fvc` L, `pef` L/s, `pif`
 *   L/s; `predicted: {fvc, pef}` adds a dashed predicted loop.
 * kind "capnogram" — CO2 (mmHg) against time. `pattern`: "normal", "obstructive" (shark fin: slow upstroke,
 *   sloping plateau), "rebreathing" (baseline rises to `baselineEnd`), "esophageal" (a few shrinking waves then
 *   flat), "curareCleft" (notch in the plateau), "suddenLoss" (waveform stops at mid-trace),
 *   "hypoventilation"/"hyperventilation" (EtCO2 drifts from `etco2` to `etco2End`), "cprRosc" (low EtCO2 during
 *   compressions, abrupt rise to `etco2End` at `changeAt` of the trace); `rate`, `seconds`.
 * kind "ecg" — rhythm strip (lead II style, mV against s). `rhythm`: "sinus", "sinusTachycardia",
 *   "sinusBradycardia", "atrialFibrillation", "atrialFlutter" (`atrialRate`, ventricular `rate` ≈ atrial ÷
 *   2, 3 or 4), "svt", "pvcs" (`pvcEvery` 2 = bigeminy), "vtach", "vfib", "asystole", "firstDegreeBlock" (`pr`
 *   s), "thirdDegreeBlock" (`atrialRate` P waves, independent wide escape at `rate`); `rate` is the ventricular
 *   rate (R waves per minute); `seconds` 3–12 (6 is the usual strip).
 * kind "hemodynamic" — one pressure tracing (mmHg against s) drawn from its numbers. `trace` "arterial" or "pa"
 *   takes `systolic`/`diastolic` (the mean falls about a third of the way up; dicrotic notch drawn) and
 *   `damping` "optimal"|"overdamped" (slurred upstroke, no notch, narrow pulse pressure) |"underdamped"
 *   (overshooting spike and ringing); the mean is the same in all three, as on a real transducer. "cvp" or
 *   "wedge" takes `a` and `v` peaks and the `trough` of the x and y descents (a large v wave: v well above a;
 *   CVP also shows a small c wave). `heartRate`, `seconds` 3–15. `breathing: {mode "spontaneous" (pressures fall
 *   on inspiration) | "ventilated" (they rise), swing mmHg, rate, ppv %}` adds a volume panel so end-expiration
 *   can be read; the numbers are the end-expiratory values; `ppv` (arterial, ventilated) swings the pulse pressure
 *   by that share. `wedge: {at 0.2–0.8, a, v, trough}` (PA only): from that share of the trace the PA waveform
 *   becomes a wedge waveform (balloon inflated, or a catheter migrated distally).
 * kind "table" — `variant` "lab" | "abg" | "pft", `columns` (1–6 headings), `rows` (each as many cells as
 *   columns, text), optional `note`. Blood gases in a table must satisfy Henderson–Hasselbalch like a stem.
 */
import { z } from 'zod';
import { common, int, num, text } from './exhibitFields';
import { hemodynamicSchema } from './exhibitHemodynamic';

export { HEMO_DAMPING, HEMO_TRACES } from './exhibitHemodynamic';
export { EXHIBIT_TEMPLATES } from './exhibitTemplates';
import { ecgRate, ventSettings } from './exhibitSettings';

// ---------------------------------------------------------------- schema

export const VENT_VIEWS = ['pressure', 'flow', 'volume', 'pv', 'fv'] as const;
export type VentView = (typeof VENT_VIEWS)[number];

const ventEvent = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('autoPeep') }),
    z.strictObject({ type: z.literal('leak'), fraction: num('fraction', 0.05, 0.8).optional() }),
    z.strictObject({ type: z.literal('flowStarvation'), depth: num('depth', 2, 25, 'cmH2O').optional() }),
    z.strictObject({ type: z.literal('doubleTrigger'), breath: int('breath', 1, 6).optional() }),
    z.strictObject({ type: z.literal('ineffectiveEffort'), count: int('count', 1, 6).optional() }),
    z.strictObject({
      type: z.literal('overdistension'),
      onset: num('onset', 0.4, 0.95).optional(),
      extra: num('extra', 3, 40, 'cmH2O').optional(),
    }),
  ],
  { error: 'type must be autoPeep, leak, flowStarvation, doubleTrigger, ineffectiveEffort or overdistension' },
);
export type VentEvent = z.infer<typeof ventEvent>;

const ventilatorSchema = z
  .strictObject({
    kind: z.literal('ventilator'),
    ...common,
    mode: z.enum(['VC', 'PC'], { error: 'mode must be VC or PC' }),
    compliance: num('compliance', 5, 150, 'mL/cmH2O').optional(),
    resistance: num('resistance', 2, 60, 'cmH2O/L/s').optional(),
    peep: num('peep', 0, 25, 'cmH2O').optional(),
    rate: num('rate', 4, 60, 'breaths/min').optional(),
    ti: num('ti', 0.3, 3, 's').optional(),
    tidalVolume: num('tidalVolume', 50, 1500, 'mL').optional(),
    flowPattern: z.enum(['square', 'decelerating'], { error: 'flowPattern must be square or decelerating' }).optional(),
    pause: num('pause', 0, 2, 's').optional(),
    pressure: num('pressure', 5, 50, 'cmH2O').optional(),
    breaths: int('breaths', 1, 6).optional(),
    show: z
      .array(z.enum(VENT_VIEWS, { error: `show lists ${VENT_VIEWS.join(', ')}` }))
      .min(1, 'show needs at least one panel')
      .max(5)
      .refine((v) => new Set(v).size === v.length, 'show lists a panel twice')
      .optional(),
    events: z
      .array(ventEvent)
      .max(6, 'at most 6 events')
      .refine((v) => new Set(v.map((e) => e.type)).size === v.length, 'events lists a type twice')
      .optional(),
    compare: z
      .strictObject({
        compliance: num('compliance', 5, 150, 'mL/cmH2O').optional(),
        resistance: num('resistance', 2, 60, 'cmH2O/L/s').optional(),
        labels: z.tuple([text('label', 1, 24), text('label', 1, 24)]).optional(),
      })
      .refine((c) => c.compliance !== undefined || c.resistance !== undefined, 'compare needs compliance or resistance')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const s = ventSettings(v);
    if (s.cycle - s.ti - s.pause < 0.25)
      ctx.addIssue({ code: 'custom', path: ['ti'], message: `ti + pause leave under 0.25 s to exhale at ${s.rate}/min` });
    if (v.mode === 'PC' && (v.tidalVolume !== undefined || v.pause !== undefined || v.flowPattern !== undefined))
      ctx.addIssue({ code: 'custom', path: ['mode'], message: 'PC takes pressure, not tidalVolume, pause or flowPattern' });
    if (v.mode === 'VC' && v.pressure !== undefined)
      ctx.addIssue({ code: 'custom', path: ['pressure'], message: 'VC takes tidalVolume, not pressure' });
    for (const [i, e] of (v.events ?? []).entries()) {
      if ((e.type === 'flowStarvation' || e.type === 'overdistension') && v.mode !== 'VC')
        ctx.addIssue({ code: 'custom', path: ['events', i, 'type'], message: `${e.type} is drawn in VC only` });
      if (e.type === 'doubleTrigger' && (e.breath ?? 1) > s.breaths)
        ctx.addIssue({ code: 'custom', path: ['events', i, 'breath'], message: `breath must be 1–${s.breaths}` });
    }
  });

export const SPIRO_PATTERNS = [
  'normal',
  'obstructive',
  'restrictive',
  'fixedUao',
  'variableExtrathoracic',
  'variableIntrathoracic',
] as const;
export type SpiroPattern = (typeof SPIRO_PATTERNS)[number];
const spirometrySchema = z.strictObject({
  kind: z.literal('spirometry'),
  ...common,
  pattern: z.enum(SPIRO_PATTERNS, { error: `pattern must be one of ${SPIRO_PATTERNS.join(', ')}` }),
  fvc: num('fvc', 0.3, 8, 'L').optional(),
  pef: num('pef', 0.5, 15, 'L/s').optional(),
  pif: num('pif', 0.5, 12, 'L/s').optional(),
  plateau: num('plateau', 0.3, 8, 'L/s').optional(),
  predicted: z.strictObject({ fvc: num('fvc', 0.3, 8, 'L'), pef: num('pef', 0.5, 15, 'L/s') }).optional(),
});

export const CAPNO_PATTERNS = [
  'normal',
  'obstructive',
  'rebreathing',
  'esophageal',
  'curareCleft',
  'suddenLoss',
  'hypoventilation',
  'hyperventilation',
  'cprRosc',
] as const;
const capnogramSchema = z.strictObject({
  kind: z.literal('capnogram'),
  ...common,
  pattern: z.enum(CAPNO_PATTERNS, { error: `pattern must be one of ${CAPNO_PATTERNS.join(', ')}` }),
  etco2: num('etco2', 0, 100, 'mmHg').optional(),
  etco2End: num('etco2End', 0, 100, 'mmHg').optional(),
  baselineEnd: num('baselineEnd', 0, 30, 'mmHg').optional(),
  changeAt: num('changeAt', 0.1, 0.9).optional(),
  rate: num('rate', 4, 60, 'breaths/min').optional(),
  seconds: num('seconds', 8, 180, 's').optional(),
});

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
const ecgSchema = z
  .strictObject({
    kind: z.literal('ecg'),
    ...common,
    rhythm: z.enum(ECG_RHYTHMS, { error: `rhythm must be one of ${ECG_RHYTHMS.join(', ')}` }),
    rate: num('rate', 20, 300, '/min').optional(),
    atrialRate: num('atrialRate', 40, 350, '/min').optional(),
    pr: num('pr', 0.12, 0.4, 's').optional(),
    pvcEvery: int('pvcEvery', 2, 10).optional(),
    seconds: num('seconds', 3, 12, 's').optional(),
  })
  .superRefine((v, ctx) => {
    const rate = ecgRate(v);
    const bad = (message: string) => ctx.addIssue({ code: 'custom', path: ['rate'], message });
    if (v.rhythm === 'sinus' && (rate < 60 || rate > 100)) bad('sinus rhythm is 60–100/min');
    if (v.rhythm === 'sinusTachycardia' && (rate <= 100 || rate > 180)) bad('sinus tachycardia is 101–180/min');
    if (v.rhythm === 'sinusBradycardia' && rate >= 60) bad('sinus bradycardia is under 60/min');
    if (v.rhythm === 'svt' && rate < 150) bad('SVT is drawn at 150/min or more');
    if (v.rhythm === 'vtach' && rate < 100) bad('ventricular tachycardia is over 100/min');
    if (v.rhythm === 'thirdDegreeBlock' && rate >= (v.atrialRate ?? 80)) bad('the escape rate must be below the atrial rate');
  });

const cell = z.string({ error: 'cells must be text' }).trim().max(60, 'a cell holds at most 60 characters');
const tableSchema = z
  .strictObject({
    kind: z.literal('table'),
    ...common,
    variant: z.enum(['lab', 'abg', 'pft'], { error: 'variant must be lab, abg or pft' }),
    columns: z.array(cell.min(1, 'a column needs a heading')).min(1, 'a table needs a column').max(6, 'at most 6 columns'),
    rows: z.array(z.array(cell).min(1).max(6)).min(1, 'a table needs a row').max(25, 'at most 25 rows'),
    note: text('note', 1, 300).optional(),
  })
  .superRefine((v, ctx) => {
    for (const [i, r] of v.rows.entries())
      if (r.length !== v.columns.length)
        ctx.addIssue({ code: 'custom', path: ['rows', i], message: `row ${i + 1} needs ${v.columns.length} cells` });
  });

export const EXHIBIT_KINDS = ['ventilator', 'spirometry', 'capnogram', 'ecg', 'hemodynamic', 'table'] as const;
export type ExhibitKind = (typeof EXHIBIT_KINDS)[number];

export const exhibitSchema = z.discriminatedUnion(
  'kind',
  [ventilatorSchema, spirometrySchema, capnogramSchema, ecgSchema, hemodynamicSchema, tableSchema],
  {
    error: `kind must be one of ${EXHIBIT_KINDS.join(', ')}`,
  },
);

export type Exhibit = z.infer<typeof exhibitSchema>;
export type VentilatorExhibit = Extract<Exhibit, { kind: 'ventilator' }>;
export type SpirometryExhibit = Extract<Exhibit, { kind: 'spirometry' }>;
export type CapnogramExhibit = Extract<Exhibit, { kind: 'capnogram' }>;
export type EcgExhibit = Extract<Exhibit, { kind: 'ecg' }>;
export type HemodynamicExhibit = Extract<Exhibit, { kind: 'hemodynamic' }>;
export type TableExhibit = Extract<Exhibit, { kind: 'table' }>;

/** A stored exhibit as the app uses it: anything that no longer parses (edited by hand in SQL) is no exhibit. */
export function storedExhibit(value: unknown): Exhibit | null {
  if (value === null || value === undefined) return null;
  const parsed = exhibitSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
