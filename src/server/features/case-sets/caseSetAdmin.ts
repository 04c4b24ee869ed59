import { transaction, first, serializeOn } from '../../db';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { caseSets, deletedSeedKeys, questions, topics, type QuestionRow } from '../../../../db/schema';
import type { CaseItemInput, CaseSetInput, CaseSetUpdate } from '../../../shared/caseSets';
import type { DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { requireTopicField } from '../questions/questions';
import { DomainError } from '../../lib/domainError';

/**
 * Case sets as administrators write them (issue #17 §5): list, read, create, edit (the set's fields and its ordered
 * items, each with the question fields and the update it reveals), publish or unpublish, delete. Items follow their
 * set: the same topic and status, positions 1..n in the order given. An edit stamps updated_at on the set and its
 * items, so seeding never touches them; deleting a seeded set (or removing a seeded item) remembers its key, so
 * seeding never brings it back.
 */

type SetRow = typeof caseSets.$inferSelect;

const notFound = (id: number) => new DomainError({ code: 'NOT_FOUND', message: `Case set ${id} not found` });

async function itemsOf(db: DB, caseSetId: number): Promise<QuestionRow[]> {
  return await db
    .select()
    .from(questions)
    .where(eq(questions.caseSetId, caseSetId))
    .orderBy(asc(questions.casePosition), asc(questions.id));
}

function toAdminItem(q: QuestionRow) {
  return {
    id: q.id,
    position: q.casePosition ?? 0,
    update: q.caseUpdate,
    questionText: q.questionText,
    options: q.options,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    difficulty: q.difficulty,
    seedKey: q.seedKey,
  };
}

async function toAdminSet(db: DB, set: SetRow) {
  return {
    ...set,
    topicName: (await first(db.select({ name: topics.name }).from(topics).where(eq(topics.id, set.topicId)).limit(1)))?.name ?? null,
    items: (await itemsOf(db, set.id)).map(toAdminItem),
  };
}
export type AdminCaseSet = Awaited<ReturnType<typeof toAdminSet>>;

export async function adminListCaseSets(db: DB, filter: { topicId?: number; status?: 'published' | 'draft' } = {}) {
  return await db
    .select({
      id: caseSets.id,
      seedKey: caseSets.seedKey,
      topicId: caseSets.topicId,
      topicName: topics.name,
      title: caseSets.title,
      setting: caseSets.setting,
      status: caseSets.status,
      itemCount: count(questions.id),
      createdAt: caseSets.createdAt,
      updatedAt: caseSets.updatedAt,
    })
    .from(caseSets)
    .leftJoin(topics, eq(topics.id, caseSets.topicId))
    .leftJoin(questions, eq(questions.caseSetId, caseSets.id))
    .where(
      and(
        filter.topicId ? eq(caseSets.topicId, filter.topicId) : undefined,
        filter.status ? eq(caseSets.status, filter.status) : undefined,
      ),
    )
    // topics.name too: PostgreSQL groups only by what it is told (case_sets' own columns follow from its key).
    .groupBy(caseSets.id, topics.name)
    .orderBy(desc(caseSets.id));
}

export async function adminGetCaseSet(db: DB, id: number): Promise<AdminCaseSet> {
  const set = await first(db.select().from(caseSets).where(eq(caseSets.id, id)).limit(1));
  if (!set) throw notFound(id);
  return await toAdminSet(db, set);
}

/** The first item opens on the scenario; every later one reveals new findings. */
function checkUpdates(items: readonly CaseItemInput[]): void {
  items.forEach((item, i) => {
    const update = item.update?.trim() ?? '';
    if (i === 0 && update) {
      throw new DomainError({
        code: 'BAD_REQUEST',
        message: 'items[0].update: the first item has no update (the scenario opens the case)',
      });
    }
    if (i > 0 && !update) {
      throw new DomainError({ code: 'BAD_REQUEST', message: `items[${i}].update: item ${i + 1} needs an update with the new findings` });
    }
  });
}

function itemValues(item: CaseItemInput, i: number) {
  return {
    questionText: item.questionText,
    options: [...item.options],
    correctAnswer: item.correctAnswer,
    explanation: item.explanation,
    difficulty: item.difficulty ?? 'medium',
    casePosition: i + 1,
    caseUpdate: i === 0 ? null : (item.update?.trim() ?? null),
  };
}

/** Stores a new set and its items in one transaction (also used by AI generation for draft sets). */
export async function insertCaseSet(tx: DB, input: CaseSetInput, now: Date, extra: Partial<Omit<QuestionRow, 'id'>> = {}): Promise<number> {
  const set = (
    await tx
      .insert(caseSets)
      .values({
        topicId: input.topicId,
        title: input.title,
        setting: input.setting,
        scenario: input.scenario,
        status: input.status,
        createdAt: now,
      })
      .returning({ id: caseSets.id })
  )[0]!;
  for (const [i, item] of input.items.entries()) {
    await tx
      .insert(questions)
      .values({ ...extra, ...itemValues(item, i), topicId: input.topicId, status: input.status, caseSetId: set.id, createdAt: now });
  }
  return set.id;
}

export async function createCaseSet(deps: Deps, input: CaseSetInput): Promise<AdminCaseSet> {
  await requireTopicField(deps.db, input.topicId);
  if (input.items.some((i) => i.id !== undefined)) {
    throw new DomainError({ code: 'BAD_REQUEST', message: 'items: a new case set cannot name existing question ids' });
  }
  checkUpdates(input.items);
  const id = await transaction(deps.db, async (tx) => await insertCaseSet(tx, input, deps.now()));
  return await adminGetCaseSet(deps.db, id);
}

/**
 * An edit: fields left out keep their stored values. `items`, when sent, is the whole ordered list: an item with an
 * `id` of this set keeps its question row (and the learners' history of it), one without is added, and the set's
 * items left out are deleted.
 */
export async function updateCaseSet(deps: Deps, id: number, data: CaseSetUpdate): Promise<AdminCaseSet> {
  if (!(await first(deps.db.select({ id: caseSets.id }).from(caseSets).where(eq(caseSets.id, id)).limit(1)))) throw notFound(id);
  if (data.topicId !== undefined) await requireTopicField(deps.db, data.topicId);
  const now = deps.now();
  await transaction(deps.db, async (tx) => {
    // The fields left out are read under the set's lock, inside the transaction that writes them back: two admins'
    // parallel edits of different fields both stay, and an edit racing the set's deletion finds it gone (404).
    await serializeOn(tx, `case-set:${id}`);
    const before = await first(tx.select().from(caseSets).where(eq(caseSets.id, id)).limit(1));
    if (!before) throw notFound(id);
    const topicId = data.topicId ?? before.topicId;
    const status = data.status ?? before.status;
    await tx
      .update(caseSets)
      .set({
        topicId,
        status,
        title: data.title ?? before.title,
        setting: data.setting ?? before.setting,
        scenario: data.scenario ?? before.scenario,
        updatedAt: now,
      })
      .where(eq(caseSets.id, id));
    const current = await itemsOf(tx, id);
    if (data.items) {
      checkUpdates(data.items);
      const mine = new Set(current.map((q) => q.id));
      const seen = new Set<number>();
      data.items.forEach((item, i) => {
        if (item.id === undefined) return;
        if (!mine.has(item.id)) {
          throw new DomainError({ code: 'BAD_REQUEST', message: `items[${i}].id: question ${item.id} is not an item of case set ${id}` });
        }
        if (seen.has(item.id))
          throw new DomainError({ code: 'BAD_REQUEST', message: `items[${i}].id: question ${item.id} is listed twice` });
        seen.add(item.id);
      });
      const removed = current.filter((q) => !seen.has(q.id));
      if (removed.length) {
        await tx.delete(questions).where(
          inArray(
            questions.id,
            removed.map((q) => q.id),
          ),
        );
        for (const q of removed) {
          if (q.seedKey) await tx.insert(deletedSeedKeys).values({ seedKey: q.seedKey, deletedAt: now }).onConflictDoNothing();
        }
      }
      for (const [i, item] of data.items.entries()) {
        const values = { ...itemValues(item, i), topicId, status, updatedAt: now };
        if (item.id === undefined) await tx.insert(questions).values({ ...values, caseSetId: id, createdAt: now });
        else await tx.update(questions).set(values).where(eq(questions.id, item.id));
      }
    } else {
      // The items follow the set's topic and status.
      await tx.update(questions).set({ topicId, status, updatedAt: now }).where(eq(questions.caseSetId, id));
    }
  });
  return await adminGetCaseSet(deps.db, id);
}

/** Deletes the set and its items; learners' answers stay in their history, unlinked. */
export async function deleteCaseSet(deps: Deps, id: number): Promise<void> {
  await transaction(deps.db, async (tx) => {
    await serializeOn(tx, `case-set:${id}`);
    const items = await itemsOf(tx, id);
    const gone = (await tx.delete(caseSets).where(eq(caseSets.id, id)).returning({ seedKey: caseSets.seedKey }))[0];
    if (!gone) throw notFound(id);
    const keys = [gone.seedKey, ...items.map((q) => q.seedKey)].filter((k): k is string => k !== null);
    for (const seedKey of keys) await tx.insert(deletedSeedKeys).values({ seedKey, deletedAt: deps.now() }).onConflictDoNothing();
  });
}
