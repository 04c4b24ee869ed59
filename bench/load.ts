// The load generators: wrk (C, Debian's package `wrk`, run as its own process) when asked for, autocannon
// (`npm install --save-dev autocannon@9.0.0`, run inside this process) by default, else a small closed-loop
// HTTP/1.1 keep-alive generator on raw sockets: each of N connections sends a request, reads the whole response
// (Content-Length or chunked), records the latency and sends the next.
// The generator shares the two cores with the server. autocannon, being JavaScript, tops out near 50,000
// requests a second, which caps the bare baseline on small answers and flatters a slower server's ratio; wrk
// spends far less per request, so its baseline shows what bare node can really do.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  durationMs: number;
}

export interface LoadResult {
  generator: string;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  bytesPerResponse: number;
}

type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { total: number; average: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  throughput: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}>;

let autocannon: Autocannon | null | undefined;
async function loadAutocannon(): Promise<Autocannon | null> {
  if (autocannon !== undefined) return autocannon;
  try {
    const name = 'autocannon';
    const mod = (await import(name)) as { default: Autocannon };
    autocannon = mod.default;
  } catch {
    autocannon = null;
  }
  return autocannon;
}

export async function generatorName(prefer?: string): Promise<string> {
  if (prefer === 'builtin') return 'builtin';
  if (prefer === 'wrk') {
    if (!(await hasWrk())) throw new Error('wrk is not installed (apt-get install wrk)');
    return 'wrk';
  }
  return (await loadAutocannon()) ? 'autocannon' : 'builtin';
}

export async function runLoad(opts: LoadOptions, prefer?: string): Promise<LoadResult> {
  if (prefer === 'wrk') return wrkLoad(opts);
  const ac = prefer === 'builtin' ? null : await loadAutocannon();
  if (ac) {
    const r = await ac({
      url: opts.url,
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      connections: opts.connections,
      duration: opts.durationMs / 1000,
    });
    return {
      generator: 'autocannon',
      requests: r.requests.total,
      rps: r.requests.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      bytesPerResponse: r.requests.total ? r.throughput.total / r.requests.total : 0,
    };
  }
  return builtinLoad(opts);
}

/** Reads one HTTP/1.1 response at a time from a keep-alive socket. */
class ResponseReader {
  private buf: Buffer = Buffer.alloc(0);
  private status = 0;
  private remaining = -1;
  private chunked = false;
  private inBody = false;
  private size = 0;

  /** Feeds bytes; calls `done(status, bytes)` for every complete response. */
  feed(data: Buffer, done: (status: number, bytes: number) => void): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, data]) : data;
    for (;;) {
      if (!this.inBody) {
        const end = this.buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = this.buf.subarray(0, end).toString('latin1');
        this.status = Number(head.slice(9, 12));
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        this.chunked = /\r\ntransfer-encoding:\s*chunked/i.test(head);
        this.remaining = length ? Number(length[1]) : this.chunked ? -1 : 0;
        this.size = 0;
        this.buf = this.buf.subarray(end + 4);
        this.inBody = true;
      }
      if (!this.chunked) {
        if (this.buf.length < this.remaining) return;
        this.size = this.remaining;
        this.buf = this.buf.subarray(this.remaining);
      } else {
        // Chunks: "<hex size>\r\n<data>\r\n" until a zero-size chunk and the final CRLF.
        // Leaves the loop only at the last chunk; an incomplete buffer returns and waits for more.
        for (;;) {
          const lineEnd = this.buf.indexOf('\r\n');
          if (lineEnd < 0) return;
          const n = parseInt(this.buf.subarray(0, lineEnd).toString('latin1'), 16);
          if (n === 0) {
            if (this.buf.length < lineEnd + 4) return;
            this.buf = this.buf.subarray(lineEnd + 4);
            break;
          }
          if (this.buf.length < lineEnd + 2 + n + 2) return;
          this.size += n;
          this.buf = this.buf.subarray(lineEnd + 2 + n + 2);
        }
      }
      this.inBody = false;
      done(this.status, this.size);
    }
  }
}

