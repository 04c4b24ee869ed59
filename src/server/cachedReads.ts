import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import superjson from 'superjson';
import { createCaller } from './routers/index';
import { transformer } from './serialize';
import { isFrozenView } from './services/bankCache';
import type { Deps } from './services/deps';
import { createContext } from './trpc';

type Caller = ReturnType<typeof createCaller>;

/**
 * The hottest tRPC queries, answered here without tRPC's fetch Request/Response round trip: the bank views
 * (the same for every caller until the bank changes) and the dashboard (kept per learner). Each still runs as
 * a procedure through createCaller, so the session, the Pro check and input validation happen on every
 * request; a kept answer (a frozen view) is turned into bytes once, any other is serialised as tRPC would.
 */
const CACHED_QUERIES = new Map<string, (api: Caller, input: unknown) => Promise<unknown>>([
  ['learner.topics', (api) => api.learner.topics()],
  ['learner.topicQuestions', (api, input) => api.learner.topicQuestions(input as never)],
  ['learner.dashboard', (api) => api.learner.dashboard()],
]);

type Encoding = 'identity' | 'gzip' | 'br';
/** Per view: the answer as tRPC would write it, for a single call and for a batch of one, per encoding. */
const bodies = new WeakMap<object, Map<string, Buffer>>();

function bodyFor(view: object, batch: boolean, encoding: Encoding): Buffer {
  let forView = bodies.get(view);
  if (!forView) bodies.set(view, (forView = new Map()));
  const key = `${batch ? 'batch' : 'single'}:${encoding}`;
  let body = forView.get(key);
  if (!body) {
    const envelope = { result: { data: transformer.output.serialize(view) } };
    const plain = Buffer.from(JSON.stringify(batch ? [envelope] : envelope));
    body =
      encoding === 'gzip' ? gzipSync(plain) :
      encoding === 'br' ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }) :
      plain;
    forView.set(key, body);
  }
  return body;
}

/** Answers too small to be worth compressing leave as they are, as @fastify/compress would (threshold 1024). */
function encodingFor(req: FastifyRequest, view: object, batch: boolean): Encoding {
  const accepted = req.headers['accept-encoding'] ?? '';
  if (bodyFor(view, batch, 'identity').length < 1024) return 'identity';
  if (/\bbr\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/\bgzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return 'identity';
}

/** The call's input as tRPC reads it from the URL (superjson, wrapped per index for a batch), or a reason to step aside. */
function parseInput(raw: string | undefined, batch: boolean): { ok: true; input: unknown } | { ok: false } {
  if (raw === undefined) return { ok: true, input: undefined };
  try {
    const parsed: unknown = JSON.parse(raw);
    const wire = batch ? (parsed as Record<string, unknown> | null)?.['0'] : parsed;
    if (wire === undefined) return { ok: true, input: undefined };
    if (typeof wire !== 'object' || wire === null) return { ok: false };
    return { ok: true, input: superjson.deserialize(wire as Parameters<typeof superjson.deserialize>[0]) };
  } catch {
    return { ok: false };
  }
}

async function tryCachedRead(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (req.method !== 'GET' || req.headers['trpc-accept'] !== undefined) return false;
  const url = new URL(req.url, 'http://local');
  const path = url.pathname.slice('/trpc/'.length);
  // A Map, so that a path such as `constructor` finds nothing.
  const call = CACHED_QUERIES.get(path);
  if (!call) return false;
  const batch = url.searchParams.get('batch') === '1';
  const input = parseInput(url.searchParams.get('input') ?? undefined, batch);
  if (!input.ok) return false;
  let view: unknown;
  try {
    view = await call(createCaller(createContext(deps, req.headers.authorization)), input.input);
  } catch {
    // Refusals and bad input are answered by tRPC itself, with its usual error shape.
    return false;
  }
  if (!isFrozenView(view)) {
    // Not kept: serialised for this request alone, and compressed (if large enough) by @fastify/compress.
    const envelope = { result: { data: transformer.output.serialize(view) } };
    reply.header('content-type', 'application/json').header('vary', 'trpc-accept, accept, accept-encoding');
    reply.code(200).send(Buffer.from(JSON.stringify(batch ? [envelope] : envelope)));
    return true;
  }
  const encoding = encodingFor(req, view, batch);
  reply.header('content-type', 'application/json').header('vary', 'trpc-accept, accept, accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.code(200).send(bodyFor(view, batch, encoding));
  return true;
}

/** Installs the cached-read path in front of the tRPC routes of `scope` (a request it does not answer goes on to tRPC). */
export function cachedReads(scope: FastifyInstance, deps: Deps): void {
  scope.addHook('onRequest', async (req, reply) => {
    if (await tryCachedRead(deps, req, reply)) return reply;
  });
}
