import { z } from 'zod';
import { checkQuestion } from '../../../../db/seed/check';
import type { AnswerLetter, CognitiveLevel, OutlineSection, SeedQuestion } from '../../../../db/seed/types';
import type { Difficulty } from '../../../shared/difficulty';
import { questionInput } from '../../../shared/questionSchemas';
import { NEAR_DUPLICATE, generatedItem, type GeneratedItem } from './model';
import { jaccard, words } from './similarity';
import { truncate } from './prompt';

export interface ItemVerdict {
  kept: Array<{ item: GeneratedItem; input: z.output<typeof questionInput> }>;
  droppedReasons: string[];
}

/**
 * Each item must pass `questionInput` (what an admin-written question must pass) and the bank's
 * content check; it must match a requested difficulty or level; and it must not be a near-duplicate
 * of a stem the topic already has (published or draft) or of an item kept before it.
 */
export function vetItems(
  items: readonly unknown[],
  opts: { topicId: number; count: number; difficulty?: Difficulty; cognitiveLevel?: CognitiveLevel; existingStems: readonly string[] },
): ItemVerdict {
  const kept: ItemVerdict['kept'] = [];
  const droppedReasons: string[] = [];
  const seen = opts.existingStems.map((s) => ({ text: s, w: words(s) }));
  items.forEach((raw, index) => {
    const n = index + 1;
    const drop = (why: string) => droppedReasons.push(`Item ${n}: ${why}`);
    if (index >= opts.count) return drop(`more items than the ${opts.count} requested`);
    const shape = generatedItem.safeParse(raw);
    if (!shape.success) return drop(`not a question object (${firstIssue(shape.error)})`);
    const item = shape.data;
    const parsed = questionInput.safeParse({
      topicId: opts.topicId,
      questionText: item.questionText,
      options: item.options,
      correctAnswer: item.correctAnswer,
      explanation: item.explanation,
      difficulty: item.difficulty,
    });
    if (!parsed.success) return drop(firstIssue(parsed.error));
    const input = parsed.data;
    const key = `item-${n}`;
    const seed: SeedQuestion = {
      key,
      topicId: input.topicId,
      questionText: input.questionText,
      options: input.options as SeedQuestion['options'],
      correctAnswer: input.correctAnswer as AnswerLetter,
      explanation: input.explanation,
      difficulty: input.difficulty,
      cognitiveLevel: item.cognitiveLevel as CognitiveLevel,
      outlineSection: item.outlineSection as OutlineSection,
    };
    const problems = checkQuestion(seed).map((p) => p.replace(`${key}: `, ''));
    if (problems.length) return drop(problems.join('; '));
    if (opts.difficulty && input.difficulty !== opts.difficulty)
      return drop(`difficulty ${input.difficulty}, not the requested ${opts.difficulty}`);
    if (opts.cognitiveLevel && item.cognitiveLevel !== opts.cognitiveLevel) {
      return drop(`cognitive level ${item.cognitiveLevel}, not the requested ${opts.cognitiveLevel}`);
    }
    const w = words(input.questionText);
    const twin = seen.find((s) => jaccard(w, s.w) >= NEAR_DUPLICATE);
    if (twin) return drop(`near-duplicate of "${truncate(twin.text, 80)}"`);
    seen.push({ text: input.questionText, w });
    kept.push({ item, input });
  });
  return { kept, droppedReasons };
}

export function firstIssue(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return 'invalid';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
