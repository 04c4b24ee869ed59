import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import superjson from 'superjson';
import type { ZodType } from 'zod';
import { topicAttemptInput } from '../shared/schemas';
import { appRouter } from './routers/index';
import { learnerCalls, topicQuestionsInput } from './routers/learnerCalls';
import { SECURITY_HEADERS } from './securityHeaders';
import { transformer } from './serialize';
import { isFrozenView } from './services/bankCache';
import type { Deps } from './services/deps';
import { createContext, passGate, type Context, type Gate, type Meta, type SignedInContext } from './trpc';
import { BODY_LIMIT, FRAMING_HEADERS, INTERNAL_ERROR_MESSAGE } from './wire';

/**
 * The busiest calls — the landing page's topics, a topic's questions, the dashboard and saving an attempt —
 * answered before Fastify and tRPC, straight on node:http. Their procedures stay the reference: the gate is the
 * procedure's own (read from its meta, applied by the same function as its builder), the input schema and
 * resolver are the ones it uses (learnerCalls.ts), and a success is the bytes tRPC would write, with every
 * header the app sends. Anything else goes the usual way: a read that is refused or fails is left to Fastify
 * (which runs the procedure again through tRPC and answers in tRPC's shape); a write whose body has been read
 * is replayed through Fastify whole (`inject`), which is safe because its resolver either throws before
 * storing or stores in one transaction that a throw rolls back. What this saves is tRPC's fetch adapter (a
 * Request, abort signals and a Response per call), Fastify's hooks and the compressor's streams: about half
 * of a save's CPU and two thirds of a small read's.
 */
interface HotCall {
  type: 'query' | 'mutation';
  input?: ZodType;
  resolve: (ctx: Context, input: unknown) => unknown;
}

const CALLS: Record<string, HotCall> = {
  'learner.topics': { type: 'query', resolve: (ctx) => learnerCalls.topics(ctx) },
  'learner.topicQuestions': {
    type: 'query',
    input: topicQuestionsInput,
    resolve: (ctx, input) => learnerCalls.topicQuestions(ctx, input as { topicId: number }),
  },
  'learner.dashboard': { type: 'query', resolve: (ctx) => learnerCalls.dashboard(ctx as SignedInContext) },
  'learner.saveAttempt': {
    type: 'mutation',
    input: topicAttemptInput,
    resolve: (ctx, input) => learnerCalls.saveAttempt(ctx as SignedInContext, input as Parameters<typeof learnerCalls.saveAttempt>[1]),
  },
};

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: Meta; type: string } } | undefined>;

/** Each call with its procedure's gate; a Map, so that a path such as `constructor` finds nothing. */
const HOT = new Map<string, HotCall & { gate: Gate }>(
  Object.entries(CALLS).map(([path, call]) => {
    const def = procedures[path]?._def;
    if (def?.type !== call.type || !def.meta?.gate) throw new Error(`hot call ${path} is not a ${call.type} with a gate`);
    return [path, { ...call, gate: def.meta.gate }];
  }),
);

export const HOT_PATHS: readonly string[] = [...HOT.keys()];

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

/** The call's input as tRPC reads it (superjson, wrapped per index for a batch); throws where tRPC would refuse it. */
function readInput(raw: string | null, batch: boolean): unknown {
  if (raw === null || raw === '') return undefined;
  const parsed: unknown = JSON.parse(raw);
  const wire = batch ? (parsed as Record<string, unknown> | null)?.['0'] : parsed;
  if (wire === undefined) return undefined;
  if (typeof wire !== 'object' || wire === null) throw new Error('input is not superjson');
  return superjson.deserialize(wire as Parameters<typeof superjson.deserialize>[0]);
}

/** tRPC's headers, and the compressor's Vary on answers large enough to be compressed (and so to vary by encoding). */
const SMALL_HEADERS = { ...SECURITY_HEADERS, 'content-type': 'application/json', vary: 'trpc-accept, accept' };
const BASE_HEADERS = { ...SMALL_HEADERS, vary: 'trpc-accept, accept, accept-encoding' };
/** What the app answers for a fault of ours. */
const INTERNAL_ERROR = Buffer.from(JSON.stringify({ message: INTERNAL_ERROR_MESSAGE }));

