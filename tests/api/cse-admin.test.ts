// Clinical simulation problems for administrators on the built server (issue #32): the CRUD paths, a 400 for every
// graph rule (a broken graph is never stored), one sample, a delete that keeps played runs, and the AI draft into the
// review queue with the official SDK pointed at the local fake OpenAI server.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cseProblems, cseRuns, cseSessions, deletedSeedKeys, generationRuns } from '../../db/schema';
import type { CseProblemInput, CseSection } from '../../src/shared/cse';
import { closeDatabase, openConfiguredDatabase, type DB } from '../../src/server/db';
import { startFakeOpenAI, type FakeOpenAI } from '../fixtures/fake-openai';
import { createAccounts, type Account } from '../reliability/support';
import { cseProblemBody } from '../support/cseProblemFixture';
import type { ErrorBody, Out } from '../support/rest-types';
import { api, databaseEnv, removeDir, startServer, type RunningServer } from '../support/server';

type Problem = Out['admin']['cseProblem'];
type List = Out['admin']['cseProblems'];
type Draft = Out['admin']['generateCseProblem'];

let fake: FakeOpenAI;
let server: RunningServer;
let call: ReturnType<typeof api>;
let db: DB;
let admin: Account;
let pro: Account;
let free: Account;
let n = 0;

const body = (edit: (p: CseProblemInput) => void = () => undefined): CseProblemInput => {
  const p = cseProblemBody(`Problem ${++n}`);
  edit(p);
  return p;
};
const section = (p: CseProblemInput, id: string): CseSection => p.sections.find((s) => s.id === id)!;
const create = (b: unknown, token = admin.token) => call<Problem>('POST', '/api/admin/cse-problems', { token, body: b });
const put = (id: number, b: unknown) => call<Problem>('PUT', `/api/admin/cse-problems/${id}`, { token: admin.token, body: b });
const get = (id: number) => call<Problem>('GET', `/api/admin/cse-problems/${id}`, { token: admin.token });
const list = async (status?: 'draft' | 'published') =>
  (await call<List>('GET', `/api/admin/cse-problems${status ? `?status=${status}` : ''}`, { token: admin.token })).body;
const problemCount = async () => (await db.select({ id: cseProblems.id }).from(cseProblems)).length;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  server = await startServer({ OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.baseURL, OPENAI_TIMEOUT_MS: '2000' });
  call = api(server.url);
  const a = await createAccounts(server.dbPath, { admin: 'cseadmin', pro: 'csepro', free: 'csefree' });
  admin = a.admin!;
  pro = a.pro!;
  free = a.free!;
  db = await openConfiguredDatabase({ DATABASE_PATH: server.dbPath, ...databaseEnv(server.dbPath) });
});

afterAll(async () => {
  if (db) await closeDatabase(db);
  await server?.stop();
  if (server) removeDir(server.dir);
  await fake?.close();
});

beforeEach(() => fake.respond({ kind: 'items', items: [] }));

describe('who may call', () => {
  it('refuses learners (403) and anonymous callers (401) on every path', async () => {
    for (const token of [pro.token, free.token]) {
      expect((await call('GET', '/api/admin/cse-problems', { token })).status).toBe(403);
      expect((await create(body(), token)).status).toBe(403);
      expect((await call('POST', '/api/admin/cse-problems/generate', { token, body: { category: 'neonatal' } })).status).toBe(403);
    }
    expect((await call('GET', '/api/admin/cse-problems')).status).toBe(401);
  });
});

