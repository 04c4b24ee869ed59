/** Facts of the HTTP answers the Fastify app writes (http.ts, rest.ts). */

/** The largest request body accepted: Fastify refuses a longer one (413). */
export const BODY_LIMIT = 1024 * 1024;

/** What a fault of ours says: the cause goes to the log, not to the caller. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * The message a failed call answers, the same on REST and tRPC: a fault of ours (5xx) says only
 * INTERNAL_ERROR_MESSAGE, since its own text ("database disk image is malformed") helps no caller and tells
 * an attacker about the inside; a 503 is an outage the caller should hear about and keeps its message.
 */
export function publicErrorMessage(status: number, message: string): string {
  return status >= 500 && status !== 503 ? INTERNAL_ERROR_MESSAGE : message;
}

/** Headers about the connection and the body's framing, which Node writes for each real response itself. */
export const FRAMING_HEADERS: ReadonlySet<string> = new Set(['transfer-encoding', 'content-length', 'connection', 'keep-alive', 'date']);
