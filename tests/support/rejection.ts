// What a caller's promise was rejected with, typed: tRPC's createCaller rejects with a TRPCError, and a test that
// expected a refusal fails here (not later on an `any`) when the call succeeded or threw something else.
import { TRPCError } from '@trpc/server';

export async function rejection(call: Promise<unknown>): Promise<TRPCError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof TRPCError) return e;
    throw e;
  }
  throw new Error('expected the call to be refused, and it succeeded');
}
