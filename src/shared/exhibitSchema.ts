/**
 * The exhibit schema: what an item's figure may hold (the authoring guide is in exhibit.ts, the module the rest of
 * the app imports).
 */
import { z } from 'zod';
import { common, int, num, text } from './exhibitFields';
import { hemodynamicSchema } from './exhibitHemodynamic';
import { ECG_RHYTHMS, ecgRate, ventSettings } from './exhibitSettings';

// ---------------------------------------------------------------- schema

export const VENT_VIEWS = ['pressure', 'flow', 'volume', 'pv', 'fv'] as const;

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
  // A question read from the bank's cache is the same object on every read: its exhibit is checked once, not once
  // per review item of every exam result (a tenth of a submit's CPU, issue #33).
  if (typeof value === 'object' && checked.has(value)) return checked.get(value) ?? null;
  const parsed = exhibitSchema.safeParse(value);
  const exhibit = parsed.success ? parsed.data : null;
  if (typeof value === 'object') checked.set(value, exhibit);
  return exhibit;
}

const checked = new WeakMap<object, Exhibit | null>();
