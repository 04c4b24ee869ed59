import { z } from 'zod';
import { idSchema } from '../../../shared/schemas';
import { router, superAdminProcedure } from '../../trpc';
import { platformStats } from './analytics';
import { listUsersForAnalytics, USER_SORT_KEYS, userDetail, userPage } from './superAdmin';

export const superAdminRouter = router({
  /** Every user at once: what GET /api/super-admin/users answers (SPEC §7). The screen pages with userPage. */
  users: superAdminProcedure.query(({ ctx }) => listUsersForAnalytics(ctx.db)),
  /** The User Analytics table: one page, searched and sorted by SQL, with the number of matches. */
  userPage: superAdminProcedure
    .input(
      z
        .object({
          search: z.string().max(200).default(''),
          sort: z.enum(USER_SORT_KEYS).default('name'),
          dir: z.enum(['asc', 'desc']).default('asc'),
          page: z.number().int().min(1).max(1_000_000).default(1),
          pageSize: z.number().int().min(1).max(100).default(25),
        })
        .default({ search: '', sort: 'name', dir: 'asc', page: 1, pageSize: 25 }),
    )
    .query(({ ctx, input }) => userPage(ctx.db, input)),
  userDetail: superAdminProcedure.input(z.object({ id: idSchema })).query(({ ctx, input }) => userDetail(ctx, input.id)),
  platformStats: superAdminProcedure.query(({ ctx }) => platformStats(ctx.db, ctx.now())),
});
