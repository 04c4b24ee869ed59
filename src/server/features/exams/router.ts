import { z } from 'zod';
import { EXAMS, EXAM_TYPES } from '../../../shared/exams';
import {
  examEndSectionInput,
  examLockCaseItemInput,
  examStartInput,
  examStartSectionInput,
  examSubmitInput,
} from '../../../shared/attemptSchemas';
import { authedProcedure, publicProcedure } from '../../trpc';
import { activeExam } from './activeExam';
import { examResult } from './examResult';
import { lockCaseItem } from './internal/lockCaseItem';
import { endExamSection, startExamSection } from './internal/sections';
import { startExam } from './internal/startExam';
import { submitExam } from './internal/submitExam';

/** The timed simulations (practice, TMC, RTE), part of the learner router. */
export const examProcedures = {
  examDefinitions: publicProcedure.query(() => EXAM_TYPES.map((t) => EXAMS[t])),
  startExam: authedProcedure
    .meta({ largeAnswer: true })
    .input(examStartInput)
    .mutation(({ ctx, input }) => startExam(ctx, ctx.user, input.examType)),
  activeExam: authedProcedure.meta({ largeAnswer: true }).query(({ ctx }) => activeExam(ctx, ctx.user)),
  submitExam: authedProcedure
    .meta({ largeAnswer: true })
    .input(examSubmitInput)
    .mutation(({ ctx, input }) => submitExam(ctx, ctx.user, input.examSessionId, input.answers, input.itemSeconds)),
  /** RTE simulation: ends section 1 and locks its answers; the optional break starts. */
  endExamSection: authedProcedure
    .input(examEndSectionInput)
    .mutation(({ ctx, input }) => endExamSection(ctx, ctx.user, input.examSessionId, input.answers)),
  /** RTE simulation: answers one case item for good; a case is answered in order. */
  lockCaseItem: authedProcedure
    .input(examLockCaseItemInput)
    .mutation(({ ctx, input }) => lockCaseItem(ctx, ctx.user, input.examSessionId, input.position, input.answer)),
  /** RTE simulation: ends the break and starts section 2. */
  startExamSection: authedProcedure
    .input(examStartSectionInput)
    .mutation(({ ctx, input }) => startExamSection(ctx, ctx.user, input.examSessionId)),
  examResult: authedProcedure
    .meta({ largeAnswer: true })
    .input(z.object({ examSessionId: z.string().min(8).max(64) }))
    .query(({ ctx, input }) => examResult(ctx, ctx.user, input.examSessionId)),
};