describe('create, read, list, edit', () => {
  it('stores a sound problem and reads it back with its best path and passing levels', async () => {
    const res = await create(body((p) => (p.status = 'draft')));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      origin: 'admin',
      status: 'draft',
      sample: false,
      written: '2026-11-01',
      reviewed: null,
      updatedAt: null,
    });
    expect(res.body.graphProblems).toEqual([]);
    // s1 earns 2+2+1, s2's best leads to s3 (another 5), s4's best ends: IG 10, DM 4; 70% rounded up.
    expect(res.body.bestPath).toMatchObject({ sectionIds: ['s1', 's2', 's3', 's4'], ig: 10, dm: 4 });
    expect(res.body.passingLevels).toEqual({ ig: 7, dm: 3 });
    expect((await get(res.body.id)).body.content.sections).toHaveLength(4);

    const drafts = await list('draft');
    expect(drafts).toContainEqual(
      expect.objectContaining({
        id: res.body.id,
        title: res.body.content.title,
        category: 'adult-chronic-airways',
        sections: 4,
        status: 'draft',
      }),
    );
    expect((await list('published')).some((r) => r.id === res.body.id)).toBe(false);
  });

  it('an edit stamps updated_at; the review date changes only when the admin enters one', async () => {
    const made = (await create(body())).body;
    const edited = await put(made.id, { ...body(), title: 'Edited title' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ reviewed: null, written: '2026-11-01' });
    expect(edited.body.content.title).toBe('Edited title');
    expect(edited.body.updatedAt).not.toBeNull();
    const reviewed = await put(
      made.id,
      body((p) => (p.reviewed = '2026-11-20')),
    );
    expect(reviewed.body.reviewed).toBe('2026-11-20');
    const untouched = await put(
      made.id,
      body((p) => delete p.reviewed),
    );
    expect(untouched.body.reviewed).toBe('2026-11-20');
  });

  it('names the field of a malformed body and refuses an unknown id', async () => {
    const weight = await create(body((p) => (section(p, 's1').options[0]!.weight = 5 as never)));
    expect(weight.status).toBe(400);
    expect((weight.body as unknown as ErrorBody).message).toMatch(/weight must be from -3 to 3/);
    const noTitle = await create({ ...body(), title: '' });
    expect(noTitle.status).toBe(400);
    expect((noTitle.body as unknown as ErrorBody).message).toMatch(/title is required/);
    expect((await get(999_999)).status).toBe(404);
    expect((await put(999_999, body())).status).toBe(404);
    expect((await call('DELETE', '/api/admin/cse-problems/999999', { token: admin.token })).status).toBe(404);
  });
});

describe('the graph check refuses every broken rule (nothing stored)', () => {
  const cases: [string, (p: CseProblemInput) => void, RegExp][] = [
    ['a missing target', (p) => (section(p, 's2').options[0]!.next = 's9'), /section s2, option a: target s9 does not exist/],
    ['a missing IG next', (p) => (section(p, 's1').next = 's9'), /section s1: next section s9 does not exist/],
    ['too few sections', (p) => (p.sections = p.sections.slice(0, 2)), /a problem has 4 to 10 sections \(this one has 2\)/],
    [
      'an unreachable section',
      (p) => {
        section(p, 's2').options[0]!.next = 's4';
      },
      /section s3 cannot be reached from the first section/,
    ],
    ['a loop', (p) => (section(p, 's3').next = 's2'), /a path through section s2 never ends/],
    ['choosing every IG option pays', (p) => (section(p, 's1').options[4]!.weight = 2), /choosing every option earns .*% of its best/],
    [
      'too few IG options',
      (p) => (section(p, 's1').options = section(p, 's1').options.slice(0, 4)),
      /an IG section has at least 5 options/,
    ],
    ['two best DM options', (p) => (section(p, 's4').options[1]!.weight = 2), /two options share the best weight/],
    ['"choose again" for a good choice', (p) => (section(p, 's4').options[1]!.weight = 1), /"choose again" is for a poor choice/],
    ['a DM option that leads nowhere', (p) => delete section(p, 's4').options[0]!.next, /option a: a DM option says where it leads/],
    ['two sections share an id', (p) => (section(p, 's3').id = 's1'), /two sections share an id/],
  ];
  for (const [name, edit, message] of cases) {
    it(name, async () => {
      const before = await problemCount();
      const res = await create(body(edit));
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorBody).message).toMatch(/^The problem's graph is not valid: /);
      expect((res.body as unknown as ErrorBody).message).toMatch(message);
      expect(await problemCount()).toBe(before);
    });
  }

  it('an edit that breaks the graph leaves the stored problem as it was', async () => {
    const made = (await create(body())).body;
    const res = await put(
      made.id,
      body((p) => (section(p, 's2').options[0]!.next = 's9')),
    );
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).message).toMatch(/target s9 does not exist/);
    expect((await get(made.id)).body.content).toEqual(made.content);
  });
});

describe('the sample', () => {
  it('is one problem: marking one clears the others, and it must be published', async () => {
    const a = (await create(body((p) => (p.sample = true)))).body;
    const b = (await create(body((p) => (p.sample = true)))).body;
    const samples = async () => (await list()).filter((r) => r.sample).map((r) => r.id);
    expect(await samples()).toEqual([b.id]);
    await put(
      a.id,
      body((p) => (p.sample = true)),
    );
    expect(await samples()).toEqual([a.id]);
    const draft = await put(
      a.id,
      body((p) => Object.assign(p, { sample: true, status: 'draft' })),
    );
    expect(draft.status).toBe(400);
    expect((draft.body as unknown as ErrorBody).message).toBe('sample: the sample problem must be published');
    expect(await samples()).toEqual([a.id]);
  });
});

