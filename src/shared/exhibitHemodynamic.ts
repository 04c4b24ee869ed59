/**
 * The schema of the hemodynamic exhibit (arterial line, CVP, pulmonary artery and wedge tracings); the authoring
 * guide is in exhibit.ts with the other families, the curves in hemodynamicCurves.ts.
 */
import { z } from 'zod';
import { common, num } from './exhibitFields';
import { hemoSettings } from './exhibitSettings';

export const HEMO_TRACES = ['arterial', 'cvp', 'pa', 'wedge'] as const;
export const HEMO_DAMPING = ['optimal', 'overdamped', 'underdamped'] as const;

const mmHg = (name: string, min: number, max: number) => num(name, min, max, 'mmHg').optional();

export const hemodynamicSchema = z
  .strictObject({
    kind: z.literal('hemodynamic'),
    ...common,
    trace: z.enum(HEMO_TRACES, { error: `trace must be one of ${HEMO_TRACES.join(', ')}` }),
    systolic: mmHg('systolic', 10, 260),
    diastolic: mmHg('diastolic', 0, 160),
    a: mmHg('a', 0, 60),
    v: mmHg('v', 0, 80),
    trough: mmHg('trough', 0, 50),
    heartRate: num('heartRate', 30, 180, '/min').optional(),
    damping: z.enum(HEMO_DAMPING, { error: `damping must be one of ${HEMO_DAMPING.join(', ')}` }).optional(),
    breathing: z
      .strictObject({
        mode: z.enum(['spontaneous', 'ventilated'], { error: 'breathing.mode must be spontaneous or ventilated' }),
        swing: num('swing', 0, 30, 'mmHg'),
        rate: num('rate', 6, 40, 'breaths/min').optional(),
        ppv: num('ppv', 0, 40, '%').optional(),
      })
      .optional(),
    wedge: z.strictObject({ at: num('at', 0.2, 0.8), a: mmHg('a', 0, 60), v: mmHg('v', 0, 80), trough: mmHg('trough', 0, 50) }).optional(),
    seconds: num('seconds', 3, 15, 's').optional(),
  })
  .superRefine((e, ctx) => {
    const bad = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const pulsatile = e.trace === 'arterial' || e.trace === 'pa';
    for (const k of ['systolic', 'diastolic', 'damping', 'wedge'] as const)
      if (!pulsatile && e[k] !== undefined) bad([k], `${k} belongs to an arterial or PA trace, not ${e.trace}`);
    for (const k of ['a', 'v', 'trough'] as const)
      if (pulsatile && e[k] !== undefined) bad([k], `${k} belongs to a CVP or wedge trace (a PA trace takes wedge.${k})`);
    if (e.wedge && e.trace !== 'pa') bad(['wedge'], 'wedge (the catheter wedging) is drawn on a PA trace only');
    const s = hemoSettings(e);
    if (pulsatile && s.systolic < s.diastolic + 4) bad(['systolic'], 'systolic must exceed diastolic by at least 4 mmHg');
    if (!pulsatile && s.atrial.trough >= Math.min(s.atrial.a, s.atrial.v)) bad(['trough'], 'trough must be below the a and v peaks');
    if (e.wedge) {
      const w = e.wedge;
      const lo = Math.min(w.a ?? 12, w.v ?? 11);
      if (w.trough !== undefined && w.trough >= lo) bad(['wedge', 'trough'], 'trough must be below the a and v peaks');
    }
    if (e.breathing?.ppv !== undefined && (e.trace !== 'arterial' || e.breathing.mode !== 'ventilated'))
      bad(['breathing', 'ppv'], 'pulse pressure variation is drawn on an arterial trace under positive-pressure ventilation');
    if (e.breathing && s.breathRate && 60 / s.breathRate < 60 / s.heartRate)
      bad(['breathing', 'rate'], 'a breath must last longer than a heartbeat');
  });
