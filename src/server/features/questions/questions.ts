import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { caseSets, questions, topics, type QuestionRow } from '../../../../db/schema';
import { FREE_QUIZ_SIZE } from '../../../shared/plans';
import { MIXED_EXAMS, type MixedType } from '../../../shared/exams';
import type { Difficulty } from '../../../shared/difficulty';
import { storedExhibit } from '../../../shared/exhibit';
import type { Deps } from '../../lib/deps';
import { first, type DB } from '../../db';
import { shuffle } from '../../lib/random';
import { bankView } from './bankCache';
import { preparedPerDb } from '../../lib/prepared';
import { dataDifficulties, shownDifficulty } from '../readiness/difficultyBands';
import { DomainError } from '../../lib/domainError';

/**
 * The question bank as learners read it: topics, published single items as a quiz sees them (cached per bank
 * version, features/questions/bankCache.ts), and questions by id for grading. Writing the bank is questionAdmin.ts.
 */

/**
 * The reference an item was checked against, when it was (reviewedOn: a real review only), and when it was written
 * or last rewritten: they travel wherever its explanation does (src/shared/reviewDate.ts words them).
 */
export function citation(q: Pick<QuestionRow, 'source' | 'reviewedOn' | 'writtenOn'> | undefined) {
  return { source: q?.source ?? null, reviewedOn: q?.reviewedOn ?? null, writtenOn: q?.writtenOn ?? null };
}

/**
 * A question as a learner's quiz sees it (the key and explanation give the instant feedback). With `bands` (the
 * data's difficulties, features/readiness/difficultyBands.ts) the difficulty is the one learners see; without, the authored one.
 */
export function toQuizQuestion(q: QuestionRow, bands?: ReadonlyMap<number, Difficulty>) {
  return {
    id: q.id,
    topicId: q.topicId,
    questionText: q.questionText,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    ...citation(q),
    difficulty: bands ? shownDifficulty(bands, q) : q.difficulty,
    createdAt: q.createdAt,
    exhibit: storedExhibit(q.exhibit),
  };
}
export type QuizQuestion = ReturnType<typeof toQuizQuestion>;

/**
 * A published single item: not a draft, and not an item of a clinical case set. Case items only make sense after
 * their scenario and the earlier items' updates, so every single-item pool and count (topic practice, the free
 * quiz, mixed and simulated exams, test pools, review, the bank's totals) reads this, and case sets are practised
 * as sets (features/case-sets/caseSets.ts; docs/decisions/033-clinical-case-sets-are-practised-seeded-and-edited.md).
 */
export const publishedSingle = () => and(eq(questions.status, 'published'), isNull(questions.caseSetId));

/** Every topic with its number of published questions (the landing page's data): cached per bank version. */
export function listTopics(db: DB) {
  return bankView(db, 'topics', async () => await computeTopics(db));
}

async function computeTopics(db: DB) {
  const counts = await db
    .select({ topicId: questions.topicId, n: count() })
    .from(questions)
    .where(publishedSingle())
    .groupBy(questions.topicId);
  const byTopic = new Map(counts.map((c) => [c.topicId, c.n]));
  // Published clinical case sets per topic: the quiz screen offers them beside the topic's single questions.
  const cases = new Map(
    (
      await db
        .select({ topicId: caseSets.topicId, n: count() })
        .from(caseSets)
        .where(eq(caseSets.status, 'published'))
        .groupBy(caseSets.topicId)
    ).map((c) => [c.topicId, c.n]),
  );
  return (await db.select().from(topics).orderBy(asc(topics.id))).map((t) => ({
    ...t,
    questionCount: byTopic.get(t.id) ?? 0,
    caseSetCount: cases.get(t.id) ?? 0,
  }));
}

const topicById = preparedPerDb((db) =>
  db
    .select()
    .from(topics)
    .where(eq(topics.id, sql.placeholder('id')))
    .prepare(),
);

export async function getTopic(db: DB, topicId: number) {
  const topic = await first(topicById(db).execute({ id: topicId }));
  if (!topic) throw new DomainError({ code: 'NOT_FOUND', message: `Topic ${topicId} not found` });
  return topic;
}

