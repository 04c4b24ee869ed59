// Admin question metadata over REST (issue #17): the new fields are optional, validated, stored and filterable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { ErrorBody, Out } from '../support/rest-types';
import { trpcAt } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
let admin = '';

const base = {
  topicId: 2,
  questionText: 'Metadata test: which acid-base disorder has a low pH and a high PaCO2?',
  options: ['Respiratory acidosis', 'Metabolic acidosis', 'Respiratory alkalosis', 'Metabolic alkalosis'],
  correctAnswer: 'A',
  explanation: 'A low pH with a high PaCO2.\nCorrect Answer: A\nKey Learning Point: match pH and PaCO2.',
  difficulty: 'medium',
};

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createUserByScript(server.dbPath, 'meta-admin', 'admin');
  const login = await call<Out['auth']['login']>('POST', '/api/login', {
    body: { email: 'meta-admin@example.com', password: 'password-123' },
  });
  expect(login.status).toBe(200);
  admin = login.body.token;
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

type Created = Out['admin']['createQuestion'];

describe('admin question metadata', () => {
  it('still accepts a question without any metadata, and stores none', async () => {
    const res = await call<Created>('POST', '/api/admin/questions', { token: admin, body: base });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ tmcCode: null, rteArea: null, rteTopic: null, tmcOnly: false, source: null, reviewedOn: null });
    // Written today and reviewed by nobody (issue #29): writing an item is not reviewing it.
    expect(res.body.writtenOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.reviewedBy).toBeNull();
  });

  it('stores valid metadata, sets the outline section from the TMC code, and lists it under that code', async () => {
    const res = await call<Created>('POST', '/api/admin/questions', {
      token: admin,
      body: {
        ...base,
        questionText: `${base.questionText} (classified)`,
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'ethics',
        tmcOnly: true,
        source: 'Our unit protocol, 2026',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      tmcCode: 'III-I',
      outlineSection: 'III',
      rteArea: 'professional-practice',
      rteTopic: 'ethics',
      tmcOnly: true,
      source: 'Our unit protocol, 2026',
      reviewedOn: null,
    });
    const id = res.body.id;

    const { items } = await trpcAt(server.url, admin).admin.questions.query({ tmcCode: 'III-I', limit: 2000 });
    expect(items.map((q) => q.id)).toContain(id);
    expect(items.every((q) => q.tmcCode === 'III-I')).toBe(true);

    // An edit that sends only a metadata field changes only it; blank clears a field.
    const edited = await call<Created>('PUT', `/api/admin/questions/${id}`, { token: admin, body: { tmcCode: 'I-B', source: '' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ tmcCode: 'I-B', outlineSection: 'I', source: null, rteTopic: 'ethics' });
    expect(edited.body.questionText).toBe(`${base.questionText} (classified)`);
  });

  it('refuses an unknown TMC code, RTE area or topic, or a typed review date, with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ tmcCode: 'IV-Z' }, /tmcCode: "IV-Z" is not a TMC outline area/],
      [{ rteArea: 'astrology' }, /rteArea must be one of/],
      [{ rteTopic: 'cooking' }, /rteTopic must be one of/],
      // Only Mark reviewed dates a review (issue #29).
      [{ reviewedOn: '2026-01-15' }, /^reviewedOn: a review date is set by Mark reviewed/],
      [{ tmcOnly: 'yes' }, /tmcOnly must be true or false/],
    ];
    for (const [extra, message] of cases) {
      const res = await call<ErrorBody>('POST', '/api/admin/questions', { token: admin, body: { ...base, ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const list = await call<Out['admin']['questions']['items']>('GET', '/api/admin/questions', { token: admin });
    const bad = await call<ErrorBody>('PUT', `/api/admin/questions/${list.body[0]!.id}`, { token: admin, body: { tmcCode: 'III-Z' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/tmcCode: "III-Z" is not a TMC outline area/);
  });

  it('shows learners the seeded source and its honest dates with the explanation: written always, reviewed only if someone did', async () => {
    const res = await call<Out['learner']['topicQuestions']>('GET', '/api/questions/2', { token: admin });
    expect(res.status).toBe(200);
    const seeded = res.body.filter((q) => q.source !== null);
    expect(seeded.length).toBeGreaterThan(0);
    for (const q of seeded) {
      expect(q.writtenOn ?? q.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (q.reviewedOn !== null) expect(q.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // The blanket review date of the second edition is gone: most items say when they were written, not reviewed.
    expect(seeded.filter((q) => q.reviewedOn === null).length).toBeGreaterThan(seeded.length / 2);
  });
});
