import type { AnyTRPCProcedure, AnyTRPCRouter, TRPCRouterRecord } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { ProcedureMeta } from './trpc';

/**
 * Calls whose answer is a whole exam or quiz (100–200 questions, 100 KB or more once serialised, several times
 * that while it is built, compressed and written). A thousand of them at once held every answer in memory at
 * the same time (about 480 MB RSS). At most this many are built and sent at once; the rest wait, holding
 * only their small request, and are served in order.
 */
export const LARGE_ANSWERS_AT_ONCE = 8;

// A built router is its record of procedures and sub-records plus these members of its own. Typed by tRPC's public
// router type, so a member a new tRPC adds fails to compile here instead of being walked as a record.
const ROUTER_MEMBERS: Record<keyof AnyTRPCRouter, true> = { _def: true, createCaller: true };

const declaresLarge = (procedure: AnyTRPCProcedure): boolean => {
  // Procedures carry the meta they declared (`.meta({ largeAnswer: true })`, typed by ProcedureMeta in trpc.ts).
  const meta: unknown = procedure.meta;
  return typeof meta === 'object' && meta !== null && (meta as ProcedureMeta).largeAnswer === true;
};

function collect(record: TRPCRouterRecord, prefix: string, into: Set<string>): void {
  for (const [key, entry] of Object.entries(record)) {
    // A procedure is a function; a nested router's record a plain object.
    if (typeof entry === 'function') {
      if (declaresLarge(entry)) into.add(`${prefix}${key}`);
    } else collect(entry, `${prefix}${key}.`, into);
  }
}

/**
 * The paths ("learner.startExam") of the procedures that declare `largeAnswer`, read once at start from the router
 * itself: the declaration sits on the procedure, so a rename or a move carries it along.
 */
export function largeAnswerPaths(router: AnyTRPCRouter): ReadonlySet<string> {
  const paths = new Set<string>();
  const record = Object.fromEntries<TRPCRouterRecord[string]>(Object.entries(router).filter(([key]) => !(key in ROUTER_MEMBERS)));
  collect(record, '', paths);
  return paths;
}

/** Whether a request asks for a large answer: the REST exam routes, or a tRPC call (or batch) naming one of `large`. */
export function isLargeAnswer(url: string, large: ReadonlySet<string>): boolean {
  const path = url.split('?')[0]!;
  if (path.startsWith('/api/exams')) return true;
  if (!path.startsWith('/trpc/')) return false;
  // A batch names every procedure it calls: "/trpc/a,b,c".
  return path
    .slice('/trpc/'.length)
    .split(',')
    .some((name) => large.has(decodeURIComponent(name)));
}

export function boundLargeAnswers(app: FastifyInstance, router: AnyTRPCRouter): void {
  const large = largeAnswerPaths(router);
  const slots = pLimit(LARGE_ANSWERS_AT_ONCE);
  const releases = new WeakMap<object, () => void>();
  app.addHook('onRequest', async (req, reply) => {
    if (!isLargeAnswer(req.url, large)) return;
    await new Promise<void>((admitted) => {
      void slots(
        () =>
          new Promise<void>((release) => {
            releases.set(req, release);
            admitted();
          }),
      );
    });
    // Sent, or the client left while it was being built or sent: either way the slot is free again.
    // (The response's close, not the request's: a request closes as soon as its body has been read.)
    reply.raw.once('close', () => releases.get(req)?.());
  });
}
