import { createCallerFactory, router } from '../trpc';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { billingRouter } from './billing';
import { learnerRouter } from './learner';
import { superAdminRouter } from './superAdmin';
// Mail (issue #30)
import { mailRouter } from '../features/mail/router';

export const appRouter = router({
  auth: authRouter,
  learner: learnerRouter,
  admin: adminRouter,
  superAdmin: superAdminRouter,
  billing: billingRouter,
  // Mail (issue #30)
  mail: mailRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
