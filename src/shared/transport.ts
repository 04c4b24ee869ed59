/**
 * Calls one tRPC batch may carry. Each call runs its own procedure, so an unbounded batch lets one request
 * do the work of thousands: the server refuses more, and the client splits its batches to stay under it.
 */
export const MAX_BATCH_SIZE = 50;
