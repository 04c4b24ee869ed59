// Abuse: every tRPC procedure and REST path of the built server receives generated malformed input (a
// seeded generator: the same requests on every run). Nothing answers 5xx, a schema-invalid input from a
// caller who passes the gate answers 400 with a message, a tRPC response's HTTP status is the one its body
// names, the server stays up, and not one row of the database changes.
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, type RunningServer } from '../support/server';
import { ACCESS, REST, allowedRoles, listProcedures, type Fixture, type ProcedureInfo, type Role } from './procedures';
import { Fuzzer, createAccounts, digestTables, pool, type Account } from './support';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Schema-invalid inputs per procedure and per REST path. */
const INVALID_PER_TARGET = 50;
const CONCURRENCY = 8;

interface Req {
  label: string;
  method: string;
  path: string;
  role: Role;
  headers?: Record<string, string>;
  body?: string;
  /** exact status; '4xx'; 'ok-or-4xx' (reads that ignore what they were sent, batches); 'sse-refused' */
  expect: number | '4xx' | 'ok-or-4xx' | 'sse-refused';
  trpc: boolean;
}

const procedures = listProcedures();
const byPath = new Map(procedures.map((p) => [p.path, p]));
let server: RunningServer;
let accounts: Record<string, Account>;
let fixture: Fixture;
const fuzz = new Fuzzer(SEED);

