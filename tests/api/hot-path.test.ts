// The busiest calls are answered on node:http before Fastify and tRPC (src/server/hotPath.ts). Whatever path a
// request takes, the caller must not be able to tell: same gate, same status, same body, same headers. The
// reference is the same procedure answered by tRPC itself, as the first of a two-procedure batch (a batch
// never takes the hot path).
import Database from 'better-sqlite3';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_PATHS } from '../../src/server/hotPath';
import { api, removeDir, startServer, type RunningServer } from '../support/server';

let server: RunningServer;
const tokens: Record<string, string | undefined> = { anonymous: undefined };
const ROLES = ['anonymous', 'free', 'pro', 'admin', 'super_admin'] as const;
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));

/** A sample input per hot read (those without an input ignore it). */
const INPUT: Record<string, unknown> = { 'learner.topicQuestions': { topicId: 2 } };

function get(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A POST as httpBatchLink sends it (a batch of one), with its JSON body. */
function post(path: string, headers: Record<string, string>, body: string) {
  return get(path, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers }, 'POST', body);
}

function countAttempts(username: string): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM quiz_attempts a JOIN users u ON u.id = a.user_id WHERE u.username = ?').pluck().get(username) as number;
  } finally {
    db.close();
  }
}

const auth = (role: (typeof ROLES)[number]): Record<string, string> => (tokens[role] ? { authorization: `Bearer ${tokens[role]}` } : {});

/** The procedure answered by tRPC: status, first item of a batch with a harmless public companion, headers. */
async function viaTrpc(path: string, role: (typeof ROLES)[number], headers: Record<string, string> = {}) {
  const input = INPUT[path];
  const res = await get(`/trpc/${path},learner.examDefinitions?batch=1&input=${enc({ 0: input === undefined ? undefined : { json: input } })}`, {
    ...auth(role),
    ...headers,
  });
  const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body;
  return { ...res, item: (JSON.parse(body.toString()) as unknown[])[0] as { result?: unknown; error?: { json: { data: { code: string; httpStatus: number } } } } };
}

const hotUrl = (path: string) => {
  const input = INPUT[path];
  return `/trpc/${path}?batch=1&input=${enc(input === undefined ? {} : { 0: { json: input } })}`;
};

