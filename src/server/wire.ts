/** Facts of the HTTP answers the Fastify app writes (http.ts, rest.ts). */

/** The largest request body accepted: Fastify refuses a longer one (413). */
export const BODY_LIMIT = 1024 * 1024;

/** What a fault of ours says: the cause goes to the log, not to the caller. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Headers about the connection and the body's framing, which Node writes for each real response itself. */
export const FRAMING_HEADERS: ReadonlySet<string> = new Set(['transfer-encoding', 'content-length', 'connection', 'keep-alive', 'date']);
