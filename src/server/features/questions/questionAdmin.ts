import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { deletedSeedKeys, questions, topics, users, type QuestionRow } from '../../../../db/schema';
import type { Difficulty } from '../../../shared/difficulty';
import { sectionOfTmcCode, type OutlineSection, type RteArea, type RteTopic, type TmcCode } from '../../../shared/bankVocabulary';
import type { Exhibit } from '../../../shared/exhibit';
import type { Deps } from '../../lib/deps';
import { transaction, first, countRows, dialect, likeAnywhere, type DB } from '../../db';
import { requireTopicField, toQuizQuestion } from './questions';
import { contentChanged, reviewerNames, rewriteDates, utcDay } from './questionReview';
import { DomainError } from '../../lib/domainError';

/**
 * The question bank's administration, single items only (a case item is written through its set,
 * features/case-sets/caseSetAdmin.ts): the admin's list, and writing, editing and deleting an item.
 */

export interface QuestionFilter {
  /** One question by id (the item analysis links to it for editing). */
  id?: number;
  topicId?: number;
  tmcCode?: TmcCode;
  status?: 'published' | 'draft';
  search?: string;
  limit: number;
  offset: number;
}

export async function adminListQuestions(db: DB, f: QuestionFilter) {
  // Case items are edited with their set (the Case sets tab), never on their own.
  const where = and(
    isNull(questions.caseSetId),
    f.id ? eq(questions.id, f.id) : undefined,
    f.topicId ? eq(questions.topicId, f.topicId) : undefined,
    f.tmcCode ? eq(questions.tmcCode, f.tmcCode) : undefined,
    f.status ? eq(questions.status, f.status) : undefined,
    f.search
      ? or(
          // lower() on both sides, as before: JavaScript folds more than ASCII in what is typed.
          dialect.likeCaseless(sql`lower(${questions.questionText})`, likeAnywhere(f.search.toLowerCase())),
          dialect.likeCaseless(sql`lower(${questions.explanation})`, likeAnywhere(f.search.toLowerCase())),
        )
      : undefined,
  );
  const total = await countRows(db, questions, where);
  const items = (
    await db
      .select({ q: questions, topicName: topics.name, reviewer: users.username })
      .from(questions)
      .leftJoin(topics, eq(questions.topicId, topics.id))
      .leftJoin(users, eq(questions.reviewedBy, users.id))
      .where(where)
      .orderBy(desc(questions.id))
      .limit(f.limit)
      .offset(f.offset)
  ).map(({ q, topicName, reviewer }) => ({ ...toAdminQuestion(q), reviewedBy: reviewer, topicName }));
  return { total, items };
}

export function toAdminQuestion(q: QuestionRow) {
  return {
    ...toQuizQuestion(q),
    /** Who marked it reviewed in the admin (a username, filled by the callers that read it; null: a seed review or none). */
    reviewedBy: null as string | null,
    status: q.status,
    cognitiveLevel: q.cognitiveLevel,
    outlineSection: q.outlineSection,
    isFree: q.isFree,
    tmcCode: q.tmcCode,
    rteArea: q.rteArea,
    rteTopic: q.rteTopic,
    tmcOnly: q.tmcOnly,
  };
}

export interface QuestionFields {
  topicId: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
  difficulty: Difficulty;
  /** Metadata (issue #17): left out keeps the stored value, null clears it. */
  tmcCode?: TmcCode | null;
  rteArea?: RteArea | null;
  rteTopic?: RteTopic | null;
  tmcOnly?: boolean;
  source?: string | null;
  /** null clears it (an edit); left out keeps it. */
  exhibit?: Exhibit | null;
}

/** The outline section follows the TMC code, so the two never disagree. */
function withSection<T extends Partial<QuestionFields>>(input: T): T & { outlineSection?: OutlineSection } {
  return input.tmcCode ? { ...input, outlineSection: sectionOfTmcCode(input.tmcCode) } : input;
}

export async function createQuestion(deps: Deps, input: QuestionFields) {
  await requireTopicField(deps.db, input.topicId);
  // Written today and reviewed by nobody yet: a review is its own act (Mark reviewed), never part of writing.
  const row = (await first(
    deps.db
      .insert(questions)
      .values({ ...withSection(input), status: 'published', writtenOn: utcDay(deps.now()), createdAt: deps.now() })
      .returning(),
  ))!;
  return toAdminQuestion(row);
}

/**
 * An edit: fields left out keep their stored values. A change to what the item says (features/questions/questionReview.ts)
 * voids its review and dates the rewrite today; a metadata edit leaves both dates as they were.
 */
export async function updateQuestion(deps: Deps, id: number, input: Partial<QuestionFields>) {
  const before = await first(deps.db.select().from(questions).where(eq(questions.id, id)).limit(1));
  if (!before) throw new DomainError({ code: 'NOT_FOUND', message: `Question ${id} not found` });
  refuseCaseItem(before);
  if (input.topicId !== undefined) await requireTopicField(deps.db, input.topicId);
  const changes = withSection(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<QuestionFields>);
  const rewritten = contentChanged(before, changes);
  const row = await first(
    deps.db
      .update(questions)
      .set({ ...changes, ...(rewritten ? rewriteDates(deps) : {}), updatedAt: deps.now() })
      .where(eq(questions.id, id))
      .returning(),
  );
  if (!row) throw new DomainError({ code: 'NOT_FOUND', message: `Question ${id} not found` });
  const reviewer = row.reviewedBy === null ? null : ((await reviewerNames(deps.db, [row.reviewedBy])).get(row.reviewedBy) ?? null);
  return { ...toAdminQuestion(row), reviewedBy: reviewer };
}

/** A case item is written through its set (order, updates, status), never through the single-question calls. */
function refuseCaseItem(q: { id: number; caseSetId: number | null }) {
  if (q.caseSetId !== null) {
    throw new DomainError({
      code: 'BAD_REQUEST',
      message: `Question ${q.id} is an item of case set ${q.caseSetId}: edit or delete it with its case set`,
    });
  }
}

export async function deleteQuestion(deps: Deps, id: number): Promise<void> {
  const before = await first(
    deps.db.select({ id: questions.id, caseSetId: questions.caseSetId }).from(questions).where(eq(questions.id, id)).limit(1),
  );
  if (before) refuseCaseItem(before);
  await transaction(deps.db, async (tx) => {
    const row = await first(tx.delete(questions).where(eq(questions.id, id)).returning({ seedKey: questions.seedKey }));
    if (!row) throw new DomainError({ code: 'NOT_FOUND', message: `Question ${id} not found` });
    if (row.seedKey) await tx.insert(deletedSeedKeys).values({ seedKey: row.seedKey, deletedAt: deps.now() }).onConflictDoNothing();
  });
}
