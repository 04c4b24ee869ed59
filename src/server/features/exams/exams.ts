// Exams: start, sections, case locks, submit and the result. Long (685 lines) because the phase rules are shared by
// every step; the result and its RTE score report are the first pieces issue #31 splits out.
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { attemptAnswers, caseSets, examSessions, quizAttempts, topics, type QuestionRow, type UserRow } from '../../../../db/schema';
import { EXAMS, MIN_EXAM_QUESTIONS, type ExamType } from '../../../shared/exams';
import { sectionOfTmcCode, type OutlineSection } from '../../../shared/bankVocabulary';
import {
  CUTS,
  FORMAT_TYPES,
  LONG_ITEM_FACTOR,
  SECTION_LOCK_GRACE_SECONDS,
  cutReached,
  secondsPerItem,
  type ExamForm,
  type FormatType,
} from '../../../shared/examFormats';
import { assembleForm, formBank, SECTION_TITLES } from './examForms';
import { rteScoreReport } from './examReport';
import { storedExhibit } from '../../../shared/exhibit';
import { isPro } from '../../../shared/plans';
import { indexOfLetter, isPassing, performanceLabel, scorePercent } from '../../../shared/scoring';
import { first, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { logActivity } from '../../lib/activity';
import { answeredOnly, storeAttempt, type GradedAnswer } from '../quizzes/attempts';
import { scheduleAnswers } from '../study/review';
import { lockLearner } from '../../lib/learnerLock';
import { assertExamAllowed, lockFreeAttempts } from '../plans/planLimits';
import { assertExamStartAllowed } from '../../lib/accountLimits';
import { citation, publishedQuestionIds, questionsByIds } from '../questions/questions';
import { shuffle } from '../../lib/random';
import { dataDifficulties, shownDifficulty } from '../readiness/itemStats';
import { DomainError } from '../../lib/domainError';

type ExamSessionRow = typeof examSessions.$inferSelect;

async function topicNames(db: DB): Promise<Map<number, string>> {
  return new Map((await db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
}

const isFormat = (t: string): t is FormatType => (FORMAT_TYPES as readonly string[]).includes(t);
const formOf = (s: ExamSessionRow): ExamForm | null => (s.form && isFormat(s.examType) ? (s.form as ExamForm) : null);
const MINUTE = 60_000;

/**
 * Where a real-format exam stands at `now`. The TMC has one section; the RTE runs section 1, an optional break,
 * then section 2 with its own clock. Section 1 ends when the learner ends it or at its deadline; the break ends when
 * the learner starts section 2 or when it runs out. Nothing needs a write for time to move on: the stored moments
 * only record what the learner did early.
 */
export function examPhase(s: Pick<ExamSessionRow, 'startedAt' | 'deadlineAt'>, form: ExamForm, now: Date) {
  const t = now.getTime();
  const start = s.startedAt.getTime();
  if (form.sections.length === 1) {
    return { phase: 'section' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s.deadlineAt.getTime(), breakEndsAt: null };
  }
  const s1Deadline = start + form.sections[0]!.minutes * MINUTE;
  const s1End = form.section1EndedAt ?? (t >= s1Deadline ? s1Deadline : null);
  if (s1End === null)
    return { phase: 'section' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s1Deadline, breakEndsAt: null };
  const breakEnd = s1End + form.breakMaxMinutes * MINUTE;
  const s2Start = form.section2StartedAt ?? (t >= breakEnd ? breakEnd : null);
  if (s2Start === null)
    return { phase: 'break' as const, section: 0, sectionStartAt: start, sectionDeadlineAt: s1End, breakEndsAt: breakEnd };
  return {
    phase: 'section' as const,
    section: 1,
    sectionStartAt: s2Start,
    sectionDeadlineAt: s2Start + form.sections[1]!.minutes * MINUTE,
    breakEndsAt: null,
  };
}

/** Section 1's answers as locked; an RTE whose section 1 ran out before the client sent them locked it unanswered. */
function lockedSection1(form: ExamForm): (string | null)[] {
  return form.lockedAnswers ?? Array<string | null>(form.sections[0]!.end).fill(null);
}

/** Per position: the answer locked on a case-set item (null: not locked). */
function caseLocks(form: ExamForm): (string | null)[] {
  return form.caseLocked ?? Array<string | null>(form.scored.length).fill(null);
}

/**
 * The one item of a case set the learner may answer now, counted within the set: the first item not yet locked. The
 * last item never needs a lock (nothing follows it), so a set whose other items are locked is wholly open.
 */
function caseFrontier(c: ExamForm['caseSets'][number], locks: readonly (string | null)[]): number {
  let k = 0;
  while (k < c.length - 1 && locks[c.start + k] != null) k++;
  return k;
}

/** Positions of case-set items that stay on the server: their case's earlier items are not locked yet. */
function hiddenCasePositions(form: ExamForm | null): Set<number> {
  const hidden = new Set<number>();
  if (!form) return hidden;
  const locks = caseLocks(form);
  for (const c of form.caseSets) {
    for (let k = caseFrontier(c, locks) + 1; k < c.length; k++) hidden.add(c.start + k);
  }
  return hidden;
}

/**
 * The answers sent, with every locked case-set item's answer in force (a different answer there is a 409) and no
 * answer for an item the learner was never shown. `offset` is the position of answers[0].
 */
function withCaseLocks(form: ExamForm, answers: readonly (string | null)[], offset = 0): (string | null)[] {
  const locks = caseLocks(form);
  const hidden = hiddenCasePositions(form);
  return answers.map((a, j) => {
    const i = j + offset;
    const locked = locks[i];
    if (locked != null) {
      if (a != null && a !== locked) {
        throw new DomainError({ code: 'CONFLICT', message: `Question ${i + 1} is locked: its answer can no longer change` });
      }
      return locked;
    }
    return hidden.has(i) ? null : (a ?? null);
  });
}

async function caseSetTitles(db: DB, ids: number[]) {
  if (ids.length === 0) return new Map<number, { title: string; scenario: string }>();
  return new Map(
    (
      await db
        .select({ id: caseSets.id, title: caseSets.title, scenario: caseSets.scenario })
        .from(caseSets)
        .where(inArray(caseSets.id, ids))
    ).map((c) => [c.id, c]),
  );
}

/** Per position: the case set an item belongs to, with its scenario and the updates up to the item. */
async function caseContext(db: DB, form: ExamForm | null, questionIds: number[], byId: Map<number, QuestionRow>) {
  const out = new Map<
    number,
    { caseSetId: number; title: string; scenario: string; position: number; length: number; updates: string[] }
  >();
  if (!form) return out;
  const sets = await caseSetTitles(
    db,
    form.caseSets.map((c) => c.caseSetId),
  );
  for (const c of form.caseSets) {
    const set = sets.get(c.caseSetId);
    const updates: string[] = [];
    for (let k = 0; k < c.length; k++) {
      const update = byId.get(questionIds[c.start + k]!)?.caseUpdate;
      if (update) updates.push(update);
      out.set(c.start + k, {
        caseSetId: c.caseSetId,
        title: set?.title ?? 'Clinical case',
        scenario: set?.scenario ?? '',
        position: k + 1,
        length: c.length,
        updates: updates.slice(),
      });
    }
  }
  return out;
}

/**
 * What the active exam screen needs: the questions without their keys, and the server's clock. A real-format exam
 * also brings its sections and where it stands; the RTE's second section's questions leave the server only once it
 * starts, and its first section's answers come back as locked.
 */
async function examPayload(deps: Deps, s: ExamSessionRow) {
  const byId = await questionsByIds(deps.db, s.questionIds);
  // Shown difficulty follows the learners' answers once an item has enough of them (issue #19), as everywhere else.
  const bands = await dataDifficulties(deps.db);
  const names = await topicNames(deps.db);
  const exam = EXAMS[s.examType as ExamType];
  const form = formOf(s);
  const now = deps.now();
  const phase = form ? examPhase(s, form, now) : null;
  const visibleEnd =
    form && phase
      ? phase.phase === 'section' && phase.section === 1
        ? s.questionIds.length
        : form.sections[0]!.end
      : s.questionIds.length;
  const cases = await caseContext(deps.db, form, s.questionIds, byId);
  const hidden = hiddenCasePositions(form);
  const locks = form ? caseLocks(form) : [];
  return {
    examSessionId: s.id,
    examType: s.examType as ExamType,
    name: exam.name,
    timeLimitMinutes: exam.timeLimitMinutes,
    startedAt: s.startedAt,
    deadlineAt: s.deadlineAt,
    serverNow: now,
    totalItems: s.questionIds.length,
    format: form
      ? {
          type: form.format,
          secondsPerItem: secondsPerItem(form.format),
          sections: form.sections,
          breakMaxMinutes: form.breakMaxMinutes,
          phase: phase!.phase,
          section: phase!.section,
          sectionStartAt: new Date(phase!.sectionStartAt),
          sectionDeadlineAt: new Date(phase!.sectionDeadlineAt),
          breakEndsAt: phase!.breakEndsAt === null ? null : new Date(phase!.breakEndsAt),
          lockedAnswers: phase!.phase === 'section' && phase!.section === 0 ? null : lockedSection1(form),
          // Each case set's items, how many are open (the rest wait for a lock), and the answers locked so far.
          caseSets: form.caseSets.map((c) => ({ start: c.start, length: c.length, open: caseFrontier(c, locks) + 1 })),
          caseLocked: locks,
        }
      : null,
    questions: s.questionIds.slice(0, visibleEnd).flatMap((id, i) => {
      const q = byId.get(id);
      return q && !hidden.has(i)
        ? [
            {
              id: q.id,
              position: i,
              topicId: q.topicId,
              topicName: names.get(q.topicId) ?? 'Unknown',
              questionText: q.questionText,
              options: q.options,
              difficulty: shownDifficulty(bands, q),
              exhibit: storedExhibit(q.exhibit),
              case: cases.get(i) ?? null,
            },
          ]
        : [];
    }),
  };
}
export type ActiveExam = Awaited<ReturnType<typeof examPayload>>;

/**
 * Starts an exam. The spec's three pool every topic, shuffle and cut to size; a free user's start counts against the
 * limit. The real-format simulations get a server-assembled form (examForms.ts) and, for the RTE, the latest end the
 * two sections and the break allow (moved earlier when the learner ends section 1 or the break early).
 */
export async function startExam(deps: Deps, user: UserRow, examType: ExamType): Promise<ActiveExam> {
  const exam = EXAMS[examType];
  const now = deps.now();
  await assertExamAllowed(deps.db, user, examType, now);
  let questionIds: number[];
  let form: ExamForm | null = null;
  let minutes: number = exam.timeLimitMinutes;
  if (isFormat(examType)) {
    const seen = examType === 'rte' ? await caseSetsMet(deps.db, user.id) : new Set<number>();
    const assembled = assembleForm(examType, await formBank(deps.db), deps.random, seen);
    questionIds = assembled.questionIds;
    form = assembled.form;
    minutes = form.sections.reduce((m, x) => m + x.minutes, 0) + form.breakMaxMinutes;
  } else {
    const pool = await publishedQuestionIds(deps.db);
    if (pool.length === 0) {
      throw new DomainError({ code: 'PRECONDITION_FAILED', message: 'Unable to load exam questions. Please try again later.' });
    }
    if (pool.length < MIN_EXAM_QUESTIONS) {
      throw new DomainError({
        code: 'PRECONDITION_FAILED',
        message: `Only ${pool.length} questions available. Need at least ${MIN_EXAM_QUESTIONS} for an exam.`,
      });
    }
    questionIds = shuffle(pool, deps.random).slice(0, exam.questionCount);
  }
  // The session counts against a free user's limit: it is stored with its activity row, or neither is. The limit is
  // checked again in the transaction that stores the session, so parallel starts cannot all pass the first check.
  const session = await transaction(deps.db, async (tx) => {
    // The weekly-attempt lock, then the learner's, the order a reported exam's save takes them (attempts.ts):
    // parallel starts then count one another against every limit.
    await lockFreeAttempts(tx, user);
    await lockLearner(tx, user.id);
    await assertExamAllowed(tx, user, examType, now);
    await assertExamStartAllowed(tx, deps.config, user.id, now);
    const row = (await first(
      tx
        .insert(examSessions)
        .values({
          id: crypto.randomUUID(),
          userId: user.id,
          examType,
          questionIds,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + minutes * MINUTE),
          form,
        })
        .returning(),
    ))!;
    await logActivity(tx, deps.runtime, user.id, 'quiz_start', now);
    return row;
  });
  return await examPayload(deps, session);
}

/** The case sets of the learner's earlier RTE simulations: a new form takes others while the bank has enough. */
async function caseSetsMet(db: DB, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ form: examSessions.form })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), eq(examSessions.examType, 'rte')));
  return new Set(rows.flatMap((r) => ((r.form as ExamForm | null)?.caseSets ?? []).map((c) => c.caseSetId)));
}

