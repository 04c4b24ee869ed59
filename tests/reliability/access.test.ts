import { transaction, first } from '../../src/server/db';
// The access matrix: every procedure of the router × every kind of caller, each with its expected outcome.
// The procedures are listed from the router itself, so one added without an entry fails here.
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { cseProblems, examSessions, questions, quizAttempts, reminderSettings, users } from '../../db/schema';
import { restRoutes } from '../../src/server/rest';
import { startExam } from '../../src/server/features/exams/internal/startExam';
import { submitExam } from '../../src/server/features/exams/internal/submitExam';
import { createTest } from '../../src/server/features/study/customTests';
import { answerTest } from '../../src/server/features/study/internal/testAnswers';
import { createSession, generateSessionToken, sessionIdFromToken } from '../../src/server/features/users/sessions';
import { createResetLink } from '../../src/server/features/users/passwordReset';
import { adminGetCaseSet, insertCaseSet } from '../../src/server/features/case-sets/caseSetAdmin';
import { makeWorld, type TestWorld } from '../support/db';
import { LIMITS_LIFTED } from '../support/limits';
import { loadConfig } from '../../src/server/config';
import type { ExamForm } from '../../src/shared/examFormats';
import { ACCESS, REST, ROLES, listProcedures, type Fixture, type Outcome, type Role } from './procedures';
import { eq } from 'drizzle-orm';
import { seedCseProblems } from '../../src/server/features/cse/seedProblems';
import { startSession } from '../../src/server/features/cse/startSession';
import { endSession } from '../../src/server/features/cse/finish';
import { BRANCHING } from '../fixtures/cseProblems';

const procedures = listProcedures();

