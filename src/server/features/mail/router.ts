import { adminProcedure, router } from '../../trpc';
import { mailStatus } from './status';

/** Mail (issue #30): what the admin dashboard shows of the outbox. */
export const mailRouter = router({
  status: adminProcedure.query(({ ctx }) => mailStatus(ctx.db, ctx.config)),
});
