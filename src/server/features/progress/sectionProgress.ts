import { and, count, eq, sql } from 'drizzle-orm';
import { questions, reviewCards } from '../../../../db/schema';
import { RTE_SECTIONS, RTE_SECTION_TITLES, type RteSection } from '../../../shared/rteOutline';
import type { DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';
import { listTopics, publishedQuestionIds, publishedSingle, questionsByIds } from '../questions/questions';

/** The NBRC TMC detailed content outline's three sections, as the bank's `outline_section` names them. */
export const OUTLINE_SECTIONS: Record<string, string> = {
  I: 'Patient Data',
  II: 'Troubleshooting and Quality Control of Equipment and Infection Control',
  III: 'Initiation and Modification of Interventions',
};
/** A topic is ranked among the weakest once this many of its questions were answered. */
export const WEAK_MIN_ANSWERED = 3;

const cardsOf = preparedPerDb((db) =>
  db
    .select({ questionId: reviewCards.questionId, lastCorrect: reviewCards.lastCorrect })
    .from(reviewCards)
    .where(eq(reviewCards.userId, sql.placeholder('userId')))
    .prepare(),
);

interface Tally {
  total: number;
  answered: number;
  correct: number;
}
const tally = (): Tally => ({ total: 0, answered: 0, correct: 0 });

/**
 * The learner's figures per RTE breadth section, counted by the database in one GROUP BY: every published single
 * item of the section, joined to the learner's card for it (the latest answer, wherever it was given). The bank
 * grows past what is worth fetching to count, and a section's figures need nothing but these three sums.
 */
const bySection = preparedPerDb((db) =>
  db
    .select({
      section: questions.rteSection,
      total: count(questions.id),
      answered: count(reviewCards.questionId),
      correct: sql<number>`count(case when ${reviewCards.lastCorrect} then 1 end)`.mapWith(Number),
    })
    .from(questions)
    .leftJoin(reviewCards, and(eq(reviewCards.questionId, questions.id), eq(reviewCards.userId, sql.placeholder('userId'))))
    .where(publishedSingle())
    .groupBy(questions.rteSection)
    .prepare(),
);

/** Rows in the outline's order; items the outline does not place yet come last, under their own name. */
async function rteSectionProgress(db: DB, userId: number) {
  const rows = new Map((await bySection(db).execute({ userId })).map((r) => [r.section, r]));
  const order: (RteSection | null)[] = [...RTE_SECTIONS, null];
  return order.flatMap((section) => {
    const r = rows.get(section);
    if (!r || r.total === 0) return [];
    const t: Tally = { total: r.total, answered: r.answered, correct: r.correct };
    const name = section ? RTE_SECTION_TITLES[section] : 'Not placed in an RTE section yet';
    return [{ section, name, ...t, percentCorrect: share(t) }];
  });
}
const share = (t: Tally) => (t.answered ? Math.round((100 * t.correct) / t.answered) : null);

/**
 * `learner.studyProgress`: for each outline section, RTE section and topic, how many published questions there are, how many the
 * learner has answered, and how many of those their latest answer got right; and the three weakest topics (lowest
 * share right; a topic with fewer than WEAK_MIN_ANSWERED answered counts as 50%, an unknown).
 * One primary-key range of the learner's cards and the cached bank.
 */
export async function studyProgress(db: DB, userId: number) {
  const last = new Map((await cardsOf(db).execute({ userId })).map((c) => [c.questionId, c.lastCorrect]));
  const bank = await questionsByIds(db, await publishedQuestionIds(db));
  const sections = new Map<string, Tally>(Object.keys(OUTLINE_SECTIONS).map((s) => [s, tally()]));
  const topics = new Map<number, Tally>();
  for (const q of bank.values()) {
    const seen = last.get(q.id);
    const add = (t: Tally) => {
      t.total++;
      if (seen !== undefined) t.answered++;
      if (seen === true) t.correct++;
    };
    const section = q.outlineSection ?? 'Unassigned';
    if (!sections.has(section)) sections.set(section, tally());
    add(sections.get(section)!);
    if (!topics.has(q.topicId)) topics.set(q.topicId, tally());
    add(topics.get(q.topicId)!);
  }
  const topicRows = (await listTopics(db)).map((t) => {
    const x = topics.get(t.id) ?? tally();
    return { topicId: t.id, name: t.name, ...x, percentCorrect: share(x) };
  });
  // A topic answered fewer than WEAK_MIN_ANSWERED times is an unknown, ranked as a coin toss (50%).
  const estimate = (t: Tally) => (t.answered >= WEAK_MIN_ANSWERED ? t.correct / t.answered : 0.5);
  const weakest = topicRows
    .filter((t) => t.total > 0)
    .sort((a, b) => estimate(a) - estimate(b) || a.answered - b.answered || a.topicId - b.topicId);
  return {
    sections: [...sections.entries()]
      .filter(([, t]) => t.total > 0)
      .map(([section, t]) => ({ section, name: OUTLINE_SECTIONS[section] ?? 'Not assigned to a section', ...t, percentCorrect: share(t) })),
    topics: topicRows,
    rteSections: await rteSectionProgress(db, userId),
    weakestTopicIds: weakest.slice(0, 3).map((t) => t.topicId),
  };
}
