import { z } from 'zod';
import { loginInput, registerInput } from '../../../shared/schemas';
import { authedProcedure, middleware, publicProcedure, router } from '../../trpc';
import { countAddressCall, type AddressFamily } from './addressLimits';
import { invalidateSession } from './sessions';
import { login, register, toPublicUser } from './users';
import { forgotPasswordInput, resetPasswordInput } from '../../../shared/passwordReset';
import { requestPasswordReset, resetByMail, resetPassword } from './passwordReset';

/** The user object that leaves the server; `strict` fails loudly if a secret field ever slips in. */
export const publicUserSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['student', 'admin', 'super_admin']),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string().nullable(),
  createdAt: z.date(),
  loginCount: z.number(),
  lastLoginAt: z.date().nullable(),
  totalQuizzes: z.number(),
  averageScore: z.number(),
  isPro: z.boolean(),
});

const sessionOutput = z.object({ token: z.string(), user: publicUserSchema });

/** Used after `.input()`: only well-formed calls count against the address's allowance. */
const limitOf = (family: AddressFamily) =>
  middleware(async ({ ctx, next }) => {
    await countAddressCall(ctx.runtime.limiters, family, ctx.clientAddress);
    return next();
  });

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .use(limitOf('register'))
    .output(sessionOutput)
    .mutation(({ ctx, input }) => register(ctx, input)),
  login: publicProcedure
    .input(loginInput)
    .use(limitOf('sign-in'))
    .output(sessionOutput)
    .mutation(({ ctx, input }) => login(ctx, input)),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    await invalidateSession(ctx.db, ctx.sessionId);
    return { success: true };
  }),
  me: authedProcedure.output(publicUserSchema).query(({ ctx }) => toPublicUser(ctx.user)),
  /** Whether Forgot password? mails a link or passes the request to an administrator: the pages say which. */
  resetByMail: publicProcedure.query(({ ctx }) => resetByMail(ctx)),
  /** Forgot password?: the same answer whether or not the email has an account. */
  requestPasswordReset: publicProcedure
    .input(forgotPasswordInput)
    .use(limitOf('password-reset'))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .use(limitOf('password-reset'))
    .output(sessionOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input)),
});
