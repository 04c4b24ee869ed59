import type { SeedQuestion } from './types';
import { writtenQuestions } from './questions/index';
import { calculationQuestions } from './calculations/index';

/** The whole seeded bank, in a stable order. */
export const BANK: readonly SeedQuestion[] = [...writtenQuestions, ...calculationQuestions];
