// The bench's round-robin proxy, in front of two tiny node:http upstreams: requests alternate between them over
// kept-alive connections, status, headers and bodies pass through both ways (streamed), hop-by-hop headers stop at
// the proxy, and an upstream that is down gives 502.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endToEndHeaders, type Proxy, startProxy } from './proxy';

interface Seen {
  name: string;
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

interface TinyUpstream {
  origin: string;
  seen: Seen[];
  connections: number;
  close(): Promise<void>;
}

/** An upstream that answers JSON saying who it is and what it got; /status/N answers N, /stream streams slowly. */
async function tinyUpstream(name: string): Promise<TinyUpstream> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ name, method: req.method ?? '', url: req.url ?? '', headers: req.headers, bodyBytes: body.length });
      if (req.url === '/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let n = 0;
        const timer = setInterval(() => {
          res.write(`data: ${n++}\n\n`);
          if (n === 3) {
            clearInterval(timer);
            res.end();
          }
        }, 30);
        return;
      }
      if (req.url === '/echo') {
        // The body back as it came, with a header the proxy must pass and one it must drop.
        res.writeHead(201, {
          'content-type': 'application/octet-stream',
          'set-cookie': ['a=1', 'b=2'],
          'x-up': name,
          'x-private': 'hop',
          connection: 'x-private',
        });
        res.end(body);
        return;
      }
      const status = /^\/status\/(\d{3})$/.exec(req.url ?? '');
      res.writeHead(status ? Number(status[1]) : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name }));
    });
  });
  const upstream: TinyUpstream = {
    origin: '',
    seen,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  server.on('connection', () => (upstream.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

/** A request through node:http (fetch refuses to send the Connection headers this test needs). */
function request(
  url: string,
  options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

let a: TinyUpstream;
let b: TinyUpstream;
let proxy: Proxy;
beforeAll(async () => {
  [a, b] = await Promise.all([tinyUpstream('a'), tinyUpstream('b')]);
  proxy = await startProxy([a.origin, b.origin]);
});
afterAll(async () => {
  await proxy?.close();
  await Promise.all([a?.close(), b?.close()]);
});

describe('the round-robin proxy', () => {
  it('sends requests to each upstream in turn, over connections it keeps open', async () => {
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy.url}/hello?i=${i}`);
      expect(res.status).toBe(200);
      names.push(((await res.json()) as { name: string }).name);
    }
    expect(names).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(a.seen.slice(-3).map((s) => s.url)).toEqual(['/hello?i=0', '/hello?i=2', '/hello?i=4']);
    // One connection to each upstream served all three of its requests.
    expect([a.connections, b.connections]).toEqual([1, 1]);
  });

  it('passes status, headers and a large body both ways, and stops hop-by-hop headers in both directions', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 7);
    const res = await request(`${proxy.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-client': 'kept', 'x-secret': 'hop', connection: 'keep-alive, x-secret' },
      body,
    });
    expect(res.status).toBe(201);
    expect(res.body.equals(body)).toBe(true);
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.headers['x-private']).toBeUndefined();
    const seen = [...a.seen, ...b.seen].find((s) => s.url === '/echo')!;
    expect(res.headers['x-up']).toBe(seen.name);
    expect(seen.method).toBe('POST');
    expect(seen.bodyBytes).toBe(body.length);
    expect(seen.headers['x-client']).toBe('kept');
    expect(seen.headers['x-secret']).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(proxy.url).host);

    for (const status of [404, 500]) {
      const r = await fetch(`${proxy.url}/status/${status}`);
      expect(r.status).toBe(status);
      expect(r.headers.get('content-type')).toBe('application/json');
    }
  });

  it('streams a response as it comes (a server-sent event stream)', async () => {
    const res = await fetch(`${proxy.url}/stream`);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const firstAt = performance.now();
    let text = decoder.decode(first.value);
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value);
    const lastAt = performance.now();
    expect(text).toBe('data: 0\n\ndata: 1\n\ndata: 2\n\n');
    // The upstream writes an event every 30 ms: the first reached the client well before the stream ended, so the
    // proxy did not hold the response back until it was complete.
    expect(decoder.decode(first.value)).toBe('data: 0\n\n');
    expect(lastAt - firstAt).toBeGreaterThan(40);
  });

  it('an upstream that is down gives 502 with a short message, and the other still answers', async () => {
    const dead = await tinyUpstream('dead');
    const deadOrigin = dead.origin;
    await dead.close();
    const p = await startProxy([a.origin, deadOrigin]);
    try {
      const ok = await fetch(`${p.url}/x`);
      expect(ok.status).toBe(200);
      const down = await fetch(`${p.url}/x`);
      expect(down.status).toBe(502);
      expect(await down.text()).toBe(`Bad gateway: ${deadOrigin} did not answer.\n`);
      expect((await fetch(`${p.url}/x`)).status).toBe(200);
    } finally {
      await p.close();
    }
  });

  it('drops every header the Connection header names, whatever its case', () => {
    expect(
      endToEndHeaders({
        connection: 'Keep-Alive, X-Custom',
        'keep-alive': 'timeout=5',
        'x-custom': '1',
        te: 'trailers',
        upgrade: 'h2c',
        accept: '*/*',
      }),
    ).toEqual({ accept: '*/*' });
  });
});
