import { and, eq, inArray, sql } from 'drizzle-orm';
import { marks, questions, reviewCards } from '../../../../db/schema';
import { RTE_SECTIONS, type RteSection } from '../../../shared/rteOutline';
import { QUESTION_POOLS, type QuestionPool, type TestPool } from '../../../shared/study';
import type { DB } from '../../db';
import { bankView } from '../questions/bankCache';
import { preparedPerDb } from '../../lib/prepared';
import { listTopics, publishedQuestions, publishedSingle, requireTopicField, type QuizQuestion } from '../questions/questions';

/**
 * The pools a test draws from, for one learner, over the published bank:
 *   unused    — never answered anywhere (topic quiz, exam, test): the learner has no review card for it;
 *   incorrect — the learner's latest answer to it was wrong;
 *   marked    — the learner flagged it for review anywhere (shown as Flagged);
 *   all       — every published question.
 * Unused and incorrect never overlap; marked overlaps both. A test from several pools takes their union, each
 * question once. The reads are the learner's rows by primary key prefix (at most one per question of the bank)
 * and the cached bank, so the cost follows the bank's size, not the learner's history.
 */
const learnerRows = preparedPerDb((db) => ({
  cards: db
    .select({ questionId: reviewCards.questionId, lastCorrect: reviewCards.lastCorrect })
    .from(reviewCards)
    .where(eq(reviewCards.userId, sql.placeholder('userId')))
    .prepare(),
  marks: db
    .select({ questionId: marks.questionId })
    .from(marks)
    .where(eq(marks.userId, sql.placeholder('userId')))
    .prepare(),
}));

export interface Membership {
  unused: boolean;
  incorrect: boolean;
  marked: boolean;
  all: true;
}

export async function poolMembership(db: DB, userId: number): Promise<(questionId: number) => Membership> {
  const rows = learnerRows(db);
  const lastCorrect = new Map((await rows.cards.execute({ userId })).map((c) => [c.questionId, c.lastCorrect]));
  const marked = new Set((await rows.marks.execute({ userId })).map((m) => m.questionId));
  return (id) => {
    const last = lastCorrect.get(id);
    return { unused: last === undefined, incorrect: last === false, marked: marked.has(id), all: true };
  };
}

export const inPools = (m: Membership, pools: readonly QuestionPool[]) => pools.some((p) => m[p]);

/** Topic ids as asked (each must exist: a 400 naming topicIds otherwise), or every topic. */
export async function resolveTopics(db: DB, topicIds: readonly number[] | undefined): Promise<number[]> {
  if (!topicIds) return (await listTopics(db)).map((t) => t.id);
  for (const id of topicIds) await requireTopicField(db, id, 'topicIds');
  return [...topicIds];
}

/**
 * The published single items placed in these RTE sections, read through questions_status_rte_section_idx once per
 * bank version and choice of sections. Left out (undefined), a test is not limited by section: items the outline
 * does not place yet stay in it.
 */
export function questionsInSections(db: DB, sections: readonly RteSection[] | undefined): Promise<ReadonlySet<number>> | null {
  if (!sections) return null;
  const chosen = RTE_SECTIONS.filter((s) => sections.includes(s));
  return bankView(db, `rte-sections:${chosen.join(',')}`, async () => {
    const rows = await db
      .select({ id: questions.id })
      .from(questions)
      .where(and(publishedSingle(), inArray(questions.rteSection, chosen)));
    return new Set(rows.map((r) => r.id));
  });
}

/** Every published single item's RTE section (null: not placed yet), for the per-section counts of Create Test. */
function sectionById(db: DB): Promise<ReadonlyMap<number, RteSection | null>> {
  return bankView(db, 'rte-section-by-id', async () => {
    const rows = await db.select({ id: questions.id, section: questions.rteSection }).from(questions).where(publishedSingle());
    return new Map(rows.map((r) => [r.id, r.section]));
  });
}

/** The published questions of these topics (and RTE sections, when given) in the union of these pools, in id order. */
export async function poolQuestions(
  db: DB,
  userId: number,
  pools: readonly QuestionPool[],
  topicIds: readonly number[],
  sections?: readonly RteSection[],
): Promise<QuizQuestion[]> {
  const member = await poolMembership(db, userId);
  const topics = new Set(topicIds);
  const inSections = await questionsInSections(db, sections);
  return (await publishedQuestions(db)).filter(
    (q) => topics.has(q.topicId) && (!inSections || inSections.has(q.id)) && inPools(member(q.id), pools),
  );
}

/**
 * `learner.testPoolCounts`: for the chosen topics and sections, how many questions each pool holds; for each topic,
 * how many the chosen pools hold together in the chosen sections (its checkbox count) and in all; for each RTE
 * section, the same within the chosen topics; and what a test from the choice can draw.
 */
export async function poolCounts(db: DB, userId: number, input: { pools?: TestPool[]; topicIds?: number[]; rteSections?: RteSection[] }) {
  const chosenTopics = new Set(await resolveTopics(db, input.topicIds));
  const chosenSections = input.rteSections ? new Set<RteSection | null>(input.rteSections) : null;
  const chosenPools = (input.pools ?? ['unused']).filter((p): p is QuestionPool => (QUESTION_POOLS as readonly string[]).includes(p));
  const member = await poolMembership(db, userId);
  const sectionOf = await sectionById(db);
  const pools: Record<QuestionPool, number> = { unused: 0, incorrect: 0, marked: 0, all: 0 };
  const perTopic = new Map<number, { available: number; total: number }>();
  const perSection = new Map<RteSection, { available: number; total: number }>(RTE_SECTIONS.map((s) => [s, { available: 0, total: 0 }]));
  let available = 0;
  for (const q of await publishedQuestions(db)) {
    const m = member(q.id);
    const hit = inPools(m, chosenPools);
    const section = sectionOf.get(q.id) ?? null;
    const sectionChosen = !chosenSections || chosenSections.has(section);
    const topicChosen = chosenTopics.has(q.topicId);
    const t = perTopic.get(q.topicId) ?? { available: 0, total: 0 };
    t.total++;
    if (hit && sectionChosen) t.available++;
    perTopic.set(q.topicId, t);
    const s = section ? perSection.get(section) : undefined;
    if (s && topicChosen) {
      s.total++;
      if (hit) s.available++;
    }
    if (!topicChosen || !sectionChosen) continue;
    for (const p of QUESTION_POOLS) if (m[p]) pools[p]++;
    if (hit) available++;
  }
  const topics = (await listTopics(db)).map((t) => ({
    topicId: t.id,
    name: t.name,
    available: perTopic.get(t.id)?.available ?? 0,
    total: perTopic.get(t.id)?.total ?? 0,
  }));
  const sections = RTE_SECTIONS.map((section) => ({ section, ...perSection.get(section)! }));
  return { pools, topics, sections, available };
}