async function ownSession(db: DB, user: UserRow, examSessionId: string): Promise<ExamSessionRow> {
  const s = await first(db.select().from(examSessions).where(eq(examSessions.id, examSessionId)).limit(1));
  if (!s || s.userId !== user.id) throw new DomainError({ code: 'NOT_FOUND', message: 'Exam not found' });
  return s;
}

/**
 * The session read inside `tx` under the learner's lock (learnerLock.ts): a section end, a break end, a case lock and
 * the submit each decide on the form JSON they then write back whole, so each must read it after the one before has
 * committed, or one would write over the other's change (a lost lock, a lost section end, two answers locked).
 */
async function lockedSession(tx: DB, user: UserRow, examSessionId: string): Promise<ExamSessionRow> {
  await lockLearner(tx, user.id);
  return await ownSession(tx, user, examSessionId);
}

/**
 * Reads the session under the learner's lock, lets `change` decide on it and write it back inside the same
 * transaction, then answers the exam as it now is (built after the commit: examPayload reads the cached bank).
 */
async function changeSession(
  deps: Deps,
  user: UserRow,
  examSessionId: string,
  change: (tx: DB, s: ExamSessionRow) => Promise<ExamSessionRow>,
): Promise<ActiveExam> {
  const session = await transaction(deps.db, async (tx) => change(tx, await lockedSession(tx, user, examSessionId)));
  return await examPayload(deps, session);
}

