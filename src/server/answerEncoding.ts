// How the API's JSON answers leave the server (issue #33): a repeated read of an unchanged answer is a 304, and each
// answer is compressed with settings chosen by measurement (docs/performance.md, decision 092) instead of the
// compression plugin's stream per answer. Static files keep @fastify/compress (and their own cache headers).
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SharedAnswers } from './sharedAnswers';

/** Smaller answers fit a packet or two as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Per-learner answers (an exam start, a submit, a page of a review) are compressed once, on the request's turn:
 * brotli quality 3 with a 256 KB window (the answers are smaller) measured within a few per cent of quality 4's
 * bytes for half its time; gzip level 3 for a client without brotli. One-shot and synchronous, so the encoder's
 * memory is freed as each answer is sent: 100 learners at once never hold 100 compressors.
 */
const BROTLI_DYNAMIC = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 3,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_DYNAMIC = { level: 3 };

/**
 * Above this an answer is compressed off the event loop instead (a super admin's full user list is megabytes: tens of
 * milliseconds that every other request would wait behind).
 */
const COMPRESS_OFF_LOOP_FROM = 512 * 1024;

/**
 * An answer many learners read byte for byte alike (a bank view: the topic list, a topic's questions) is compressed
 * once more, off the event loop and one at a time, at quality 10 (a topic's 260 KB of questions: 51 KB against 64 KB
 * at quality 3, in 0.2 s and a few MB once; quality 11 saves 1 KB more for twice the time), then served from memory
 * until the bank changes and the bytes with it. A wider window measured no smaller.
 */
const BROTLI_SHARED = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 10,
    [constants.BROTLI_PARAM_LGWIN]: 18,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

type Coding = 'br' | 'gzip';

/** The coding a request accepts, brotli first; null for none (no header, identity, or q=0 on both). */
export function acceptedCoding(header: string | undefined): Coding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** A weak validator of the answer's bytes: equal bytes, equal tag, whichever coding carried them. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.slice(2);
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === bare;
  });
}

const isApi = (url: string) => url.startsWith('/trpc/') || url.startsWith('/api/');

function compressNow(body: Buffer, coding: Coding): Buffer {
  return coding === 'br' ? brotliCompressSync(body, BROTLI_DYNAMIC) : gzipSync(body, GZIP_DYNAMIC);
}

/**
 * The hook: after tRPC's answer is a buffer (http.ts unwraps it), before @fastify/compress's route hooks, which
 * leave an answer alone once it carries a Content-Encoding.
 */
export function encodeApiAnswers(app: FastifyInstance, shared = new SharedAnswers()): void {
  let improving = Promise.resolve();
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, sent: unknown, done: (err: Error | null, p?: unknown) => void) => {
    // tRPC's answer arrives as bytes (http.ts), a REST route's as the string Fastify serialised.
    if (!isApi(req.url) || reply.statusCode !== 200) return done(null, sent);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, sent);
    const payload = typeof sent === 'string' ? Buffer.from(sent) : Buffer.isBuffer(sent) ? sent : null;
    if (!payload) return done(null, sent);
    const read = req.method === 'GET' || req.method === 'HEAD';
    const etag = read ? etagOf(payload) : null;
    if (etag) {
      reply.header('etag', etag);
      if (matches(req.headers['if-none-match'], etag)) {
        reply.code(304);
        reply.removeHeader('content-length');
        return done(null, '');
      }
    }
    if (payload.length < COMPRESS_THRESHOLD) return done(null, payload);
    const coding = acceptedCoding(req.headers['accept-encoding']);
    if (!coding) return done(null, payload);
    const key = etag ? `${coding} ${etag}` : null;
    const kept = key ? shared.get(key) : undefined;
    if (kept) return send(reply, coding, kept, done);
    const compressed = (body: Buffer) => {
      // The second learner to read the same bytes makes them worth keeping: a better pass is made in the background.
      if (key && shared.seenAgain(key, body) && coding === 'br' && payload.length < COMPRESS_OFF_LOOP_FROM) {
        improving = improving.then(
          () =>
            new Promise<void>((finished) =>
              brotliCompress(payload, BROTLI_SHARED, (err, best) => {
                if (!err) shared.keep(key, best);
                finished();
              }),
            ),
        );
      }
      send(reply, coding, body, done);
    };
    if (payload.length < COMPRESS_OFF_LOOP_FROM) return compressed(compressNow(payload, coding));
    const finish = (err: Error | null, body: Buffer) => (err ? done(err) : compressed(body));
    if (coding === 'br') brotliCompress(payload, BROTLI_DYNAMIC, finish);
    else gzip(payload, GZIP_DYNAMIC, finish);
  });
}

function send(reply: FastifyReply, coding: Coding, body: Buffer, done: (err: Error | null, p?: unknown) => void) {
  reply.header('content-encoding', coding);
  reply.header('vary', 'Accept-Encoding');
  reply.header('content-length', body.length);
  done(null, body);
}
