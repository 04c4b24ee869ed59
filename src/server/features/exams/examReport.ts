/**
 * The RTE's score report (issue #29): scored items only, by breadth section with the domain subtotals, and by
 * clinical-judgment category and kind, the way the NBRC's report to a candidate reads. The categories are read from
 * the case sets as they stand now; a set deleted since counts its items under no category.
 */
import { inArray } from 'drizzle-orm';
import { caseSets, type QuestionRow } from '../../../../db/schema';
import type { ExamForm } from '../../../shared/examFormats';
import type { CjCategory, CjKind } from '../../../shared/rteOutline';
import { sectionOf, tallyBySection, tallyJudgment } from '../../../shared/rteScore';
import type { DB } from '../../db';

export async function rteScoreReport(
  db: DB,
  form: ExamForm,
  questionIds: readonly number[],
  review: readonly { isCorrect: boolean; scored: boolean }[],
  byId: Map<number, QuestionRow>,
) {
  const setIds = form.caseSets.map((c) => c.caseSetId);
  const categoryOf = new Map<number, CjCategory | null>(
    setIds.length
      ? (await db.select({ id: caseSets.id, category: caseSets.category }).from(caseSets).where(inArray(caseSets.id, setIds))).map((r) => [
          r.id,
          r.category,
        ])
      : [],
  );
  const setAt = (i: number) => form.caseSets.find((c) => i >= c.start && i < c.start + c.length)?.caseSetId;
  const breadth: { section: ReturnType<typeof sectionOf>; correct: boolean }[] = [];
  const judgment: { category: CjCategory | null; kind: CjKind | null; correct: boolean }[] = [];
  review.forEach((r, i) => {
    if (!r.scored) return;
    const q = byId.get(questionIds[i]!);
    if ((form.kind[i] ?? 'breadth') === 'breadth') {
      breadth.push({ section: q ? sectionOf(q) : null, correct: r.isCorrect });
    } else {
      const set = setAt(i);
      judgment.push({ category: set === undefined ? null : (categoryOf.get(set) ?? null), kind: q?.cjKind ?? null, correct: r.isCorrect });
    }
  });
  const count = (xs: { correct: boolean }[]) => ({ correct: xs.filter((x) => x.correct).length, total: xs.length });
  return {
    breadth: { ...count(breadth), ...tallyBySection(breadth) },
    judgment: { ...count(judgment), ...tallyJudgment(judgment) },
    distance: form.judgmentDistance ?? null,
  };
}