function sectionedForm(s: ExamSessionRow): ExamForm {
  const form = formOf(s);
  if (!form || form.sections.length < 2) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'examSessionId: this exam has one section; only the RTE simulation has two' });
  }
  if (s.submittedAt) throw new DomainError({ code: 'CONFLICT', message: 'This exam has already been submitted' });
  return form;
}

const sameAnswers = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
  a.length === b.length && a.every((x, i) => (x ?? null) === (b[i] ?? null));

async function saveForm(tx: DB, s: ExamSessionRow, form: ExamForm, deadlineAt: Date): Promise<ExamSessionRow> {
  await tx.update(examSessions).set({ form, deadlineAt }).where(eq(examSessions.id, s.id));
  return { ...s, form, deadlineAt };
}

/**
 * RTE: ends section 1 with its answers, which the server locks; the break starts. The client's automatic end at
 * section 1's deadline may arrive up to SECTION_LOCK_GRACE_SECONDS late. Once locked (or once section 1 ran out
 * and the grace passed), section 1's answers can no longer change: sending other answers is a 409.
 */
export async function endExamSection(deps: Deps, user: UserRow, examSessionId: string, answers: (string | null)[]): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = sectionedForm(s);
    const size = form.sections[0]!.end;
    if (answers.length !== size) {
      throw new DomainError({
        code: 'BAD_REQUEST',
        message: `answers: section 1 has ${size} questions; send one answer (or null) for each`,
      });
    }
    const now = deps.now();
    const t = now.getTime();
    const s1Deadline = s.startedAt.getTime() + form.sections[0]!.minutes * MINUTE;
    if (form.lockedAnswers) {
      if (sameAnswers(form.lockedAnswers, withCaseLocks(form, answers))) return s;
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is locked: its answers can no longer change' });
    }
    const phase = examPhase(s, form, now);
    const inTime = phase.phase === 'section' && phase.section === 0;
    const lateButGraced =
      form.section1EndedAt === null && form.section2StartedAt === null && t <= s1Deadline + SECTION_LOCK_GRACE_SECONDS * 1000;
    if (!inTime && !lateButGraced) {
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is locked: its time ran out and its answers can no longer change' });
    }
    const endedAt = Math.min(t, s1Deadline);
    const next: ExamForm = { ...form, section1EndedAt: endedAt, lockedAnswers: withCaseLocks(form, answers) };
    const deadline = new Date(endedAt + (form.breakMaxMinutes + form.sections[1]!.minutes) * MINUTE);
    return await saveForm(tx, s, next, deadline);
  });
}

