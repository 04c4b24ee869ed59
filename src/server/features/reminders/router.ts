import { TRPCError } from '@trpc/server';
import { isPro } from '../../../shared/plans';
import { reminderConfirmInput, reminderSettingsInput, reminderUnsubscribeInput, REMINDERS_PRO_MESSAGE } from '../../../shared/reminders';
import { authedProcedure, publicProcedure, router } from '../../trpc';
import { confirmAddress, resendConfirmation } from './confirm';
import { reminderSettingsOf, saveReminderSettings } from './settings';
import { unsubscribeByKey } from './unsubscribe';

/** Pro only, with the reminders' own words (the shared Pro gate speaks of practice quizzes and the weekly limit). */
const remindersProProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!isPro(ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: REMINDERS_PRO_MESSAGE });
  return next();
});

/** Study reminders (issue #30): the learner's settings, the address's confirmation, unsubscribe without a session. */
export const remindersRouter = router({
  settings: authedProcedure.query(({ ctx }) => reminderSettingsOf(ctx, ctx.user)),
  save: remindersProProcedure.input(reminderSettingsInput).mutation(({ ctx, input }) => saveReminderSettings(ctx, ctx.user, input)),
  resendConfirmation: remindersProProcedure.mutation(({ ctx }) => resendConfirmation(ctx, ctx.user)),
  confirm: publicProcedure.input(reminderConfirmInput).mutation(({ ctx, input }) => confirmAddress(ctx, input.token)),
  unsubscribe: publicProcedure.input(reminderUnsubscribeInput).mutation(({ ctx, input }) => unsubscribeByKey(ctx, input.key)),
});
