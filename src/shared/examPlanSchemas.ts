import { z } from 'zod';
import { PLANNED_EXAMS, isCalendarDay } from './examPlan';

/** The exam plan's input as the server checks it; apart from examPlan.ts so the dashboard does not load zod. */
export const examPlanInput = z.object({
  plan: z
    .object({
      exam: z.enum(PLANNED_EXAMS, { error: 'exam must be rte or tmc' }),
      date: z.string({ error: 'date is required' }).refine(isCalendarDay, { error: 'date must be a calendar day written YYYY-MM-DD' }),
    })
    .nullable(),
});
export type ExamPlanInput = z.infer<typeof examPlanInput>;