beforeAll(async () => {
  server = await startServer();
  const call = api(server.url);
  for (const role of ROLES.slice(1)) {
    const name = `hot${role.replace('_', '')}`;
    const res = await call('POST', '/api/register', { body: { email: `${name}@example.com`, password: 'password-123', username: name, firstName: 'Hot', lastName: role } });
    expect(res.status).toBeLessThan(300);
    tokens[role] = res.body.token;
    const db = new Database(server.dbPath);
    if (role === 'pro') db.prepare("UPDATE users SET subscription_status = 'pro' WHERE username = ?").run(name);
    if (role === 'admin' || role === 'super_admin') db.prepare('UPDATE users SET role = ? WHERE username = ?').run(role, name);
    db.close();
  }
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

const READS = ['learner.dashboard', 'learner.topicQuestions', 'learner.topics'];

describe('hot reads', () => {
  it('are the topics, a topic’s questions and the dashboard; the one hot write saves an attempt', () => {
    expect([...HOT_PATHS].sort()).toEqual([...READS, 'learner.saveAttempt'].sort());
  });

  it('answer every kind of caller exactly as tRPC does: the same refusals, the same data', async () => {
    let answered = 0;
    for (const path of READS) {
      for (const role of ROLES) {
        const ref = await viaTrpc(path, role, { 'accept-encoding': 'identity' });
        const hot = await get(hotUrl(path), { ...auth(role), 'accept-encoding': 'identity' });
        const expected = ref.item.error ? ref.item.error.json.data.httpStatus : 200;
        expect(hot.status, `${path} as ${role}`).toBe(expected);
        const item = (JSON.parse(hot.body.toString()) as unknown[])[0];
        expect(item, `${path} as ${role}`).toEqual(ref.item);
        if (!ref.item.error) answered++;
      }
    }
    // topics for all five, topicQuestions for pro and both administrators (who have Pro access), the
    // dashboard for the four signed-in callers; the other three are refusals.
    expect(answered).toBe(5 + 3 + 4);
  });

  it('send the headers tRPC’s answer carries, security headers included', async () => {
    for (const path of READS) {
      const ref = await viaTrpc(path, 'pro', { 'accept-encoding': 'gzip' });
      const hot = await get(hotUrl(path), { ...auth('pro'), 'accept-encoding': 'gzip' });
      // Framing aside: the compressor streams its answer (chunked), the hot path knows its length.
      const comparable = (h: IncomingHttpHeaders) => {
        const { date: _date, 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = h;
        return rest;
      };
      expect(comparable(hot.headers), path).toEqual(comparable(ref.headers));
      expect(Number(hot.headers['content-length'])).toBe(hot.body.length);
      expect(hot.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('compress as the rest of the app does, and the decoded bytes are tRPC’s', async () => {
    for (const path of READS) {
      const plain = await get(hotUrl(path), { ...auth('free'), 'accept-encoding': 'identity' });
      if (plain.status !== 200) continue;
      for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
        const res = await get(hotUrl(path), { ...auth('free'), 'accept-encoding': `${encoding}, deflate` });
        if (plain.body.length < 1024) expect(res.headers['content-encoding']).toBeUndefined();
        else {
          expect(res.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
          expect(decode(res.body).toString()).toBe(plain.body.toString());
        }
      }
    }
  });

  it('leave HEAD, streaming clients and bad input to Fastify and tRPC', async () => {
    const head = await get(hotUrl('learner.topics'), {}, 'HEAD');
    const otherHead = await get('/trpc/learner.examDefinitions?batch=1&input=%7B%7D', {}, 'HEAD');
    expect(head.status).toBe(otherHead.status);
    expect(head.body.length).toBe(0);
    const bad = await get(`/trpc/learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: 'x' } } })}`, auth('pro'));
    expect(bad.status).toBe(400);
    const broken = await get('/trpc/learner.topicQuestions?batch=1&input=%7Bnot-json', auth('pro'));
    expect(broken.status).toBe(400);
    // A streaming client (httpBatchStreamLink) gets tRPC's stream, framed once.
    const streamed = await get(hotUrl('learner.topics'), { 'trpc-accept': 'application/jsonl', 'accept-encoding': 'identity' });
    expect(streamed.status).toBe(200);
    expect(streamed.body.toString().split('\n')[0]).toMatch(/^\{"json":/);
    expect((await get('/trpc/constructor', {})).status).toBe(404);
  });
});

describe('the hot write: saving an attempt', () => {
  const answers = async () => {
    const res = await get(hotUrl('learner.topicQuestions'), { ...auth('pro'), 'accept-encoding': 'identity' });
    const questions = (JSON.parse(res.body.toString()) as any)[0].result.data.json as { id: number; correctAnswer: string }[];
    const wrong = (key: string) => (key === 'A' ? 'B' : 'A');
    return questions.slice(0, 4).map((q, i) => ({ questionId: q.id, userAnswer: i === 0 ? wrong(q.correctAnswer) : q.correctAnswer }));
  };
  const one = (input: unknown) => JSON.stringify({ 0: { json: input } });

  it('grades and stores on the hot path, answering as tRPC does for the same call', async () => {
    const questionsAnswered = await answers();
    const before = countAttempts('hotpro');
    const hot = await post('/trpc/learner.saveAttempt?batch=1', { ...auth('pro'), 'accept-encoding': 'gzip' }, one({ topicId: 2, questionsAnswered, clientId: 'hot-attempt-1' }));
    expect(hot.status, hot.body.toString()).toBe(200);
    // Two mutations in one batch: tRPC answers; its first item is the reference.
    const both = JSON.stringify({ 0: { json: { topicId: 2, questionsAnswered, clientId: 'ref-attempt-1' } }, 1: { json: { topicId: 2, questionsAnswered, clientId: 'ref-attempt-2' } } });
    const ref = await post('/trpc/learner.saveAttempt,learner.saveAttempt?batch=1', { ...auth('pro'), 'accept-encoding': 'gzip' }, both);
    expect(ref.status).toBe(200);
    const decode = (r: { headers: IncomingHttpHeaders; body: Buffer }) => JSON.parse((r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString()) as any[];
    const saved = decode(hot)[0].result.data.json;
    const reference = decode(ref)[0].result.data.json;
    expect(saved).toMatchObject({ score: 75, correctCount: 3, totalQuestions: 4, clientId: 'hot-attempt-1', kind: 'topic', topicId: 2 });
    expect(Object.keys(saved).sort()).toEqual(Object.keys(reference).sort());
    expect({ ...saved, id: 0, clientId: '', completedAt: 0 }).toEqual({ ...reference, id: 0, clientId: '', completedAt: 0 });
    const { date: _d, 'content-length': _l, 'transfer-encoding': _t, ...hotHeaders } = hot.headers;
    const { date: _d2, 'content-length': _l2, 'transfer-encoding': _t2, ...refHeaders } = ref.headers;
    expect(hotHeaders).toEqual(refHeaders);
    expect(countAttempts('hotpro')).toBe(before + 3);

    // The same client id again (an answer lost on the way): the stored attempt, not a second one.
    const again = await post('/trpc/learner.saveAttempt?batch=1', auth('pro'), one({ topicId: 2, questionsAnswered, clientId: 'hot-attempt-1' }));
    expect(again.status).toBe(200);
    expect((JSON.parse(again.body.toString()) as any)[0].result.data.json.id).toBe(saved.id);
    expect(countAttempts('hotpro')).toBe(before + 3);
  });

  it('leaves every refusal to tRPC, in its shape, and stores nothing', async () => {
    const questionsAnswered = await answers();
    const before = { free: countAttempts('hotfree'), pro: countAttempts('hotpro') };
    const cases = [
      { role: 'anonymous' as const, body: one({ topicId: 2, questionsAnswered }), status: 401, code: 'UNAUTHORIZED' },
      { role: 'free' as const, body: one({ topicId: 2, questionsAnswered }), status: 403, code: 'FORBIDDEN' },
      { role: 'pro' as const, body: one({ topicId: 'x', questionsAnswered }), status: 400, code: 'BAD_REQUEST' },
      { role: 'pro' as const, body: one({ topicId: 3, questionsAnswered }), status: 400, code: 'BAD_REQUEST' },
      { role: 'pro' as const, body: '{"0":{"json":', status: 400, code: 'BAD_REQUEST' },
    ];
    for (const c of cases) {
      const res = await post('/trpc/learner.saveAttempt?batch=1', auth(c.role), c.body);
      expect(res.status, `${c.role} ${c.body.slice(0, 40)}`).toBe(c.status);
      const item = (JSON.parse(res.body.toString()) as any)[0];
      expect(item.error.json.data.code).toBe(c.code);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    expect(countAttempts('hotfree')).toBe(before.free);
    expect(countAttempts('hotpro')).toBe(before.pro);
    // A body over Fastify's limit is Fastify's to refuse.
    const big = await post('/trpc/learner.saveAttempt?batch=1', auth('pro'), `{"0":{"json":{"pad":"${'x'.repeat(1024 * 1024)}"}}}`);
    expect(big.status).toBe(413);
  });
});
