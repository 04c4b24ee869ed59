// The mutations of one tRPC batch run one after another, in the batch's order, each to its end before the next
// begins. tRPC starts every call of a batch at once and they share the request's context; on SQLite the whole
// connection is the open transaction, so a plain write of one mutation, run while another's transaction was open,
// would join it and vanish with its rollback while its own call answered success. One at a time, each mutation's
// transaction holds its own statements only, and the browser can batch mutations (src/client/lib/api.ts). Reads
// still run side by side: a read inside another's open transaction at worst sees a row a moment early.

/** The end of the chain of mutations each request context has started. */
const lastInTurn = new WeakMap<object, Promise<unknown>>();

/** Runs `call` once every mutation started before it with the same context has settled. */
export function mutationInTurn<T>(context: object, call: () => Promise<T>): Promise<T> {
  const before = lastInTurn.get(context) ?? Promise.resolve();
  const mine = before.then(call);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  lastInTurn.set(context, settled);
  return mine;
}
