/**
 * Exhibits: figures an item carries, stored as small JSON and drawn in the browser from data (no image files).
 *
 * The curves are pure functions in exhibitCurves.ts (kept apart so the browser's figure chunk carries no zod). This
 * module is the one the app imports: the guide below, and the schema (exhibitSchema.ts) with its parts re-exported;
 * the parts import the schema's types from exhibitSchema.ts, never from here, so no import runs in a circle.
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
export * from './exhibitSchema';
export { ECG_RHYTHMS } from './exhibitSettings';
export { HEMO_DAMPING, HEMO_TRACES } from './exhibitHemodynamic';
export { EXHIBIT_TEMPLATES } from './exhibitTemplates';
