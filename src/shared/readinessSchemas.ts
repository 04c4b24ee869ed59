import { z } from 'zod';
import { READINESS_TARGETS } from './readiness';

/** Readiness inputs as the server checks them; apart from readiness.ts so the screens that show targets do not load zod. */
export const readinessTargetInput = z.object({
  target: z.enum(READINESS_TARGETS, { error: `target must be one of ${READINESS_TARGETS.join(', ')}` }).nullable(),
});

/** "I sit the CSE" (issue #32): only a learner who says so may aim Exam Ready at the CSE. */
export const sitsCseInput = z.object({ sitsCse: z.boolean({ error: 'sitsCse must be true or false' }) });
