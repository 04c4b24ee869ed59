import type { freeQuiz } from '../../../server/services/questions';

export type FreeQuestion = ReturnType<typeof freeQuiz>[number];

export interface FreeAnswer {
  questionId: number;
  userAnswer: string;
  isCorrect: boolean;
}

export interface FreeQuizOutcome {
  answers: FreeAnswer[];
  flagged: number[];
}