beforeAll(async () => {
  server = await startServer();
  accounts = await createAccounts(server.dbPath, { free: 'abusefree', pro: 'abusepro', admin: 'abuseadmin', super_admin: 'abusesuper' });
  const res = await fetch(`${server.url}/api/questions/1`, { headers: { authorization: `Bearer ${accounts.pro!.token}` } });
  const questionIds = ((await res.json()) as { id: number }[]).map((q) => q.id);
  let n = 0;
  fixture = {
    unique: () => `abuse${++n}`,
    questionIds,
    victimUserId: () => accounts.free!.id,
    draftQuestionId: () => questionIds[0]!,
    questionId: () => questionIds[0]!,
    openExamId: () => '7b0c2a52-3f1e-4c55-9a0e-2d1f6f1f0a11',
    submittedExamId: () => '7b0c2a52-3f1e-4c55-9a0e-2d1f6f1f0a11',
    loginEmail: accounts.free!.email,
    loginPassword: 'password-123',
    // Only mutated copies of the sample are sent; a well-formed token that matches no link.
    resetToken: () => 'a'.repeat(32),
  };
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

const valid = (p: ProcedureInfo, input: unknown) => p.input !== null && p.input.safeParse(input).success;
const headersFor = (role: Role): Record<string, string> =>
  role === 'anonymous' ? {} : { authorization: `Bearer ${accounts[role]!.token}` };
const statusOf = (role: Role, p: ProcedureInfo): number => {
  const outcome = ACCESS[p.path]!.expect[role];
  return outcome === 'UNAUTHORIZED' ? 401 : outcome === 'FORBIDDEN' ? 403 : outcome === 'SERVICE_UNAVAILABLE' ? 503 : 200;
};
const disallowed = (p: ProcedureInfo) => (['anonymous', 'free', 'pro', 'admin', 'super_admin'] as Role[]).filter((r) => !allowedRoles(p.path).includes(r));

/** What tRPC makes of a raw request's input (see resolveResponse): the value, or unparseable. */
function trpcInput(method: string, raw: string | undefined): { parsed: boolean; value?: unknown } {
  try {
    if (method === 'GET' && !raw) return { parsed: true, value: undefined };
    if (raw === undefined || raw === '') return { parsed: false };
    // A POST body is read as fetch's Request.json() does, which drops a byte order mark.
    return { parsed: true, value: superjson.deserialize(JSON.parse(method === 'POST' ? raw.replace(/^\uFEFF/, '') : raw)) };
  } catch {
    return { parsed: false };
  }
}

/** As the typed client sends it (superjson), or, for what superjson refuses to write (a `constructor` key), as bare JSON. */
function wire(value: unknown): string {
  try {
    return JSON.stringify(superjson.serialize(value));
  } catch {
    return JSON.stringify({ json: value }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  }
}

function trpcRequest(p: ProcedureInfo, role: Role, raw: string | undefined, expect: Req['expect'], label: string, extra: Partial<Req> = {}): Req {
  const method = p.type === 'mutation' ? 'POST' : 'GET';
  const path = method === 'GET' ? `/trpc/${p.path}${raw === undefined ? '' : `?input=${encodeURIComponent(raw)}`}` : `/trpc/${p.path}`;
  // Past Node's 16 KB header limit a URL is refused (431) before any route sees it.
  if (path.length > 12_000 && typeof expect === 'number') expect = '4xx';
  return {
    label: `${label} ${role} ${p.path}`,
    method,
    path,
    role,
    headers: { ...headersFor(role), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    body: method === 'POST' ? raw : undefined,
    expect,
    trpc: true,
    ...extra,
  };
}

const RAW_GARBAGE = ['{', '}', '[', 'nul', '{"json":', '{"json":{},"meta":7}', '{"json":1,"meta":{"values":{"":["bigint"]}}}',
  '{"json":"x","meta":{"values":["Date"]}}', '{"json":{"a":1},"meta":{"referentialEqualities":{"a":["__proto__.x"]}}}',
  '{"json":{"a":1},"meta":{"values":{"a":[["class","Nope"]]}}}', '{"json":{"a":"1"},"meta":{"values":{"a":["regexp"]}}}',
  '{"json":{"a":"x"},"meta":{"values":{"a":[["custom","nope"]]}}}', '\u0000', '\uFEFF{}', '1e999999', '"\\ud800"'];

function trpcRequests(): Req[] {
  const out: Req[] = [];
  for (const p of procedures) {
    const entry = ACCESS[p.path]!;
    const allowed = allowedRoles(p.path);
    if (p.type === 'subscription') {
      for (const role of disallowed(p)) for (let i = 0; i < 3; i++) out.push(trpcRequest(p, role, wire(fuzz.value('superjson')), 'sse-refused', 'subscription'));
      continue;
    }
    if (p.input) {
      const sample = entry.input!(fixture);
      // Schema-invalid inputs from a caller who passes the gate: 400 with a message.
      let made = 0;
      for (let tries = 0; made < INVALID_PER_TARGET && tries < INVALID_PER_TARGET * 20; tries++) {
        const raw = wire(fuzz.mutate(sample, 'superjson'));
        const seen = trpcInput(p.type === 'mutation' ? 'POST' : 'GET', raw);
        if (seen.parsed && valid(p, seen.value)) continue;
        made++;
        out.push(trpcRequest(p, fuzz.pick(allowed), raw, seen.parsed ? 400 : '4xx', 'invalid'));
      }
      // Broken transport: not JSON, not superjson, empty. Whatever tRPC can make of it must be invalid.
      const deep = fuzz.deepText();
      for (const raw of [...RAW_GARBAGE, '', JSON.stringify(fuzz.deep()), `{"json":${deep}}`, JSON.stringify({ json: fuzz.value('json') })]) {
        const seen = trpcInput(p.type === 'mutation' ? 'POST' : 'GET', raw);
        if (seen.parsed && valid(p, seen.value)) continue;
        out.push(trpcRequest(p, fuzz.pick(allowed), raw, '4xx', 'transport'));
      }
      // Callers the gate refuses: the table's status, whatever the input.
      for (const role of disallowed(p)) {
        out.push(trpcRequest(p, role, wire(sample), statusOf(role, p), 'refused'));
        out.push(trpcRequest(p, role, wire(fuzz.mutate(sample, 'superjson')), '4xx', 'refused-fuzz'));
      }
    } else if (p.type === 'query') {
      // A read without input ignores what it is sent; it must still never fail.
      for (let i = 0; i < 6; i++) out.push(trpcRequest(p, fuzz.pick(allowed), fuzz.pick(RAW_GARBAGE), 'ok-or-4xx', 'ignored-input'));
      for (const role of disallowed(p)) out.push(trpcRequest(p, role, undefined, statusOf(role, p), 'refused'));
    } else {
      // Mutations without input (logout, billing) run whatever the body: only refused callers are sent garbage.
      for (const role of disallowed(p)) for (let i = 0; i < 4; i++) out.push(trpcRequest(p, role, fuzz.pick(RAW_GARBAGE), statusOf(role, p), 'refused'));
    }
    // The wrong method, and an unsupported body type.
    const role = fuzz.pick(allowed);
    out.push({
      ...trpcRequest(p, role, undefined, 405, 'method'),
      method: p.type === 'mutation' ? 'GET' : 'POST',
      headers: { ...headersFor(role), 'content-type': 'application/json' },
      body: p.type === 'mutation' ? undefined : '{}',
    });
    if (p.type === 'mutation' && p.input) {
      out.push({ ...trpcRequest(p, role, 'x=1', 415, 'content-type'), headers: { ...headersFor(role), 'content-type': 'text/plain' } });
    }
  }
  // Batches mixing procedures with invalid inputs, and batch inputs of the wrong shape.
  const queries = procedures.filter((p) => p.type === 'query' && p.input);
  for (let i = 0; i < 40; i++) {
    const picked = [fuzz.pick(queries), fuzz.pick(queries), fuzz.pick(queries)];
    const input: Record<string, unknown> = {};
    picked.forEach((p, k) => {
      const v = fuzz.mutate(ACCESS[p.path]!.input!(fixture), 'superjson');
      input[k] = JSON.parse(wire(v));
    });
    const raw = i % 4 === 0 ? JSON.stringify(fuzz.value('json')) : JSON.stringify(input);
    out.push({
      label: `batch super_admin ${picked.map((p) => p.path).join(',')}`,
      method: 'GET',
      path: `/trpc/${picked.map((p) => p.path).join(',')}?batch=1&input=${encodeURIComponent(raw)}`,
      role: 'super_admin',
      headers: headersFor('super_admin'),
      expect: 'ok-or-4xx',
      trpc: true,
    });
  }
  for (const path of ['nope', 'learner', 'learner.', '.learner.topics', 'learner.topics.x', '__proto__', 'constructor', 'learner.__proto__', '%00', 'a'.repeat(4000)]) {
    out.push({ label: `unknown ${path.slice(0, 20)}`, method: 'GET', path: `/trpc/${path}`, role: 'admin', headers: headersFor('admin'), expect: '4xx', trpc: true });
  }
  return out;
}

/** A valid REST body and path parameter for a route, from the procedure's sample input. */
function restSample(route: string): { body: unknown; param: string } {
  const r = REST[route]!;
  const sample = ACCESS[r.procedure!]!.input?.(fixture) as Record<string, unknown> | undefined;
  if (!r.param) return { body: sample, param: '' };
  const param = String(sample?.[r.param] ?? sample?.id ?? '');
  if (route.startsWith('PUT') || route.endsWith('/subscription')) return { body: sample?.data, param };
  const { [r.param]: _dropped, ...rest } = sample ?? {};
  return { body: rest, param };
}

/** encodeURIComponent refuses lone surrogates; a URL can only carry their replacement. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
const sane = (s: string) => decodeURIComponent(enc(s));

const PARAMS = ['', '0', '-1', '1.5', '1e400', 'abc', ' 1', '0x10', 'NaN', '9'.repeat(30), '%', '..', 'a/b', '\u0000', '🫁'];

function restRequests(): Req[] {
  const out: Req[] = [];
  for (const [route, r] of Object.entries(REST)) {
    const [method, template] = route.split(' ') as [string, string];
    const url = (param: string) => (r.param ? template.replace(`:${r.param}`, enc(param)) : template);
    const p = r.procedure ? byPath.get(r.procedure)! : null;
    if (!p) {
      for (let i = 0; i < 5; i++) out.push({ label: `health ${i}`, method, path: `${url('')}?${enc(fuzz.string())}`, role: 'anonymous', expect: 'ok-or-4xx', trpc: false });
      continue;
    }
    const allowed = allowedRoles(p.path);
    if (r.toInput) {
      const sample = restSample(route);
      let made = 0;
      for (let tries = 0; made < INVALID_PER_TARGET && tries < INVALID_PER_TARGET * 20; tries++) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : fuzz.mutate(sample.body, 'json');
        const param = sane(r.param ? (fuzz.chance(0.5) ? sample.param : fuzz.chance(0.5) ? fuzz.pick(PARAMS) : fuzz.string()) : '');
        const sent = body === undefined ? undefined : JSON.parse(JSON.stringify(body)) as unknown;
        const target = byPath.get(r.pick ? r.pick(sent) : r.procedure!)!;
        if (valid(target, r.toInput(sent, param))) continue;
        made++;
        const routed = param !== '' && param !== '.' && param !== '..' && !param.includes('/') && enc(param).length < 1000;
        out.push({
          label: `invalid ${route}`,
          method,
          path: url(param),
          role: fuzz.pick(allowedRoles(target.path)),
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          expect: routed || !r.param ? 400 : '4xx',
          trpc: false,
        });
      }
      if (method !== 'GET' && method !== 'DELETE') {
        // Bodies that are not JSON, not an object, of the wrong type, empty or too large.
        const raws: [string | undefined, string | undefined][] = [
          ['{', 'application/json'], ['', 'application/json'], ['{"a":1}', 'text/plain'], ['a=1', 'application/x-www-form-urlencoded'],
          ['null', 'application/json'], ['[]', 'application/json'], ['"text"', 'application/json'], ['{"__proto__":{"role":"admin"}}', 'application/json'],
          [JSON.stringify(fuzz.deep()), 'application/json'], [fuzz.deepText(), 'application/json'], [`{"x":"${'a'.repeat(1_100_000)}"}`, 'application/json'], [undefined, undefined],
        ];
        for (const [body, type] of raws) {
          // Fastify parses JSON and text/plain (a string, which rest.ts's body() turns into {}).
          let effective: unknown = type === 'text/plain' ? body : {};
          let parses = (type === 'application/json' && body !== '' && body !== undefined) || type === 'text/plain';
          if (parses && type === 'application/json') {
            try {
              effective = JSON.parse(body!);
            } catch {
              parses = false;
            }
          }
          if (parses || body === undefined) {
            const target = byPath.get(r.pick ? r.pick(effective) : r.procedure!)!;
            if (valid(target, r.toInput(body === undefined ? undefined : effective, restSample(route).param))) continue;
          }
          out.push({
            label: `raw-body ${route} ${String(body).slice(0, 20)}`,
            method,
            path: url(restSample(route).param),
            role: fuzz.pick(allowed),
            headers: type ? { 'content-type': type } : {},
            body,
            expect: '4xx',
            trpc: false,
          });
        }
      }
    } else if (method === 'GET') {
      for (let i = 0; i < 5; i++) {
        out.push({ label: `ignored-query ${route}`, method, path: `${url('')}?${enc(fuzz.string())}=${enc(fuzz.string())}`, role: fuzz.pick(allowed), expect: 'ok-or-4xx', trpc: false });
      }
    }
    // Refused callers: the status the table gives, over REST as well.
    for (const role of disallowed(p)) {
      const sample = r.toInput ? restSample(route) : { body: undefined, param: '' };
      const hasBody = method !== 'GET' && method !== 'DELETE' && sample.body !== undefined;
      out.push({
        label: `refused ${route}`,
        method,
        path: url(sample.param),
        role,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? JSON.stringify(sample.body) : undefined,
        expect: statusOf(role, p),
        trpc: false,
      });
    }
  }
  // Bad credentials on a read: never more than a refusal.
  for (const auth of ['Bearer', 'Bearer ', 'Basic YTpi', `Bearer ${'a'.repeat(10_000)}`, 'Bearer ../../x', `bearer ${'A'.repeat(32)}`, 'Bearer \u00ff\u00fe']) {
    out.push({ label: `credentials ${auth.slice(0, 16)}`, method: 'GET', path: '/api/user-stats', role: 'anonymous', headers: { authorization: auth }, expect: '4xx', trpc: false });
  }
  for (const [method, path] of [['GET', '/api/nope'], ['PATCH', '/api/me'], ['DELETE', '/api/topics'], ['GET', '/api/admin/users/1/2'], ['GET', '/api/%zz'], ['POST', '/api/health']]) {
    out.push({ label: `unknown ${method} ${path}`, method: method!, path: path!, role: 'admin', headers: headersFor('admin'), expect: '4xx', trpc: false });
  }
  return out;
}

interface Seen {
  status: number;
  text: string;
}

async function send(req: Req): Promise<Seen> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 15_000);
  try {
    const headers = { ...headersFor(req.role), ...req.headers };
    const res = await fetch(server.url + req.path, { method: req.method, headers, body: req.body, signal: controller.signal });
    if (req.expect === 'sse-refused') {
      // An event stream: read until the first event, then hang up.
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      await reader.cancel();
      return { status: res.status, text };
    }
    return { status: res.status, text: await res.text() };
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or null. */
function judge(req: Req, seen: Seen): string | null {
  const { status, text } = seen;
  if (status >= 500) return `answered ${status}`;
  if (req.expect === 'sse-refused') return /UNAUTHORIZED|FORBIDDEN/.test(text) ? null : `stream did not refuse: ${text.slice(0, 120)}`;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    if (status !== 431 && status !== 414) return `answer is not JSON: ${text.slice(0, 80)}`;
  }
  if (req.trpc && json) {
    const items = (Array.isArray(json) ? json : [json]) as { error?: { json?: { message?: string; data?: { httpStatus?: number; code?: string } } } }[];
    for (const item of items) {
      const named = item.error?.json?.data?.httpStatus;
      if (named !== undefined && named >= 500) return `a tRPC error names ${named}: ${item.error?.json?.message}`;
    }
    const single = !Array.isArray(json) && items[0]?.error?.json?.data?.httpStatus;
    if (single && single !== status) return `HTTP status ${status} but the body names ${single}`;
  }
  // 207: a batch whose calls answered differently.
  if (req.expect === 'ok-or-4xx') return status === 200 || status === 207 || (status >= 400 && status < 500) ? null : `answered ${status}`;
  if (req.expect === '4xx') return status >= 400 && status < 500 ? null : `answered ${status}, not 4xx`;
  if (status !== req.expect) return `answered ${status}, expected ${req.expect}: ${text.slice(0, 160)}`;
  if (status >= 400) {
    const message = req.trpc
      ? (json as { error?: { json?: { message?: unknown } } }).error?.json?.message
      : (json as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || !message) return 'an error without a message';
  }
  return null;
}

describe('abuse', () => {
  it('answers thousands of malformed requests without a 5xx, stays up and changes nothing', async () => {
    const before = digestTables(server.dbPath);
    const requests = [...trpcRequests(), ...restRequests()];
    expect(requests.length).toBeGreaterThan(3000);
    // Every procedure and every REST path was aimed at.
    for (const p of procedures) expect(requests.some((r) => r.path.startsWith(`/trpc/${p.path}`)), p.path).toBe(true);

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    await pool(requests, CONCURRENCY, async (req) => {
      let seen: Seen;
      try {
        seen = await send(req);
      } catch (err) {
        problems.push(`${req.label} ${req.method} ${req.path.slice(0, 120)}: request failed: ${String(err)}`);
        return;
      }
      statuses.set(seen.status, (statuses.get(seen.status) ?? 0) + 1);
      const wrong = judge(req, seen);
      if (wrong) problems.push(`${req.label} ${req.method} ${req.path.slice(0, 120)} ${req.body?.slice(0, 120) ?? ''} → ${wrong}`);
    });
    if (process.env.ABUSE_REPORT) (await import('node:fs')).writeFileSync(process.env.ABUSE_REPORT, problems.join('\n'));
    expect(problems.slice(0, 25), `${problems.length} problems (seed ${SEED}); statuses ${JSON.stringify([...statuses])}`).toEqual([]);

    expect(server.proc.exitCode).toBeNull();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.output()).not.toMatch(/unhandled error|procedure failed|request failed/);
    expect(digestTables(server.dbPath)).toEqual(before);
  }, 120_000);
});
