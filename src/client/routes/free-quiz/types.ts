import type { freeQuiz } from '../../../server/features/questions/questions';
import type { AnswerRecord } from '../../lib/useQuizFlow';

export type FreeQuestion = Awaited<ReturnType<typeof freeQuiz>>[number];

export type FreeAnswer = AnswerRecord;

export interface FreeQuizOutcome {
  answers: FreeAnswer[];
  flagged: number[];
}
