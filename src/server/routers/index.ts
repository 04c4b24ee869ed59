import { createCallerFactory, router } from '../trpc';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { billingRouter } from './billing';
import { learnerRouter } from './learner';
import { superAdminRouter } from './superAdmin';
// Study reminders (issue #30)
import { remindersRouter } from '../features/reminders/router';

export const appRouter = router({
  auth: authRouter,
  learner: learnerRouter,
  admin: adminRouter,
  superAdmin: superAdminRouter,
  billing: billingRouter,
  reminders: remindersRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