/** RTE: ends the break now and starts section 2's clock; again answers the same. */
export async function startExamSection(deps: Deps, user: UserRow, examSessionId: string): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = sectionedForm(s);
    const now = deps.now();
    const phase = examPhase(s, form, now);
    if (phase.phase === 'section' && phase.section === 0) {
      throw new DomainError({ code: 'CONFLICT', message: 'Section 1 is still running: end it before section 2 starts' });
    }
    if (phase.phase === 'section') return s;
    const next: ExamForm = { ...form, section1EndedAt: phase.sectionDeadlineAt, section2StartedAt: now.getTime() };
    return await saveForm(tx, s, next, new Date(now.getTime() + form.sections[1]!.minutes * MINUTE));
  });
}

/**
 * RTE: locks the answer to one case-set item and opens the next item of its case. A case's items are answered in
 * order and each is final once the next one shows, because a later item's update can give away an earlier key (as
 * in case-set practice). Locking the same answer again answers the same; another answer is a 409.
 */
export async function lockCaseItem(
  deps: Deps,
  user: UserRow,
  examSessionId: string,
  position: number,
  answer: string,
): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = formOf(s);
    if (!form || form.caseSets.length === 0) {
      throw new DomainError({ code: 'BAD_REQUEST', message: 'examSessionId: this exam has no case sets; only the RTE simulation does' });
    }
    if (s.submittedAt) throw new DomainError({ code: 'CONFLICT', message: 'This exam has already been submitted' });
    const c = form.caseSets.find((x) => position >= x.start && position < x.start + x.length);
    if (!c) throw new DomainError({ code: 'BAD_REQUEST', message: `position: question ${position + 1} is not part of a case set` });
    const locks = caseLocks(form).slice();
    const held = locks[position];
    if (held != null) {
      if (held === answer) return s;
      throw new DomainError({ code: 'CONFLICT', message: `Question ${position + 1} is locked: its answer can no longer change` });
    }
    const now = deps.now();
    const phase = examPhase(s, form, now);
    const section = form.sections.findIndex((x) => position >= x.start && position < x.end);
    if (phase.phase !== 'section' || phase.section !== section || now.getTime() > phase.sectionDeadlineAt) {
      throw new DomainError({ code: 'CONFLICT', message: `Question ${position + 1} is not in the section that is running` });
    }
    const frontier = caseFrontier(c, locks);
    if (position - c.start > frontier) {
      throw new DomainError({
        code: 'CONFLICT',
        message: `Question ${position + 1} opens once question ${c.start + frontier + 1} is locked: a case's items are answered in order`,
      });
    }
    const options = (await questionsByIds(tx, [s.questionIds[position]!])).get(s.questionIds[position]!)?.options.length ?? 0;
    if (indexOfLetter(answer) >= options) {
      throw new DomainError({ code: 'BAD_REQUEST', message: `answer: question ${position + 1} has ${options} options` });
    }
    locks[position] = answer;
    return await saveForm(tx, s, { ...form, caseLocked: locks }, s.deadlineAt);
  });
}

