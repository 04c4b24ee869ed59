// What an exam item is shown with, read from the database: its topic's name and, for a case-set item, its case (the
// scenario and the updates up to the item). The active exam and the result both show them.
import { inArray } from 'drizzle-orm';
import { caseSets, topics, type QuestionRow } from '../../../../../db/schema';
import type { ExamForm } from '../../../../shared/examFormats';
import type { DB } from '../../../db';

export async function topicNames(db: DB): Promise<Map<number, string>> {
  return new Map((await db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
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
export async function caseContext(db: DB, form: ExamForm | null, questionIds: number[], byId: Map<number, QuestionRow>) {
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
