import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import { toTransportError } from './refusals';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { createCaller } from './appRouter';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './db';
import { createContext, describeZodError } from './trpc';
import type { Deps } from './lib/deps';
import { INTERNAL_ERROR_MESSAGE, publicErrorMessage } from './wire';
import { WaitRequired } from './waitRequired';
import type { Route } from './restKit';
import { LEARNER_ROUTES } from './restLearnerRoutes';
import { ADMIN_ROUTES } from './restAdminRoutes';

/** The documented /api paths of SPEC §7, each one a call of the same tRPC procedure the app uses. */
const ROUTES: Route[] = [...LEARNER_ROUTES, ...ADMIN_ROUTES];

/** A refusal or TRPCError → status and a message a person can read; zod failures name the field. */
export function errorResponse(thrown: unknown): { status: number; message: string } {
  const err = toTransportError(thrown);
  if (err instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(err);
    const message = err.cause instanceof ZodError ? describeZodError(err.cause) : err.message;
    return { status, message: publicErrorMessage(status, message) };
  }
  // Outside tRPC (Stripe's webhook) a disk fault arrives raw; it is an outage the caller should retry, not a bug.
  if (isStorageFault(err)) return { status: 503, message: STORAGE_UNAVAILABLE_MESSAGE };
  return { status: 500, message: INTERNAL_ERROR_MESSAGE };
}

function send(reply: FastifyReply, req: FastifyRequest, thrown: unknown) {
  const err = toTransportError(thrown);
  const { status, message } = errorResponse(err);
  if (status >= 500) req.log.error({ err }, 'request failed');
  // A per-account limit (lib/accountLimits.ts) says how long to wait.
  if (err instanceof TRPCError && err.cause instanceof WaitRequired) {
    const retryAfterSeconds = err.cause.retryAfterSeconds;
    return reply.code(status).header('retry-after', String(retryAfterSeconds)).send({ message, retryAfterSeconds });
  }
  return reply.code(status).send({ message });
}

export function registerRest(app: FastifyInstance, deps: Deps): void {
  // Many HTTP clients send a JSON content type on every request; an empty body then means "no body"
  // (a DELETE, a logout), not malformed JSON. Anything else goes through Fastify's own safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, raw, done) => {
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req, reply) => {
        try {
          const ctx = await createContext(deps, req.headers.authorization, undefined, req.ip);
          const result = await route.handler(createCaller(ctx), req);
          // superjson is for the typed client; REST clients get plain JSON (dates as ISO strings).
          return reply.code(route.status ?? 200).send(result ?? null);
        } catch (err) {
          return send(reply, req, err);
        }
      },
    });
  }
  app.all('/api', async (req, reply) => reply.code(404).send({ message: `No API route ${req.method} /api` }));
  app.all('/api/*', async (req, reply) => reply.code(404).send({ message: `No API route ${req.method} ${req.url.split('?')[0]}` }));
}

export const restRoutes = ROUTES.map((r) => `${r.method} ${r.url}`);