/** The exam in progress, if any, so a reload resumes it with the same clock. */
export async function activeExam(deps: Deps, user: UserRow): Promise<ActiveExam | null> {
  const s = await first(
    deps.db
      .select()
      .from(examSessions)
      .where(and(eq(examSessions.userId, user.id), isNull(examSessions.submittedAt), gt(examSessions.deadlineAt, deps.now())))
      .orderBy(desc(examSessions.startedAt))
      .limit(1),
  );
  return s ? await examPayload(deps, s) : null;
}

/**
 * The answers a real-format exam is graded on: section 1's as locked once section 1 is over (a different non-null
 * answer there is a 409; a null is read as not sent), the rest as sent.
 */
function formAnswers(s: ExamSessionRow, form: ExamForm, answers: (string | null)[], now: Date): (string | null)[] {
  const all = withCaseLocks(
    form,
    s.questionIds.map((_, i) => answers[i] ?? null),
  );
  if (form.sections.length < 2) return all;
  const phase = examPhase(s, form, now);
  if (phase.phase === 'section' && phase.section === 0) return all;
  const locked = lockedSection1(form);
  for (let i = 0; i < locked.length; i++) {
    if (all[i] !== null && all[i] !== locked[i]) {
      throw new DomainError({ code: 'CONFLICT', message: `Section 1 is locked: the answer to question ${i + 1} can no longer change` });
    }
    all[i] = locked[i] ?? null;
  }
  return all;
}

