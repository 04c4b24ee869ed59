import { APIConnectionError, APIConnectionTimeoutError, APIError, RateLimitError } from 'openai';
import { z } from 'zod';
import type { Config } from '../../config';
import { RATE_LIMITED_MESSAGE } from './model';
import { DomainError } from '../../lib/domainError';

/** An SDK or parsing failure as a message an admin can act on. */
export function describeFailure(err: unknown, config: Config): DomainError {
  if (err instanceof DomainError) return err;
  const seconds = Math.round(config.OPENAI_TIMEOUT_MS / 100) / 10;
  if (err instanceof APIConnectionTimeoutError) {
    return new DomainError({
      code: 'SERVICE_UNAVAILABLE',
      message: `The AI service did not answer in time (${seconds} s); nothing was stored. Try again, or ask for fewer questions.`,
      cause: err,
    });
  }
  if (err instanceof APIConnectionError) {
    return new DomainError({
      code: 'SERVICE_UNAVAILABLE',
      message: `The AI service could not be reached${config.OPENAI_BASE_URL ? ` at ${config.OPENAI_BASE_URL}` : ''}; nothing was stored. Try again later.`,
      cause: err,
    });
  }
  if (err instanceof RateLimitError) return new DomainError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE, cause: err });
  // instanceof gives APIError<any, …>; the SDK's defaults are the real types of its fields.
  const apiError = err instanceof APIError ? (err as APIError) : null;
  if (apiError) {
    const status = apiError.status;
    const message =
      status === 401 || status === 403
        ? 'The AI service refused the API key: check OPENAI_API_KEY on the server.'
        : status === 404
          ? `The AI service does not offer the model "${config.OPENAI_MODEL}": check OPENAI_MODEL on the server.`
          : status !== undefined && status < 500
            ? `The AI service rejected the request (${status}): ${apiErrorText(apiError)}`
            : `The AI service failed (${status ?? 'no status'}); nothing was stored. Try again later.`;
    return new DomainError({ code: 'SERVICE_UNAVAILABLE', message, cause: apiError });
  }
  if (err instanceof SyntaxError || err instanceof z.ZodError) {
    return new DomainError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The AI service answered with malformed output (not the requested question JSON); nothing was stored. Try again.',
      cause: err,
    });
  }
  return new DomainError({
    code: 'SERVICE_UNAVAILABLE',
    message: `AI question generation failed: ${err instanceof Error ? err.message : String(err)}`,
    cause: err,
  });
}

export function apiErrorText(err: APIError): string {
  const body: unknown = err.error;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : err.message;
}
