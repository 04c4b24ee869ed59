import { z } from 'zod';
import {
  adminCaseSetListInput,
  caseAnswerInput,
  caseSetIdInput,
  caseSetInput,
  caseSetListInput,
  caseSetUpdateInput,
} from '../../../shared/caseSets';
import { idSchema } from '../../../shared/schemas';
import { adminProcedure, proProcedure } from '../../trpc';
import { getCaseSet, listCaseSetsFor } from './caseSets';
import { answerCaseItem } from './internal/answerCaseItem';
import { adminGetCaseSet, adminListCaseSets, createCaseSet, deleteCaseSet, updateCaseSet } from './caseSetAdmin';

/** Clinical case sets for learners (issue #17 §5), part of the learner router: Pro only, like topic practice. */
export const caseSetLearnerProcedures = {
  caseSets: proProcedure.input(caseSetListInput).query(({ ctx, input }) => listCaseSetsFor(ctx, ctx.user, input.topicId)),
  caseSet: proProcedure.input(caseSetIdInput).query(({ ctx, input }) => getCaseSet(ctx, ctx.user, input.caseSetId)),
  answerCaseItem: proProcedure.input(caseAnswerInput).mutation(({ ctx, input }) => answerCaseItem(ctx, ctx.user, input)),
};

/** Case sets for administrators, part of the admin router. */
export const caseSetAdminProcedures = {
  caseSets: adminProcedure.input(adminCaseSetListInput).query(({ ctx, input }) => adminListCaseSets(ctx.db, input ?? {})),
  caseSet: adminProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => adminGetCaseSet(ctx.db, input.id)),
  createCaseSet: adminProcedure.input(caseSetInput).mutation(({ ctx, input }) => createCaseSet(ctx, input)),
  updateCaseSet: adminProcedure.input(caseSetUpdateInput).mutation(({ ctx, input }) => updateCaseSet(ctx, input.id, input.data)),
  deleteCaseSet: adminProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    await deleteCaseSet(ctx, input.id);
    return { success: true };
  }),
};