/**
 * Pacing seconds are checked for shape (the schema: whole, 0–24 h each; here: one per item) and stored; they never
 * grade. A device's clock may run fast or jump (a sleeping laptop): seconds adding up to more than the exam ran are
 * scaled down to fit rather than refused, so pacing data can never cost a learner their exam.
 */
function checkedItemSeconds(s: ExamSessionRow, itemSeconds: number[] | undefined, end: number): number[] | null {
  if (!itemSeconds) return null;
  if (itemSeconds.length !== s.questionIds.length) {
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `itemSeconds: this exam has ${s.questionIds.length} questions; send one number for each`,
    });
  }
  const ran = Math.max(0, Math.round((end - s.startedAt.getTime()) / 1000));
  const sum = itemSeconds.reduce((x, y) => x + y, 0);
  if (sum <= ran + SECTION_LOCK_GRACE_SECONDS) return itemSeconds;
  return itemSeconds.map((x) => Math.floor((x * ran) / sum));
}

/**
 * Grades the exam from the stored keys; submitting twice returns the first result. A real-format exam is graded on
 * its scored items only: the attempt holds them alone (x of 140 or 160), and every answer stays in the form for the
 * review.
 */
export async function submitExam(deps: Deps, user: UserRow, examSessionId: string, answers: (string | null)[], itemSeconds?: number[]) {
  const before = await ownSession(deps.db, user, examSessionId);
  if (answers.length > before.questionIds.length) {
    throw new DomainError({ code: 'BAD_REQUEST', message: `answers: this exam has ${before.questionIds.length} questions` });
  }
  if (!before.submittedAt) {
    // An exam's questions are fixed at its start: read from the cached bank before the transaction.
    const byId = await questionsByIds(deps.db, before.questionIds);
    // The form (its case locks, section 1's locked answers) is read again under the learner's lock, so a lock or a
    // section end racing the submit is in what is graded, or refused as coming after it.
    await transaction(deps.db, async (tx) => {
      const s = await lockedSession(tx, user, examSessionId);
      if (s.submittedAt) return;
      const now = deps.now();
      const end = Math.min(now.getTime(), s.deadlineAt.getTime());
      const form = formOf(s);
      const given = form ? formAnswers(s, form, answers, now) : answers;
      const seconds = checkedItemSeconds(s, itemSeconds, now.getTime());
      const graded: GradedAnswer[] = s.questionIds.map((id, i) => {
        const q = byId.get(id);
        const userAnswer = given[i] ?? null;
        // A question deleted mid-exam still counts in the total; it cannot be answered right.
        return { questionId: q ? id : null, topicId: q?.topicId ?? 0, userAnswer, isCorrect: !!q && userAnswer === q.correctAnswer };
      });
      const counted = form ? graded.filter((_, i) => form.scored[i]) : graded;
      const claimed = await tx
        .update(examSessions)
        .set({
          submittedAt: now,
          itemSeconds: seconds,
          ...(form ? { form: { ...form, submittedAnswers: given.map((x) => x ?? null) } } : {}),
        })
        .where(and(eq(examSessions.id, s.id), isNull(examSessions.submittedAt)))
        .returning({ id: examSessions.id });
      if (claimed.length === 0) return;
      // The same connection: the store's own transaction runs as a savepoint inside this one.
      await storeAttempt(tx, deps.runtime, {
        userId: user.id,
        kind: 'exam',
        examType: s.examType,
        answers: counted.filter((g) => g.topicId !== 0),
        totalQuestions: counted.length,
        timeSpent: Math.max(0, Math.round((end - s.startedAt.getTime()) / 1000)),
        examSessionId: s.id,
        completedAt: now,
      });
      await scheduleAnswers(tx, user.id, answeredOnly(counted.filter((g) => g.topicId !== 0)), now);
    });
  }
  return await examResult(deps, user, examSessionId);
}

