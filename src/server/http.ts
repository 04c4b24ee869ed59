import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import { COMPRESS_THRESHOLD, encodeApiAnswers } from './answerEncoding';
import { clientErrorHandler } from './clientErrors';
import { discardBody } from './oversizedBody';
import { boundLargeAnswers } from './largeAnswers';
import { securityHeaders } from './securityHeaders';
import { appRouter, type AppRouter } from './appRouter';
import { errorResponse, registerRest } from './rest';
import { registerOneClickUnsubscribe } from './features/reminders/oneClickRoute';
import { handleWebhook } from './features/billing/webhook';
import { createContext } from './trpc';
import type { Deps } from './lib/deps';
import { MAX_BATCH_SIZE } from '../shared/transport';
import { BODY_LIMIT, FRAMING_HEADERS, INTERNAL_ERROR_MESSAGE } from './wire';

export { MAX_BATCH_SIZE };

function clientDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return resolve(here, '../../dist/client');
}

/** TRUST_PROXY as Fastify takes it: true, or a list of addresses and ranges. */
function trustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Longer than the usual proxy idle timeouts (60 s), so a proxy never reuses a socket the server is closing. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export async function buildServer(deps: Deps, opts: { logLevel?: string } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    logger: {
      level: opts.logLevel ?? deps.config.LOG_LEVEL,
      // Query strings can carry a live view's session token: log paths only.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }) },
    },
    bodyLimit: BODY_LIMIT,
    clientErrorHandler,
    routerOptions: { maxParamLength: 5000 },
    trustProxy: trustProxy(deps.config.TRUST_PROXY),
  });

  // Every error leaves as JSON { message }: malformed JSON and oversized bodies included.
  app.setErrorHandler(async (err: { statusCode?: number; message: string; code?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (status >= 500) req.log.error({ err }, 'unhandled error');
    if (status === 413) {
      // The client is still sending: read the rest (bounded) so it can read the answer, then close.
      await discardBody(req.raw);
      return reply.code(413).header('connection', 'close').send({ message: 'Request body is too large' });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/.test(err.message)
        ? 'Request body is not valid JSON'
        : status >= 500
          ? INTERNAL_ERROR_MESSAGE
          : err.message;
    return reply.code(status).send({ message });
  });

  securityHeaders(app);
  boundLargeAnswers(app, appRouter);
  // Event streams (EventSource asks with Accept: text/event-stream) must not pass through the compressor,
  // which would buffer them: the live view would never update.
  const streams = new Set<import('node:net').Socket>();
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.headers.accept?.includes('text/event-stream')) {
      delete req.headers['accept-encoding'];
      const socket = req.raw.socket;
      streams.add(socket);
      socket.once('close', () => streams.delete(socket));
    }
    done();
  });
  // Open event streams never finish on their own; shutdown ends them so in-flight requests decide alone.
  app.addHook('preClose', (done) => {
    for (const s of streams) s.destroy();
    done();
  });
  // tRPC answers with a fetch Response; @fastify/compress swaps such a payload for its bare body and so drops
  // the Response's status and headers (every tRPC error reached a browser as 200 with no content type).
  // Unwrap it first; JSON is read whole (as bytes), so it gets a Content-Length and the compression threshold applies.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (payload === null || typeof payload !== 'object' || Object.prototype.toString.call(payload) !== '[object Response]')
      return done(null, payload);
    const res = payload as Response;
    reply.code(res.status);
    // Framing is Node's to write: a streamed batch comes with Transfer-Encoding, which beside the length of the
    // buffered body made an answer no HTTP client accepts.
    for (const [name, value] of res.headers) if (!FRAMING_HEADERS.has(name)) reply.header(name, value);
    if (res.body === null) return done(null, null);
    if (!res.headers.get('content-type')?.startsWith('application/json')) return done(null, res.body);
    res.arrayBuffer().then(
      (bytes) => done(null, Buffer.from(bytes)),
      (err: Error) => done(err),
    );
  });
  // The API's JSON answers: a 304 for a read the browser already holds, compression chosen per answer, the bank's
  // views compressed once (answerEncoding.ts). The plugin below compresses what is left (the client's files), at its
  // default quality with a 256 KB window: the files are smaller than brotli's default 4 MB window would need.
  encodeApiAnswers(app);
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
  });

  await app.register(async (scope) => {
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: MAX_BATCH_SIZE,
        createContext: ({ req, info }) => createContext(deps, req.headers.authorization, info.connectionParams?.token, req.ip),
        onError: ({ error, path, req }) => {
          if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  // Stripe signs the exact bytes it sent, so this one route keeps its body raw.
  await app.register((scope, _opts, registered) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (req, reply) => {
      try {
        const signature = req.headers['stripe-signature'];
        return await handleWebhook(deps, req.body as Buffer, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        const { status, message } = errorResponse(err);
        if (status >= 500) req.log.error({ err }, 'stripe webhook failed');
        return reply.code(status).send({ message });
      }
    });
    registered();
  });

  // Study reminders' one-click unsubscribe (RFC 8058): a form-encoded POST, outside the JSON REST table.
  await registerOneClickUnsubscribe(app, deps);

  await app.register((api, _opts, done) => {
    registerRest(api, deps);
    done();
  });

  const dir = clientDir();
  const landingHtml = existsSync(resolve(dir, 'landing.html'));
  if (existsSync(resolve(dir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // Otherwise the plugin writes its own `max-age=0` over the header set below.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/` comes with its first screen prerendered (scripts/prerender-landing.mjs); no other route may show it.
    // A route, not the not-found handler below, so that @fastify/compress (which hooks routes) compresses it.
    if (landingHtml) {
      app.get('/', (_req, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html').sendFile('landing.html');
      });
    }
    // Client-side routes: every other GET is the app shell; the router shows its own 404 screen.
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
      if (req.url.startsWith('/trpc')) return reply.code(404).send({ message: 'Not found' });
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
