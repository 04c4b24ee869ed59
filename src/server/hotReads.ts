import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import superjson from 'superjson';
import type { ZodType } from 'zod';
import { appRouter } from './routers/index';
import { learnerReads, topicQuestionsInput } from './routers/learnerReads';
import { SECURITY_HEADERS } from './securityHeaders';
import { transformer } from './serialize';
import { isFrozenView } from './services/bankCache';
import type { Deps } from './services/deps';
import { createContext, passGate, type Context, type Gate, type Meta, type SignedInContext } from './trpc';

/**
 * The busiest reads (the landing page's topics, a topic's questions, the dashboard) answered before Fastify and
 * tRPC, straight on node:http. Their procedures stay the reference: the gate is the procedure's own (read from
 * its meta, applied by the same function as its builder), the input schema and resolver are the ones it uses
 * (learnerReads.ts), and the answer is the bytes tRPC would write, with every header the app sends. Whatever
 * this path would not answer exactly as tRPC does — a refusal, bad input, a batch, a streaming client, HEAD —
 * it leaves to Fastify, which runs the procedure again through tRPC. What it saves is tRPC's call machinery,
 * Fastify's hooks and the compressor's streams: about two thirds of a small read's CPU.
 */
interface HotRead {
  input?: ZodType;
  resolve: (ctx: Context, input: unknown) => unknown;
}

const READS: Record<string, HotRead> = {
  'learner.topics': { resolve: (ctx) => learnerReads.topics(ctx) },
  'learner.topicQuestions': { input: topicQuestionsInput, resolve: (ctx, input) => learnerReads.topicQuestions(ctx, input as { topicId: number }) },
  'learner.dashboard': { resolve: (ctx) => learnerReads.dashboard(ctx as SignedInContext) },
};

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta; type: string } } | undefined>;

/** Each read with its procedure's gate; a Map, so that a path such as `constructor` finds nothing. */
const HOT = new Map<string, HotRead & { gate: Gate }>(
  Object.entries(READS).map(([path, read]) => {
    const def = procedures[path]?._def;
    if (def?.type !== 'query' || !def.meta?.gate) throw new Error(`hot read ${path} is not a query with a gate`);
    return [path, { ...read, gate: def.meta.gate }];
  }),
);

export const HOT_READ_PATHS: readonly string[] = [...HOT.keys()];

type Encoding = 'identity' | 'gzip' | 'br';
/** Answers smaller than this leave uncompressed, as @fastify/compress leaves them (its threshold). */
const COMPRESS_FROM = 1024;

function compress(plain: Buffer, encoding: Encoding, quality: number): Buffer {
  if (encoding === 'gzip') return gzipSync(plain);
  if (encoding === 'br') {
    return brotliCompressSync(plain, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
    });
  }
  return plain;
}

function envelope(value: unknown, batch: boolean): Buffer {
  const one = { result: { data: transformer.output.serialize(value) } };
  return Buffer.from(JSON.stringify(batch ? [one] : one));
}

/** Per kept view (frozen: the same for every caller until the bank or the learner's data moves), its bytes per form. */
const kept = new WeakMap<object, Map<string, Buffer>>();

function keptBody(view: object, batch: boolean, encoding: Encoding): Buffer {
  let forView = kept.get(view);
  if (!forView) kept.set(view, (forView = new Map()));
  const key = `${batch ? 'batch' : 'single'}:${encoding}`;
  let body = forView.get(key);
  if (!body) {
    // Made once and served many times, so compressed harder than a one-off answer.
    body = encoding === 'identity' ? envelope(view, batch) : compress(keptBody(view, batch, 'identity'), encoding, 9);
    forView.set(key, body);
  }
  return body;
}

const NOT_ACCEPTED = /;\s*q=0(\.0*)?\s*(,|$)/;
function accepts(header: string, name: string): boolean {
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding!.trim().toLowerCase() === name) return !NOT_ACCEPTED.test(`;${params.join(';')}`);
  }
  return false;
}