export async function examResult(deps: Deps, user: UserRow, examSessionId: string) {
  const s = await ownSession(deps.db, user, examSessionId);
  const attempt = await first(deps.db.select().from(quizAttempts).where(eq(quizAttempts.examSessionId, s.id)).limit(1));
  if (!attempt) throw new DomainError({ code: 'NOT_FOUND', message: 'This exam has not been submitted yet' });
  const answers = await deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
  const answerByQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const byId = await questionsByIds(deps.db, s.questionIds);
  const names = await topicNames(deps.db);
  const form = formOf(s);
  const cases = await caseContext(deps.db, form, s.questionIds, byId);
  // The free plan is a taste, not a copy of the bank: a free learner sees the key and explanation of what they got right.
  const pro = isPro(user);
  const breakdown = new Map<string, { topicName: string; correct: number; total: number }>();
  const review = s.questionIds.map((id, i) => {
    const q = byId.get(id);
    const a = answerByQuestion.get(id);
    const scored = form ? (form.scored[i] ?? true) : true;
    // An unscored pretest item has no attempt row: its answer is read from the form and checked here, for the review only.
    const userAnswer = form ? (form.submittedAnswers?.[i] ?? null) : (a?.userAnswer ?? null);
    const isCorrect = form ? !!q && userAnswer === q.correctAnswer : (a?.isCorrect ?? false);
    const topicName = q ? (names.get(q.topicId) ?? 'Unknown') : 'Removed question';
    if (scored) {
      const entry = breakdown.get(topicName) ?? { topicName, correct: 0, total: 0 };
      entry.total++;
      if (isCorrect) entry.correct++;
      breakdown.set(topicName, entry);
    }
    const keyWithheld = !pro && !isCorrect;
    return {
      questionId: id,
      topicName,
      questionText: q?.questionText ?? 'This question was removed from the bank.',
      options: q?.options ?? [],
      exhibit: storedExhibit(q?.exhibit),
      correctAnswer: keyWithheld ? null : (q?.correctAnswer ?? null),
      explanation: keyWithheld ? '' : (q?.explanation ?? ''),
      ...(keyWithheld ? citation(undefined) : citation(q)),
      userAnswer,
      isCorrect,
      keyWithheld,
      scored,
      seconds: s.itemSeconds?.[i] ?? null,
      case: cases.get(i) ?? null,
    };
  });
  const fidelity = form
    ? {
        ...fidelityReport(s, form, review, byId),
        rte: form.format === 'rte' ? await rteScoreReport(deps.db, form, s.questionIds, review, byId) : null,
      }
    : null;
  return {
    attemptId: attempt.id,
    examType: s.examType as ExamType,
    name: EXAMS[s.examType as ExamType].name,
    score: attempt.score,
    correctCount: attempt.correctCount,
    totalQuestions: attempt.totalQuestions,
    timeSpent: attempt.timeSpent ?? 0,
    passed: fidelity ? fidelity.cutReached !== 'none' : isPassing(attempt.score),
    performanceLabel: performanceLabel(attempt.score),
    topicBreakdown: [...breakdown.values()]
      .map((b) => ({ ...b, percent: scorePercent(b.correct, b.total) }))
      .sort((x, y) => x.topicName.localeCompare(y.topicName)),
    fidelity,
    review,
  };
}

