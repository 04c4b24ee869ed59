import { createCallerFactory, router } from './trpc';
import { adminProcedures } from './features/admin/adminRouter';
import { superAdminRouter } from './features/admin/superAdminRouter';
import { billingRouter } from './features/billing/router';
import { caseSetAdminProcedures, caseSetLearnerProcedures } from './features/case-sets/router';
import { cseLearnerProcedures } from './features/cse/router';
import { examPlanLearnerProcedures } from './features/exam-plan/router';
import { examProcedures } from './features/exams/router';
import { mailRouter } from './features/mail/router';
import { planProcedures } from './features/plans/router';
import { progressProcedures } from './features/progress/router';
import { questionLearnerProcedures } from './features/questions/router';
import { quizProcedures } from './features/quizzes/router';
import { readinessAdminProcedures, readinessLearnerProcedures } from './features/readiness/router';
import { remindersRouter } from './features/reminders/router';
import { studyProcedures } from './features/study/router';
import { authRouter } from './features/users/authRouter';

/**
 * The whole API. Each feature owns its procedures; the learner's are one namespace on the wire (`learner.*`), and the
 * administrator's another (`admin.*`), composed here, so moving a procedure between features never changes a path a
 * client calls, and no feature imports another's router.
 */
export const appRouter = router({
  auth: authRouter,
  learner: router({
    ...questionLearnerProcedures,
    ...quizProcedures,
    ...examProcedures,
    ...progressProcedures,
    ...planProcedures,
    ...studyProcedures,
    ...caseSetLearnerProcedures,
    ...readinessLearnerProcedures,
    ...examPlanLearnerProcedures,
    ...cseLearnerProcedures,
  }),
  reminders: remindersRouter,
  admin: router({
    ...adminProcedures,
    ...caseSetAdminProcedures,
    ...readinessAdminProcedures,
  }),
  superAdmin: superAdminRouter,
  billing: billingRouter,
  mail: mailRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
