import { z } from 'zod';
import { adminCseListInput, cseProblemInput, cseProblemUpdateInput } from '../../../shared/cse';
import { idSchema } from '../../../shared/schemas';
import { adminProcedure } from '../../trpc';
import { generateCseInput, generateCseProblemDraft } from '../generation/cseProblem';
import { adminGetCseProblem, adminListCseProblems, createCseProblem, deleteCseProblem, updateCseProblem } from './cseAdmin';

/** Clinical simulation problems for administrators (issue #32), part of the admin router. */
export const cseAdminProcedures = {
  cseProblems: adminProcedure.input(adminCseListInput).query(({ ctx, input }) => adminListCseProblems(ctx.db, input ?? {})),
  cseProblem: adminProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => adminGetCseProblem(ctx.db, input.id)),
  createCseProblem: adminProcedure.input(cseProblemInput).mutation(({ ctx, input }) => createCseProblem(ctx, input)),
  updateCseProblem: adminProcedure.input(cseProblemUpdateInput).mutation(({ ctx, input }) => updateCseProblem(ctx, input.id, input.data)),
  deleteCseProblem: adminProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    await deleteCseProblem(ctx, input.id);
    return { success: true };
  }),
  /** An AI draft of a whole problem for the category, into the list as a draft to review. */
  generateCseProblem: adminProcedure
    .input(generateCseInput)
    .mutation(({ ctx, input }) => generateCseProblemDraft(ctx, ctx.user, input.category)),
};
