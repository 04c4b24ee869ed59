import { z } from 'zod';
import { idSchema } from '../../shared/schemas';
import { router, superAdminProcedure } from '../trpc';
import { platformStats } from '../services/analytics';
import { listUsersForAnalytics, userDetail } from '../services/superAdmin';

export const superAdminRouter = router({
  users: superAdminProcedure.query(({ ctx }) => listUsersForAnalytics(ctx.db)),
  userDetail: superAdminProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => userDetail(ctx, input.id)),
  platformStats: superAdminProcedure.query(({ ctx }) => platformStats(ctx.db, ctx.now())),
});
