import { createCallerFactory, router } from '../trpc';
// Study reminders (issue #30)
import { remindersRouter } from '../features/reminders/router';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { billingRouter } from './billing';
import { learnerRouter } from './learner';
import { superAdminRouter } from './superAdmin';

export const appRouter = router({
  auth: authRouter,
  learner: learnerRouter,
  reminders: remindersRouter,
  admin: adminRouter,
  superAdmin: superAdminRouter,
  billing: billingRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
