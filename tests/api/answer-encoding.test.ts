// Bytes sent once (issue #33), on the built server (npm run build:server first): a read asked again with its tag is a
// bodiless 304 until the bytes change; a bank view read by several learners is compressed once and then served at
// brotli 10; an exam's submit answers its result and the review's first page, not the whole review.
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts, type Account } from '../reliability/support';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import type { Out } from '../support/rest-types';

let server: RunningServer;
let call: ReturnType<typeof api>;
let accounts: Record<string, Account>;
const TOPIC = 3;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request whose body is left as sent (fetch would decode it and hide a 304 behind its own cache rules). */
function raw(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}${path}`,
      { method, headers: body ? { ...headers, 'content-type': 'application/json' } : headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const decode = (r: Raw): string =>
  (r.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(r.body)
    : r.headers['content-encoding'] === 'gzip'
      ? gunzipSync(r.body)
      : r.body
  ).toString();

const auth = (who: string) => ({ authorization: `Bearer ${accounts[who]!.token}` });
const topicQuestions = `/trpc/learner.topicQuestions?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: { topicId: TOPIC } } }))}`;

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  accounts = await createAccounts(server.dbPath, { pro: 'tagpro', free: 'tagfree', admin: 'tagadmin' });
  // A second Pro learner reads the same bank view.
  Object.assign(accounts, await createAccounts(server.dbPath, { pro: 'tagpro2' }).then((a) => ({ pro2: a.pro! })));
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('a read asked again with its tag', () => {
  it('is a bodiless 304 while the bytes are unchanged, and a 200 with a new tag once the bank changed', async () => {
    const first = await raw('GET', topicQuestions, { ...auth('pro'), 'accept-encoding': 'identity' });
    expect(first.status).toBe(200);
    const tag = first.headers.etag!;
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    // Signed-in answers stay out of every cache's storage (issue #15); the tag is the app's to keep (keptReads.ts).
    expect(first.headers['cache-control']).toBe('no-store');

    const again = await raw('GET', topicQuestions, { ...auth('pro'), 'if-none-match': tag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(tag);
    // The same bytes for another learner carry the same tag; a free learner's refusal never becomes a 304.
    expect((await raw('GET', topicQuestions, { ...auth('pro2'), 'if-none-match': tag })).status).toBe(304);
    const refused = await raw('GET', topicQuestions, { ...auth('free'), 'if-none-match': tag });
    expect(refused.status).toBe(403);
    expect(refused.headers.etag).toBeUndefined();

    const questions = JSON.parse(first.body.toString()) as [{ result: { data: { json: { id: number; questionText: string }[] } } }];
    const target = questions[0].result.data.json[0]!;
    const admin = await call<Out['admin']['questions']>('GET', `/api/admin/questions`, { token: accounts.admin!.token });
    const row = (admin.body as unknown as Record<string, unknown>[]).find((q) => q.id === target.id)!;
    const edited = await call('PUT', `/api/admin/questions/${target.id}`, {
      token: accounts.admin!.token,
      body: { ...row, topicId: String(row.topicId), questionText: `${target.questionText} (edited)` },
    });
    expect(edited.status).toBe(200);
    const changed = await raw('GET', topicQuestions, { ...auth('pro'), 'if-none-match': tag, 'accept-encoding': 'identity' });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body.toString()).toContain('(edited)');
  });

  it('answers an exam result again as 304, and never a write', async () => {
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', {
      token: accounts.pro!.token,
      body: { examType: 'practice' },
    });
    expect(start.status).toBe(201);
    const id = start.body.examSessionId;
    const submitted = await raw(
      'POST',
      `/api/exams/${id}/submit`,
      { ...auth('pro'), 'if-none-match': '*' },
      JSON.stringify({ answers: [] }),
    );
    expect(submitted.status).toBe(200);
    expect(submitted.headers.etag).toBeUndefined();
    const result = await raw('GET', `/api/exams/${id}`, auth('pro'));
    expect(result.status).toBe(200);
    expect(result.headers.etag).toMatch(/^W\//);
    const again = await raw('GET', `/api/exams/${id}`, { ...auth('pro'), 'if-none-match': result.headers.etag! });
    expect(again.status).toBe(304);
    // Another learner's tag guess changes nothing: their read is a 404 as before.
    expect((await raw('GET', `/api/exams/${id}`, { ...auth('pro2'), 'if-none-match': result.headers.etag! })).status).toBe(404);
  });
});

describe('compression', () => {
  it('compresses a bank view once for every learner, then serves it at brotli 10, the same JSON in every coding', async () => {
    const identity = (await raw('GET', topicQuestions, { ...auth('pro'), 'accept-encoding': 'identity' })).body.toString();
    const reads: Raw[] = [];
    for (const who of ['pro', 'pro2'])
      reads.push(await raw('GET', topicQuestions, { ...auth(who), 'accept-encoding': 'gzip, deflate, br' }));
    for (const r of reads) {
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(r)).toBe(identity);
    }
    // The background pass takes well under a second; poll for the smaller bytes.
    let best: Raw | undefined;
    for (let i = 0; i < 50 && !(best && best.body.length < reads[0]!.body.length); i++) {
      await new Promise((r) => setTimeout(r, 100));
      best = await raw('GET', topicQuestions, { ...auth('pro'), 'accept-encoding': 'br' });
    }
    expect(best!.body.length).toBeLessThan(reads[0]!.body.length * 0.95);
    expect(decode(best!)).toBe(identity);
    const gzip = await raw('GET', topicQuestions, { ...auth('pro'), 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip)).toBe(identity);
    // A large answer (the whole bank for an admin, over a megabyte) is compressed off the event loop, the same bytes.
    const whole = await raw('GET', '/api/admin/questions', { ...auth('admin'), 'accept-encoding': 'identity' });
    expect(whole.body.length).toBeGreaterThan(512 * 1024);
    for (const coding of ['br', 'gzip']) {
      const packed = await raw('GET', '/api/admin/questions', { ...auth('admin'), 'accept-encoding': coding });
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
      expect(decode(packed)).toBe(whole.body.toString());
    }
    // A small answer goes as it is.
    const small = await raw('GET', '/api/me', { ...auth('pro'), 'accept-encoding': 'br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("an exam's submit", () => {
  it("answers the result and the review's first page: a fraction of the whole review's bytes", async () => {
    const start = await call<Out['learner']['startExam']>('POST', '/api/exams/start', {
      token: accounts.pro!.token,
      body: { examType: 'practice' },
    });
    const id = start.body.examSessionId;
    const body = JSON.stringify({ 0: { json: { examSessionId: id, answers: Array.from({ length: 100 }, () => 'A') } } });
    const submit = await raw('POST', '/trpc/learner.submitExam?batch=1', { ...auth('pro'), 'accept-encoding': 'identity' }, body);
    expect(submit.status).toBe(200);
    const answer = (JSON.parse(submit.body.toString()) as [{ result: { data: { json: Out['learner']['submitExam'] } } }])[0].result.data
      .json;
    expect(answer).not.toHaveProperty('review');
    expect(answer.reviewPage.review).toMatchObject({ page: 1, pageSize: 10, totalItems: 100, matching: 100 });
    expect(answer.reviewPage.review.items).toHaveLength(10);
    expect(answer.topicBreakdown.reduce((n, t) => n + t.total, 0)).toBe(100);
    const whole = await raw('GET', `/api/exams/${id}`, { ...auth('pro'), 'accept-encoding': 'identity' });
    expect(submit.body.length).toBeLessThan(whole.body.length / 3);
  });
});