describe('the access table covers the router and the REST paths', () => {
  it('lists every procedure of appRouter, and only those', () => {
    expect(procedures.length).toBeGreaterThan(40);
    const paths = procedures.map((p) => p.path);
    expect(
      paths.filter((p) => !(p in ACCESS)),
      'procedures without an access entry',
    ).toEqual([]);
    expect(
      Object.keys(ACCESS).filter((p) => !paths.includes(p)),
      'access entries without a procedure',
    ).toEqual([]);
  });

  it('gives a sample input exactly to the procedures that declare an input, and each sample is valid', async () => {
    const f = constantFixture();
    for (const p of procedures) {
      const entry = ACCESS[p.path]!;
      expect(Boolean(entry.input), `${p.path}: sample input present iff the procedure declares an input`).toBe(p.input !== null);
      if (p.input && entry.input) {
        const parsed = p.input.safeParse(await entry.input(f));
        expect(parsed.success, `${p.path}: sample input is valid: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it('maps every REST path to an existing procedure', () => {
    expect(Object.keys(REST).sort()).toEqual([...restRoutes].sort());
    const paths = new Set(procedures.map((p) => p.path));
    for (const [route, r] of Object.entries(REST)) {
      if (r.procedure) expect(paths.has(r.procedure), `${route} → ${r.procedure}`).toBe(true);
    }
  });
});

describe('every procedure × anonymous, free, pro, admin, super_admin', () => {
  let w: TestWorld;
  const userIds: Partial<Record<Role, number>> = {};
  let n = 0;

  beforeAll(async () => {
    w = await makeWorld();
    // Every procedure from one account per role, again and again: the per-account limits are not what is tested.
    Object.assign(w.config, loadConfig(LIMITS_LIFTED));
    userIds.free = (await w.signUp('mxfree')).id;
    userIds.pro = (await w.signUp('mxpro', { subscriptionStatus: 'pro' })).id;
    userIds.admin = (await w.signUp('mxadmin', { role: 'admin' })).id;
    userIds.super_admin = (await w.signUp('mxsuper', { role: 'super_admin' })).id;
    await w.signUp('mxlogin');
  });

  /** Fresh rows for every call, so no call depends on what another one did. */
  async function fixture(role: Role): Promise<Fixture> {
    const user = async () => (await w.db.select().from(users)).find((u) => u.id === userIds[role]);
    const insertQuestion = async (status: 'published' | 'draft') =>
      (await first(
        w.db
          .insert(questions)
          .values({
            topicId: 1,
            questionText: `Matrix question ${++n}?`,
            options: ['a', 'b', 'c', 'd'],
            correctAnswer: 'A',
            status,
            createdAt: w.clock.now,
          })
          .returning(),
      ))!.id;
    const victim = async () =>
      (await first(
        w.db
          .insert(users)
          .values({ username: `victim${++n}`, email: `victim${n}@example.com`, passwordHash: 'x', createdAt: w.clock.now })
          .returning(),
      ))!.id;
    const exam = async (submitted: boolean) => {
      const u = await user();
      if (!u) return crypto.randomUUID();
      const s = await startExam(w, u, 'practice');
      if (submitted) await submitExam(w, u, s.examSessionId, []);
      return s.examSessionId;
    };
    const rteExamId = async (phase: 'section1' | 'break') => {
      const u = await user();
      if (!u) return crypto.randomUUID();
      const ids = (await w.db.select({ id: questions.id }).from(questions)).slice(0, 4).map((q) => q.id);
      // Started before the free plan's window, so it uses none of a free learner's attempts; its first section is
      // long enough to still run now.
      const startedAt = new Date(w.clock.now.getTime() - 8 * 24 * 3600_000);
      const form: ExamForm = {
        format: 'rte',
        scored: [true, true, true, false],
        // Section 1 opens with a two-item case set, so a case item can be locked.
        kind: ['case', 'case', 'breadth', 'breadth'],
        sections: [
          { start: 0, end: 2, minutes: 8 * 24 * 60 + 120 },
          { start: 2, end: 4, minutes: 120 },
        ],
        breakMaxMinutes: 10,
        caseSets: [{ caseSetId: 1, start: 0, length: 2 }],
        section1EndedAt: phase === 'break' ? w.clock.now.getTime() : null,
        section2StartedAt: null,
        lockedAnswers: phase === 'break' ? [null, null] : null,
        submittedAnswers: null,
      };
      const id = crypto.randomUUID();
      await w.db.insert(examSessions).values({
        id,
        userId: u.id,
        examType: 'rte',
        questionIds: ids,
        startedAt,
        deadlineAt: new Date(w.clock.now.getTime() + 250 * 60_000),
        form,
      });
      return id;
    };
    const openTest = async () => {
      const u = await user();
      if (!u) return { testId: 999_999, questionId: 1 };
      const t = await createTest(w, u, { mode: 'tutor', pools: ['all'], topicIds: [1], count: 3 });
      return { testId: t.id, questionId: t.items[0]!.questionId! };
    };
    const missedTest = async () => {
      const u = await user();
      if (!u) return { testId: 999_999, questionId: 1 };
      const t = await openTest();
      const key = (await w.db.select().from(questions)).find((q) => q.id === t.questionId)!.correctAnswer;
      await answerTest(w, u, { testId: t.testId, questionId: t.questionId, userAnswer: key === 'A' ? 'B' : 'A' });
      return t;
    };
    const caseSet = async () => {
      const id = await transaction(
        w.db,
        async (tx) =>
          await insertCaseSet(
            tx,
            {
              topicId: 3,
              title: `Matrix case ${++n}`,
              setting: 'emergency',
              scenario: 'A patient arrives short of breath.',
              status: 'published',
              items: [1, 2, 3].map((k) => ({
                questionText: `Matrix case ${n} step ${k}?`,
                options: ['a', 'b', 'c', 'd'],
                correctAnswer: 'A',
                explanation: 'Correct Answer: A',
                update: k === 1 ? null : `Step ${k}.`,
              })),
            },
            w.clock.now,
          ),
      );
      return { caseSetId: id, questionId: (await adminGetCaseSet(w.db, id)).items[0]!.id };
    };
    // Written directly: a free learner's exam starts are counted against the weekly limit the other entries use.
    const finishedAttemptId = async () => {
      const u = await user();
      if (!u) return 999_999;
      const rows = await w.db
        .insert(quizAttempts)
        .values({ userId: u.id, kind: 'topic', topicId: 1, score: 0, correctCount: 0, totalQuestions: 1, completedAt: w.clock.now })
        .returning({ id: quizAttempts.id });
      return rows[0]!.id;
    };
    const reviewCard = async () => {
      const u = await user();
      if (!u) return { testId: 999_999, questionId: 1 };
      const t = await createTest(w, u, { mode: 'tutor', pools: ['new'], count: 1 });
      const questionId = t.items[0]!.questionId!;
      await answerTest(w, u, { testId: t.id, questionId, userAnswer: 'A' });
      return { testId: t.id, questionId };
    };
    // Study reminders (issue #30): a victim's row, as a save leaves it, with a live confirmation link.
    const reminderRow = async () => {
      const secret = generateSessionToken();
      const userId = await victim();
      const unsubscribeKey = generateSessionToken();
      await w.db.insert(reminderSettings).values({
        userId,
        email: `victim${n}@example.com`,
        confirmTokenHash: sessionIdFromToken(secret),
        confirmExpiresAt: new Date(w.clock.now.getTime() + 3600_000),
        enabled: true,
        hour: 19,
        timeZone: 'UTC',
        unsubscribeKey,
        updatedAt: w.clock.now,
      });
      return { token: `${userId}-${secret}`, unsubscribeKey };
    };
    // Clinical simulations (issue #32): the fixtures' sample problem, seeded once, and a practice of it.
    const cseProblemId = async () => {
      await seedCseProblems(w.db, w.clock.now, [BRANCHING]);
      return (await first(w.db.select({ id: cseProblems.id }).from(cseProblems).where(eq(cseProblems.seedKey, BRANCHING.key))))!.id;
    };
    const cseSession = async (phase: 'active' | 'finished') => {
      const u = await user();
      const problemId = await cseProblemId();
      if (!u) return { sessionId: 'no-such-session-0001', sectionId: 's1', optionId: 'a' };
      const s = await startSession(w, u, { mode: 'problem', problemId });
      if (phase === 'finished') await endSession(w, u, s.id);
      return { sessionId: s.id, sectionId: 's1', optionId: 'a' };
    };
    return {
      cseProblemId,
      cseSession,
      reminderConfirmToken: async () => (await reminderRow()).token,
      reminderUnsubscribeKey: async () => (await reminderRow()).unsubscribeKey,
      openTest,
      missedTest,
      finishedAttemptId,
      reviewCard,
      now: () => w.clock.now,
      caseSet,
      unique: () => `mx${++n}`,
      questionIds: (await w.db.select().from(questions)).filter((q) => q.topicId === 1).map((q) => q.id),
      victimUserId: victim,
      draftQuestionId: async () => await insertQuestion('draft'),
      questionId: async () => await insertQuestion('published'),
      openExamId: async () => await exam(false),
      submittedExamId: async () => await exam(true),
      rteExamId,
      loginEmail: 'mxlogin@example.com',
      loginPassword: 'correct-horse',
      resetToken: async () => (await createResetLink(w, await victim(), { id: userIds.admin!, role: 'admin' })).token,
    };
  }

  async function outcome(role: Role, path: string, type: string, input: unknown): Promise<string> {
    const id = userIds[role];
    const token = id === undefined ? undefined : await createSession(w.db, id, w.clock.now);
    let fn: unknown = w.caller(token);
    for (const key of path.split('.')) fn = (fn as Record<string, unknown>)[key];
    try {
      const result = await (fn as (input: unknown) => Promise<unknown>)(input);
      if (type === 'subscription') {
        // The feed yields a snapshot at once; take it and end the subscription.
        for await (const _first of result as AsyncIterable<unknown>) break;
      }
      return 'ok';
    } catch (err) {
      return err instanceof TRPCError ? err.code : `not a TRPCError: ${String(err)}`;
    }
  }

  for (const role of ROLES) {
    it(`answers each procedure as the table expects for ${role}`, async () => {
      const seen: Record<string, string> = {};
      const expected: Record<string, Outcome> = {};
      for (const p of procedures) {
        const entry = ACCESS[p.path];
        if (!entry) {
          seen[p.path] = 'no entry in ACCESS';
          expected[p.path] = 'an entry in ACCESS' as Outcome;
          continue;
        }
        const input = entry.input ? await entry.input(await fixture(role)) : undefined;
        seen[p.path] = await outcome(role, p.path, p.type, input);
        expected[p.path] = entry.expect[role];
      }
      expect(seen).toEqual(expected);
    });
  }
});

/** Constant ids: enough to check that the sample inputs have the right shape. */
function constantFixture(): Fixture {
  let n = 0;
  return {
    unique: () => `c${++n}`,
    questionIds: [1, 2, 3],
    victimUserId: () => 1,
    draftQuestionId: () => 1,
    questionId: () => 1,
    openExamId: () => '00000000-0000-4000-8000-000000000000',
    submittedExamId: () => '00000000-0000-4000-8000-000000000000',
    rteExamId: () => '00000000-0000-4000-8000-000000000000',
    loginEmail: 'someone@example.com',
    loginPassword: 'password-123',
    resetToken: () => 'a'.repeat(32),
    openTest: () => ({ testId: 1, questionId: 1 }),
    missedTest: () => ({ testId: 1, questionId: 1 }),
    now: () => new Date(),
    caseSet: () => ({ caseSetId: 1, questionId: 1 }),
    finishedAttemptId: () => 1,
    reviewCard: () => ({ testId: 1, questionId: 1 }),
    reminderConfirmToken: () => `1-${'a'.repeat(32)}`,
    reminderUnsubscribeKey: () => 'a'.repeat(32),
    cseProblemId: () => 1,
    cseSession: () => ({ sessionId: 'no-such-session-0001', sectionId: 's1', optionId: 'a' }),
  };
}

/** Issue #15 §3: what an admin may do to each kind of account (the gate above only says an admin may call). */
describe('admin user management × the account it acts on', () => {
  type Target = 'student' | 'otherAdmin' | 'superAdmin' | 'self';
  const TARGETS: Target[] = ['student', 'otherAdmin', 'superAdmin', 'self'];
  const row = (student: string, otherAdmin: string, superAdmin: string, self: string): Record<Target, string> => ({
    student,
    otherAdmin,
    superAdmin,
    self,
  });
  const CALLS: Record<
    string,
    { expect: Record<Target, string>; run: (api: ReturnType<TestWorld['caller']>, id: number) => Promise<unknown> }
  > = {
    'edit details': {
      expect: row('ok', 'ok', 'FORBIDDEN', 'ok'),
      run: (api, id) => api.admin.updateUser({ id, data: { firstName: 'Edited' } }),
    },
    'set a password': {
      expect: row('ok', 'ok', 'FORBIDDEN', 'ok'),
      run: (api, id) => api.admin.updateUser({ id, data: { password: 'another-pass-1' } }),
    },
    'make student': {
      expect: row('ok', 'ok', 'FORBIDDEN', 'FORBIDDEN'),
      run: (api, id) => api.admin.updateUser({ id, data: { role: 'student' } }),
    },
    'make admin': { expect: row('ok', 'ok', 'FORBIDDEN', 'ok'), run: (api, id) => api.admin.updateUser({ id, data: { role: 'admin' } }) },
    'make super_admin': {
      expect: row('FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'),
      run: (api, id) => api.admin.updateUser({ id, data: { role: 'super_admin' } }),
    },
    'change plan': {
      expect: row('ok', 'ok', 'FORBIDDEN', 'ok'),
      run: (api, id) => api.admin.changeSubscription({ userId: id, data: { action: 'upgrade', plan: 'yearly' } }),
    },
    'make a reset link': { expect: row('ok', 'ok', 'FORBIDDEN', 'ok'), run: (api, id) => api.admin.createResetLink({ userId: id }) },
    delete: { expect: row('ok', 'ok', 'FORBIDDEN', 'BAD_REQUEST'), run: (api, id) => api.admin.deleteUser({ id }) },
  };

  for (const [name, c] of Object.entries(CALLS)) {
    it(`${name}: as the table expects for each target`, async () => {
      const seen: Record<string, string> = {};
      for (const target of TARGETS) {
        // A fresh platform per cell: two admins (the actor and another), a super admin and a student.
        const w = await makeWorld();
        const actor = await w.signUp('actor', { role: 'admin' });
        const ids: Record<Target, number> = {
          self: actor.id,
          otherAdmin: (await w.signUp('other', { role: 'admin' })).id,
          superAdmin: (await w.signUp('overseer', { role: 'super_admin' })).id,
          student: (await w.signUp('learner')).id,
        };
        try {
          await c.run(w.caller(actor.token), ids[target]);
          seen[target] = 'ok';
        } catch (err) {
          seen[target] = err instanceof TRPCError ? err.code : String(err);
        }
      }
      expect(seen).toEqual(c.expect);
    });
  }

  it('creating an account: students and admins, never a super admin', async () => {
    const w = await makeWorld();
    const actor = await w.signUp('actor', { role: 'admin' });
    const make = (role: 'student' | 'admin' | 'super_admin') =>
      w.caller(actor.token).admin.createUser({
        username: `new${role}`,
        email: `new-${role}@example.com`,
        firstName: 'N',
        lastName: 'U',
        password: 'password-123',
        role,
      });
    await expect(make('student')).resolves.toMatchObject({ role: 'student' });
    await expect(make('admin')).resolves.toMatchObject({ role: 'admin' });
    await expect(make('super_admin')).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