describe('delete', () => {
  it('remembers a seeded problem’s key, and keeps played runs with their snapshot', async () => {
    const content = cseProblemBody('Seeded problem');
    const seeded = (
      await db
        .insert(cseProblems)
        .values({ ...content, content, seedKey: 'cse-admin-test-seed', origin: 'seed', createdAt: new Date() })
        .returning({ id: cseProblems.id })
    )[0]!.id;
    await db.insert(cseSessions).values({ id: 'cse-admin-test-session', userId: pro.id, mode: 'problem', startedAt: new Date() });
    await db.insert(cseRuns).values({
      sessionId: 'cse-admin-test-session',
      position: 0,
      problemId: seeded,
      problem: content,
      sectionChosen: [],
      igBest: 10,
      dmBest: 4,
      igMpl: 7,
      dmMpl: 3,
    });

    const res = await call<{ success: boolean }>('DELETE', `/api/admin/cse-problems/${seeded}`, { token: admin.token });
    expect(res.status).toBe(200);
    expect((await get(seeded)).status).toBe(404);
    const run = (await db.select().from(cseRuns).where(eq(cseRuns.sessionId, 'cse-admin-test-session')))[0]!;
    expect(run.problemId).toBeNull();
    expect(run.problem.title).toBe('Seeded problem');
    expect(run.problem.sections).toHaveLength(4);
    expect(await db.select().from(deletedSeedKeys).where(eq(deletedSeedKeys.seedKey, 'cse-admin-test-seed'))).toHaveLength(1);
  });
});

describe('POST /api/admin/cse-problems/generate', () => {
  /** The model's answer: every field present, null where a section or option does not branch. */
  const modelAnswer = (edit: (p: CseProblemInput) => void = () => undefined) => {
    const p = body(edit);
    return {
      title: p.title,
      scenario: p.scenario,
      source: p.source,
      sections: p.sections.map((s) => ({
        ...s,
        next: s.kind === 'ig' ? (s.next ?? null) : null,
        options: s.options.map((o) => ({ ...o, next: s.kind === 'dm' ? (o.next ?? null) : null })),
      })),
    };
  };
  const generate = (category: unknown) =>
    call<Draft>('POST', '/api/admin/cse-problems/generate', { token: admin.token, body: { category } });
  const lastRun = async () => (await db.select().from(generationRuns).orderBy(desc(generationRuns.id)).limit(1))[0]!;

  it('stores a sound draft as draft and ai, in the review queue, and logs the run', async () => {
    fake.respond({ kind: 'text', text: JSON.stringify(modelAnswer()) });
    const res = await generate('neonatal');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 1, dropped: 0, droppedReasons: [] });
    expect(res.body.problem).toMatchObject({ status: 'draft', origin: 'ai', sample: false, graphProblems: [] });
    expect(res.body.problem!.content.category).toBe('neonatal');
    expect(JSON.stringify(fake.requests[0]!.body)).toMatch(/nbrc_cse_problem/);
    expect(fake.requests[0]!.body.input).toContain('"Neonatal"');
    expect((await list('draft')).some((r) => r.id === res.body.problem!.id && r.origin === 'ai')).toBe(true);
    expect(await lastRun()).toMatchObject({ id: res.body.runId, topicId: null, requested: 1, kept: 1, dropped: 0, status: 'ok' });
  });

  it('drops a draft whose graph is broken, with the reason logged, and stores nothing', async () => {
    const before = await problemCount();
    fake.respond({ kind: 'text', text: JSON.stringify(modelAnswer((p) => (section(p, 's2').options[0]!.next = 's9'))) });
    const res = await generate('pediatric');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kept: 0, dropped: 1, problem: null });
    expect(res.body.droppedReasons).toContain('Problem: section s2, option a: target s9 does not exist');
    expect(await problemCount()).toBe(before);
    expect(await lastRun()).toMatchObject({ id: res.body.runId, kept: 0, dropped: 1, status: 'ok' });
    expect((await lastRun()).droppedReasons).toEqual(res.body.droppedReasons);
  });

  it('refuses an unknown category', async () => {
    const res = await generate('geriatric');
    expect(res.status).toBe(400);
    expect((res.body as unknown as ErrorBody).message).toMatch(/category must be one of/);
  });
});