async function builtinLoad(opts: LoadOptions): Promise<LoadResult> {
  const url = new URL(opts.url);
  const method = opts.method ?? 'GET';
  const body = opts.body ? Buffer.from(opts.body) : null;
  const head = [
    `${method} ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    'Connection: keep-alive',
    ...Object.entries(opts.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    ...(body ? [`Content-Length: ${body.length}`] : []),
    '',
    '',
  ].join('\r\n');
  const request = body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1');

  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  let running = true;
  let countAtDeadline = 0;
  const sockets: Socket[] = [];

  await new Promise<void>((resolveAll) => {
    let open = opts.connections;
    const closed = () => {
      if (--open === 0) resolveAll();
    };
    for (let c = 0; c < opts.connections; c++) {
      const socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
      sockets.push(socket);
      const reader = new ResponseReader();
      let sentAt = 0;
      const send = () => {
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (data) =>
        reader.feed(data, (status, size) => {
          if (count === latencies.length) {
            const grown = new Float64Array(latencies.length * 2);
            grown.set(latencies);
            latencies = grown;
          }
          latencies[count++] = performance.now() - sentAt;
          bytes += size;
          if (status < 200 || status >= 300) non2xx++;
          if (running) send();
          else socket.end();
        }),
      );
      socket.on('error', () => {
        errors++;
      });
      socket.on('close', closed);
    }
    setTimeout(() => {
      running = false;
      countAtDeadline = count;
      // Connections still waiting on a slow response are closed after a grace period.
      setTimeout(() => sockets.forEach((s) => s.destroy()), 2000).unref();
    }, opts.durationMs);
  });

  const sorted = latencies.subarray(0, count).sort();
  const at = (q: number) => (count ? sorted[Math.min(count - 1, Math.floor(q * count))]! : 0);
  return {
    generator: 'builtin',
    requests: count,
    rps: countAtDeadline / (opts.durationMs / 1000),
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: count ? sorted[count - 1]! : 0,
    non2xx,
    errors,
    bytesPerResponse: count ? bytes / count : 0,
  };
}

function hasWrk(): Promise<boolean> {
  return new Promise((resolve) => execFile('wrk', ['--version'], (err) => resolve(!err || (err as { code?: unknown }).code === 1)));
}

const lua = (text: string) => JSON.stringify(text);

/** Time in wrk's units (us, ms, s, m) in milliseconds. */
function wrkMs(value: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** One thread (the server keeps the other core), its method, headers and body from a Lua script. */
async function wrkLoad(opts: LoadOptions): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'respira-wrk-'));
  const script = join(dir, 'request.lua');
  const lines = [`wrk.method = ${lua(opts.method ?? 'GET')}`];
  for (const [k, v] of Object.entries(opts.headers ?? {})) lines.push(`wrk.headers[${lua(k)}] = ${lua(v)}`);
  if (opts.body !== undefined) lines.push(`wrk.body = ${lua(opts.body)}`);
  writeFileSync(script, lines.join('\n'));
  try {
    const { stdout } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
      execFile(
        'wrk',
        [
          '-t1',
          `-c${opts.connections}`,
          `-d${Math.round(opts.durationMs / 1000)}s`,
          '--latency',
          '--timeout',
          '10s',
          '-s',
          script,
          opts.url,
        ],
        { maxBuffer: 1 << 20 },
        (err, stdout, stderr) => (err ? reject(new Error(`wrk: ${stderr || err.message}`)) : resolve({ stdout, stderr })),
      ),
    );
    const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
    const pct = (p: string) => wrkMs(new RegExp(`\\s${p}%\\s+(\\S+)`).exec(stdout)?.[1] ?? '');
    const errorsLine = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
    // Headers included, as autocannon counts them.
    const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(stdout);
    const perSecond = transfer ? Number(transfer[1]) * 1024 ** ['B', 'KB', 'MB', 'GB'].indexOf(transfer[2]!) : 0;
    return {
      generator: 'wrk',
      requests,
      rps,
      p50: pct('50'),
      p90: pct('90'),
      p99: pct('99'),
      max: wrkMs(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(stdout)?.[1] ?? ''),
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0),
      errors: errorsLine ? errorsLine.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
      bytesPerResponse: rps ? perSecond / rps : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
