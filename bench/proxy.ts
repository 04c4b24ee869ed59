// A small round-robin HTTP proxy for the bench's "two processes on PostgreSQL" run: a stand-in for the load
// balancer of a real deployment (nginx, HAProxy, a cloud balancer), in Node so the bench needs nothing installed.
//
// Wiring: the bench starts N servers on free loopback ports (each with the same
// DATABASE_URL and TRUST_PROXY=127.0.0.1, so the client address they limit by is the X-Forwarded-For this proxy
// sets), then `const proxy = await startProxy(ports.map((p) => `http://127.0.0.1:${p}`))`, drives the student mix
// at `proxy.url`, and `await proxy.close()` before stopping the servers.
import http from 'node:http';
import { pipeline } from 'node:stream';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): a proxy consumes them and must not
 * pass them on, in either direction, together with every header the Connection header names.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The headers of a message without its hop-by-hop ones (Node lowercases the names it parsed). */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const named = new Set(
    (headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) out[name] = value;
  }
  return out;
}

export interface Proxy {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

interface Upstream {
  origin: string;
  host: string;
  port: number;
  /** Keeps connections to this upstream open between requests, as a load balancer does. */
  agent: http.Agent;
}

/**
 * Listens on a free loopback port and sends each request to the next upstream in turn (`http://127.0.0.1:PORT`
 * origins). Bodies stream both ways (server-sent events included); the client's address is appended to
 * X-Forwarded-For; an upstream that cannot be reached gives 502 with a short text. Upgrades (WebSocket) are not
 * forwarded: Respira's live views use server-sent events.
 */
export async function startProxy(upstreams: string[], options: { port?: number } = {}): Promise<Proxy> {
  if (upstreams.length === 0) throw new Error('startProxy needs at least one upstream.');
  const targets: Upstream[] = upstreams.map((origin) => {
    const u = new URL(origin);
    if (u.protocol !== 'http:' || (u.pathname !== '/' && u.pathname !== '')) throw new Error(`An upstream is http://host:port: ${origin}`);
    // Idle sockets are dropped after 30 s, well before the server's own keep-alive timeout (72 s), so the proxy
    // never sends a request on a socket the server is closing.
    return { origin: u.origin, host: u.hostname, port: Number(u.port || 80), agent: new http.Agent({ keepAlive: true, timeout: 30_000 }) };
  });
  let next = 0;

  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers: http.OutgoingHttpHeaders = {
      ...endToEndHeaders(req.headers),
      'x-forwarded-for': forwardedFor,
      'x-forwarded-proto': 'http',
    };
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;

    const upstreamReq = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: target.agent,
    });
    upstreamReq.on('response', (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.statusMessage, endToEndHeaders(upstreamRes.headers));
      // A client that goes away (a closed live view) ends the upstream response too, and the other way round.
      pipeline(upstreamRes, res, () => undefined);
    });
    upstreamReq.on('error', () => {
      if (res.headersSent) {
        // Failed mid-response: all that can be done is to cut the client's response short, as the upstream did.
        res.destroy();
      } else if (!res.destroyed) {
        const body = `Bad gateway: ${target.origin} did not answer.\n`;
        res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      }
    });
    pipeline(req, upstreamReq, () => undefined);
  });
  server.keepAliveTimeout = 72_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The proxy has no address.');

  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const t of targets) t.agent.destroy();
      }),
  };
}
