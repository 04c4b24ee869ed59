// What the REST route tables (restLearnerRoutes.ts, restAdminRoutes.ts) are written with: a route is a documented
// /api path and the tRPC procedure call it makes; rest.ts wires them into Fastify.
import type { FastifyRequest } from 'fastify';
import type { createCaller } from './appRouter';

type Caller = ReturnType<typeof createCaller>;
type Handler = (api: Caller, req: FastifyRequest) => Promise<unknown>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  handler: Handler;
  /** Status for success; 200 unless a resource is created. */
  status?: number;
}

export const body = (req: FastifyRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/**
 * Hands an untrusted REST body to a procedure as its input type. Nothing is assumed: the procedure's own zod
 * schema parses it first (a 400 naming the field otherwise), exactly as for a tRPC call, so the adapter does not
 * check it twice; this is the one place where the body takes that type.
 */
export function callWith<I, O>(procedure: (input: I) => Promise<O>, raw: unknown): Promise<O> {
  return procedure(raw as I);
}

export const param = (req: FastifyRequest, name: string): string => (req.params as Record<string, string>)[name] ?? '';
export const query = (req: FastifyRequest, name: string): string => {
  const v = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof v === 'string' ? v : '';
};