/** A topic named in a request body: an unknown one is bad input (400 naming the field), not a missing page. */
export async function requireTopicField(db: DB, topicId: number, field = 'topicId') {
  const topic = await first(topicById(db).execute({ id: topicId }));
  if (!topic) throw new DomainError({ code: 'BAD_REQUEST', message: `${field}: topic ${topicId} does not exist` });
  return topic;
}

/** A topic's published questions in id order, shared by every caller until the bank changes. The array is frozen
 * (typed mutable only so the client's inferred types stay plain arrays): copy before reordering. */
export function publishedQuestionsForTopic(db: DB, topicId: number): Promise<QuizQuestion[]> {
  return bankView(db, `topic:${topicId}`, async () => await computeTopicQuestions(db, topicId));
}

async function computeTopicQuestions(db: DB, topicId: number): Promise<QuizQuestion[]> {
  await getTopic(db, topicId);
  const bands = await dataDifficulties(db);
  return (
    await db
      .select()
      .from(questions)
      .where(and(eq(questions.topicId, topicId), publishedSingle()))
      .orderBy(asc(questions.id))
  ).map((q) => toQuizQuestion(q, bands));
}

/** The public preview: FREE_QUIZ_SIZE questions from the free pool, shuffled. */
export async function freeQuiz(deps: Deps) {
  return shuffle(await freePool(deps.db), deps.random).slice(0, FREE_QUIZ_SIZE);
}

/** The whole free pool as the preview shows it; each request draws its own shuffle from it. */
async function freePool(db: DB) {
  const bands = await dataDifficulties(db);
  return bankView(db, 'free-pool', async () =>
    (
      await db
        .select({ q: questions, topic: topics.name })
        .from(questions)
        .innerJoin(topics, eq(questions.topicId, topics.id))
        .where(and(publishedSingle(), eq(questions.isFree, true)))
        .orderBy(asc(questions.id))
    ).map(({ q, topic }) => ({
      id: q.id,
      questionText: q.questionText,
      options: q.options,
      correctAnswer: q.correctAnswer,
      topic,
      difficulty: shownDifficulty(bands, q),
      explanation: q.explanation,
      ...citation(q),
      exhibit: storedExhibit(q.exhibit),
    })),
  );
}

/** Mixed practice exams: priority topics' questions first, the rest after, cut to size, then shuffled. */
export async function mixedQuiz(deps: Deps, type: MixedType): Promise<QuizQuestion[]> {
  const def = MIXED_EXAMS[type];
  const all = await publishedQuestions(deps.db);
  const priority = new Set(def.priorityTopicIds);
  const first = shuffle(
    all.filter((q) => priority.has(q.topicId)),
    deps.random,
  );
  const rest = shuffle(
    all.filter((q) => !priority.has(q.topicId)),
    deps.random,
  );
  const chosen = [...first, ...rest].slice(0, def.maxQuestions);
  return shuffle(chosen, deps.random);
}

/** Every published question as a quiz sees it, in id order, shared until the bank changes (frozen: copy to reorder). */
export function publishedQuestions(db: DB): Promise<readonly QuizQuestion[]> {
  return bankView(db, 'published', async () => {
    const bands = await dataDifficulties(db);
    return (await db.select().from(questions).where(publishedSingle()).orderBy(asc(questions.id))).map((q) => toQuizQuestion(q, bands));
  });
}

export function publishedQuestionIds(db: DB): Promise<readonly number[]> {
  return bankView(db, 'published-ids', async () =>
    (await db.select({ id: questions.id }).from(questions).where(publishedSingle()).orderBy(asc(questions.id))).map((r) => r.id),
  );
}

/**
 * Questions by id, any status (grading and exams look answers up here), from the cached bank: a save or an
 * exam start reads no question rows from SQLite.
 */
export async function questionsByIds(db: DB, ids: readonly number[]): Promise<Map<number, QuestionRow>> {
  const all = await bankView(
    db,
    'questions-by-id',
    async () => new Map((await bankView(db, 'all-questions', async () => await db.select().from(questions))).map((q) => [q.id, q])),
  );
  const out = new Map<number, QuestionRow>();
  for (const id of ids) {
    const q = all.get(id);
    if (q) out.set(id, q);
  }
  return out;
}