/** Fastify logs each request at info; so does this path, at the same levels. */
const LOGGED_LEVELS = new Set(['trace', 'debug', 'info']);

export interface HotPathOptions {
  app: FastifyInstance;
  /** True once the server is closing: Fastify then answers (503, connection closed) as it does for every route. */
  closing: () => boolean;
}

/** Returns the server's first request handler: true when the hot path took the request, false to leave it to Fastify. */
export function hotPath(deps: Deps, { app, closing }: HotPathOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { log } = app;

  /** Runs the call; undefined when it is refused or fails (the caller then leaves it to tRPC). */
  function run(call: HotCall & { gate: Gate }, req: IncomingMessage, rawInput: string | null, batch: boolean): { value: unknown } | undefined {
    try {
      // A public call here answers the same whoever asks, so a signed-in visitor's session is not looked up.
      const ctx = createContext(deps, call.gate === 'public' ? undefined : req.headers.authorization);
      passGate[call.gate](ctx);
      const input = call.input ? call.input.parse(readInput(rawInput, batch)) : undefined;
      const value = call.resolve(ctx, input);
      // Every resolver here is synchronous; one that is not is left to tRPC rather than answered half-way.
      return value instanceof Promise ? undefined : { value };
    } catch {
      return undefined;
    }
  }

  function answer(req: IncomingMessage, res: ServerResponse, value: unknown, batch: boolean, started: number): void {
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
    logged(req, 200, started);
  }

  function logged(req: IncomingMessage, statusCode: number, started: number): void {
    if (!LOGGED_LEVELS.has(log.level)) return;
    log.info(
      { req: { method: req.method, url: req.url?.split('?')[0], remoteAddress: req.socket.remoteAddress }, res: { statusCode }, responseTime: performance.now() - started },
      'request completed',
    );
  }

  /** The whole request again, through Fastify and tRPC, with the body already read; its answer goes out as is. */
  function replay(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
    app
      .inject({ method: req.method as 'POST', url: req.url!, headers: req.headers, payload: body, remoteAddress: req.socket.remoteAddress })
      .then(
        (out) => {
          const headers: Record<string, string | string[] | number> = {};
          for (const [name, value] of Object.entries(out.headers)) {
            if (value !== undefined && !FRAMING_HEADERS.has(name)) headers[name] = value;
          }
          headers['content-length'] = out.rawPayload.length;
          // Fastify has logged the replayed request itself.
          res.writeHead(out.statusCode, headers);
          res.end(out.rawPayload);
        },
        (err: unknown) => {
          log.error({ err }, 'hot path replay failed');
          res.destroy();
        },
      );
  }

  return (req, res) => {
    const url = req.url ?? '';
    if (!url.startsWith('/trpc/') || (req.method !== 'GET' && req.method !== 'POST')) return false;
    const q = url.indexOf('?');
    const call = HOT.get(url.slice(6, q < 0 ? undefined : q));
    if (!call || req.headers['trpc-accept'] !== undefined || closing()) return false;
    const started = performance.now();
    const query = new URLSearchParams(q < 0 ? '' : url.slice(q + 1));
    const batch = query.get('batch') === '1';

    if (call.type === 'query') {
      if (req.method !== 'GET') return false;
      const done = run(call, req, query.get('input'), batch);
      if (!done) return false;
      answer(req, res, done.value, batch, started);
      return true;
    }

    // A mutation: a JSON body of a known length within Fastify's limit, or Fastify decides.
    const length = Number(req.headers['content-length']);
    if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json') || !(length > 0 && length <= BODY_LIMIT)) return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('error', () => res.destroy());
    req.once('end', () => {
      const body = Buffer.concat(chunks);
      try {
        const done = run(call, req, body.toString('utf8'), batch);
        if (done) answer(req, res, done.value, batch, started);
        else replay(req, res, body);
      } catch (err) {
        // A bug here must cost this request, not the process.
        log.error({ err }, 'hot path failed');
        if (!res.headersSent) res.writeHead(500, { ...SMALL_HEADERS, 'content-length': INTERNAL_ERROR.length }).end(INTERNAL_ERROR);
        else res.destroy();
      }
    });
    return true;
  };
}
