import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { UserRow } from '../../db/schema';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './db';
import { transformer } from './serialize';
import { publicErrorMessage } from './wire';
import type { Deps } from './lib/deps';
import { DomainError } from './lib/domainError';
import { toTransportError } from './refusals';
import { assertTopicQuizAllowed } from './features/plans/planLimits';
import { WaitRequired } from './waitRequired';
import { mutationInTurn } from './mutationsInTurn';
import { validateSessionToken } from './features/users/sessions';

export interface Context extends Deps {
  user: UserRow | null;
  sessionId: string | null;
  /** The caller's network address over HTTP; null in-process (scripts), where no per-address limit applies. */
  clientAddress: string | null;
}

/**
 * The context is built before any procedure, so outside publicProcedure's mapping: a database that cannot even be
 * read there (on PostgreSQL a lost or refused connection) is the same passing outage (503), not a 500.
 */
function unavailableOnStorageFault(err: unknown): never {
  if (isStorageFault(err)) throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE, cause: err });
  throw err;
}

/**
 * Reads `Authorization: Bearer <token>`, or for a live subscription (EventSource cannot send headers)
 * the token in its connection parameters; a bad or expired token is simply no user.
 */
export async function createContext(
  deps: Deps,
  authorization: string | undefined,
  connectionToken?: unknown,
  clientAddress?: string,
): Promise<Context> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? (typeof connectionToken === 'string' ? connectionToken : undefined);
  const session = token ? await validateSessionToken(deps.db, token, deps.now()).catch(unavailableOnStorageFault) : null;
  return { ...deps, user: session?.user ?? null, sessionId: session?.sessionId ?? null, clientAddress: clientAddress ?? null };
}

/** First zod issue as "field: message", so a 400 says which field. */
export function describeZodError(err: ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'Invalid input';
  // Procedures that take a path id wrap the request body as `data`; the caller knows the field by its own name.
  const path = (issue.path[0] === 'data' ? issue.path.slice(1) : issue.path).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** What a procedure declares about itself with `.meta(...)`, read once at start from the router (largeAnswers.ts). */
export interface ProcedureMeta {
  /** Its answer is a whole exam or quiz: only a few such answers are built and sent at once. */
  largeAnswer?: boolean;
}

const builder = initTRPC.context<Context>().meta<ProcedureMeta>();
const t = builder.create({
  transformer,
  // The cause of a fault of ours goes to the log (http.ts, onError), not to the caller.
  errorFormatter({ shape, error }) {
    const message = publicErrorMessage(
      shape.data.httpStatus,
      error.cause instanceof ZodError ? describeZodError(error.cause) : shape.message,
    );
    const wait = error.cause instanceof WaitRequired ? { retryAfterSeconds: error.cause.retryAfterSeconds } : {};
    return { ...shape, message, data: { ...shape.data, stack: undefined, ...wait } };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

export interface SignedInContext extends Context {
  user: UserRow;
  sessionId: string;
}

function requireSignedIn(ctx: Context): SignedInContext {
  if (!ctx.user || !ctx.sessionId) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });
  return ctx as SignedInContext;
}

/** A batch's mutations one after another, so each transaction holds its own statements only (mutationsInTurn.ts). */
const inTurn = t.procedure.use(({ type, ctx, next }) => (type === 'mutation' ? mutationInTurn(ctx, next) : next()));

/**
 * The one edge where the domain's refusals become tRPC errors (and so HTTP statuses, over tRPC and REST alike). A
 * full or read-only disk is a temporary outage (503 with a message), not a server bug.
 */
export const publicProcedure = inTurn.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const refusal = result.error.cause;
    if (refusal instanceof DomainError) throw toTransportError(refusal);
    if (isStorageFault(result.error.cause)) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: STORAGE_UNAVAILABLE_MESSAGE,
        cause: result.error.cause,
      });
    }
  }
  return result;
});

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  const { user, sessionId } = requireSignedIn(ctx);
  return next({ ctx: { user, sessionId } });
});

/** Pro only; a free user hears about the weekly limit first when it is used up. */
export const proProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await assertTopicQuizAllowed(ctx.db, ctx.user, ctx.now());
  return next();
});

/** Exact roles: a super admin is not an admin (SPEC §2). */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Administrator access required' });
  return next();
});

export const superAdminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'super_admin') throw new TRPCError({ code: 'FORBIDDEN', message: 'Super administrator access required' });
  return next();
});