interface Tally {
  key: string;
  label: string;
  correct: number;
  total: number;
}
function tally(rows: Map<string, Tally>, key: string, label: string, correct: boolean) {
  const t = rows.get(key) ?? { key, label, correct: 0, total: 0 };
  t.total++;
  if (correct) t.correct++;
  rows.set(key, t);
}

/**
 * The real-format result: scored items correct against the cuts, the breakdown (TMC by outline section; RTE breadth
 * vs clinical judgment, with the outline's sections and categories in examReport.ts), and pacing against the budget.
 */
function fidelityReport(
  s: ExamSessionRow,
  form: ExamForm,
  review: { isCorrect: boolean; scored: boolean }[],
  byId: Map<number, QuestionRow>,
) {
  const cuts = CUTS[form.format];
  const sections = new Map<string, Tally>();
  let correct = 0;
  let total = 0;
  review.forEach((r, i) => {
    if (!r.scored) return;
    total++;
    if (r.isCorrect) correct++;
    const q = byId.get(s.questionIds[i]!);
    if (form.format === 'tmc') {
      const section = (q?.outlineSection as OutlineSection | null) ?? (q?.tmcCode ? sectionOfTmcCode(q.tmcCode) : null);
      if (section) tally(sections, section, SECTION_TITLES[section], r.isCorrect);
    } else {
      const kind = form.kind[i] ?? 'breadth';
      tally(sections, kind, kind === 'case' ? 'Clinical judgment (case sets)' : 'Breadth items', r.isCorrect);
    }
  });
  const budget = secondsPerItem(form.format);
  const seconds = s.itemSeconds ?? null;
  const order = (m: Map<string, Tally>) => [...m.values()].sort((a, b) => a.key.localeCompare(b.key));
  return {
    format: form.format,
    scoredCorrect: correct,
    scoredTotal: total,
    pretestCount: form.scored.filter((x) => !x).length,
    cuts,
    cutReached: cutReached(correct, cuts),
    sections: order(sections),
    pacing: {
      budgetSeconds: Math.round(budget * 10) / 10,
      itemSeconds: seconds,
      longItems: seconds ? seconds.flatMap((x, i) => (x > budget * LONG_ITEM_FACTOR ? [i + 1] : [])) : [],
    },
  };
}