/** The encoding @fastify/compress would pick: br, then gzip, else none. */
function encodingFor(req: IncomingMessage): Encoding {
  const accepted = req.headers['accept-encoding'];
  if (!accepted) return 'identity';
  if (accepts(accepted, 'br')) return 'br';
  if (accepts(accepted, 'gzip')) return 'gzip';
  return 'identity';
}

/** The call's input as tRPC reads it from the URL: superjson, wrapped per index for a batch. Undefined: step aside. */
function readInput(query: URLSearchParams, batch: boolean): { value: unknown } | undefined {
  const raw = query.get('input');
  if (raw === null) return { value: undefined };
  try {
    const parsed: unknown = JSON.parse(raw);
    const wire = batch ? (parsed as Record<string, unknown> | null)?.['0'] : parsed;
    if (wire === undefined) return { value: undefined };
    if (typeof wire !== 'object' || wire === null) return undefined;
    return { value: superjson.deserialize(wire as Parameters<typeof superjson.deserialize>[0]) };
  } catch {
    return undefined;
  }
}

/** tRPC's headers, and the compressor's Vary on answers large enough to be compressed (and so to vary by encoding). */
const SMALL_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'application/json', vary: 'trpc-accept, accept' };
const BASE_HEADERS = { ...SMALL_HEADERS, vary: 'trpc-accept, accept, accept-encoding' };

/** Fastify logs each request at info; so does this path, at the same levels. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

export interface HotReadsOptions {
  log: FastifyBaseLogger;
  /** True once the server is closing: Fastify then answers (503, connection closed) as it does for every route. */
  closing: () => boolean;
}

/** Returns the request handler of the hot path: true when it answered, false to let Fastify answer. */
export function hotReads(deps: Deps, { log, closing }: HotReadsOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/trpc/')) return false;
    const q = url.indexOf('?');
    const read = HOT.get(url.slice(6, q < 0 ? undefined : q));
    if (!read || req.headers['trpc-accept'] !== undefined || closing()) return false;
    const started = performance.now();
    const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
    const batch = query.get('batch') === '1';

    let value: unknown;
    try {
      const ctx = createContext(deps, req.headers.authorization);
      passGate[read.gate](ctx);
      let input: unknown;
      if (read.input) {
        const raw = readInput(query, batch);
        if (!raw) return false;
        const parsed = read.input.safeParse(raw.value);
        if (!parsed.success) return false;
        input = parsed.data;
      }
      value = read.resolve(ctx, input);
    } catch {
      // Refused, or failed: tRPC answers, in its own shape and status.
      return false;
    }
    // Every resolver here is synchronous; one that is not is left to tRPC rather than answered half-way.
    if (value instanceof Promise) return false;

    const encoding = encodingFor(req);
    let body: Buffer;
    let encoded: Encoding = 'identity';
    if (isFrozenView(value)) {
      body = keptBody(value, batch, 'identity');
      if (encoding !== 'identity' && body.length >= COMPRESS_FROM) body = keptBody(value, batch, (encoded = encoding));
    } else {
      body = envelope(value, batch);
      // As @fastify/compress would (brotli at its quality 4): this answer is made for this request alone.
      if (encoding !== 'identity' && body.length >= COMPRESS_FROM) body = compress(body, (encoded = encoding), 4);
    }
    const compressible = encoded !== 'identity' || body.length >= COMPRESS_FROM;
    const headers: Record<string, string | number> = { ...(compressible ? BASE_HEADERS : SMALL_HEADERS), 'content-length': body.length };
    if (encoded !== 'identity') headers['content-encoding'] = encoded;
    res.writeHead(200, headers);
    res.end(body);
    if (LOGGED_LEVELS.has(log.level)) {
      log.info(
        { req: { method: req.method, url: url.split('?')[0], remoteAddress: req.socket.remoteAddress }, res: { statusCode: 200 }, responseTime: performance.now() - started },
        'request completed',
      );
    }
    return true;
  };
}
