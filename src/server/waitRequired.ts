/** The cause of a 429 that knows how long to wait: REST sends it as Retry-After, tRPC as the error's data. */
export class WaitRequired extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`retry after ${retryAfterSeconds} s`);
  }
}
