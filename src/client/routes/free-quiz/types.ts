import type { RouterOutput } from '../../lib/types';
import type { AnswerRecord } from '../../lib/useQuizFlow';

export type FreeQuestion = RouterOutput['learner']['freeQuiz'][number];

export type FreeAnswer = AnswerRecord;

export interface FreeQuizOutcome {
  answers: FreeAnswer[];
  flagged: number[];
}
