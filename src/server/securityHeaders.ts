import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const helmetMiddleware = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  hsts: false,
});

/**
 * The security headers of every answer, as helmet sets them. None depends on the request (no nonce; HSTS is added below),
 * so helmet runs once, against a stand-in response, and each answer copies the result: running its
 * middleware per request (validating a dozen headers one by one) was a tenth of a small answer's CPU.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmetMiddleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet could not set the security headers');
  return Object.freeze(headers);
})();

/** Sent only on answers to requests that came over TLS (directly, or as a trusted proxy says): over plain HTTP a browser ignores it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // What a signed-in caller reads is theirs alone: no shared or browser cache may keep it.
    if (req.headers.authorization && (req.url.startsWith('/api/') || req.url.startsWith('/trpc/')))
      reply.header('cache-control', 'no-store');
    done();
  });
}
