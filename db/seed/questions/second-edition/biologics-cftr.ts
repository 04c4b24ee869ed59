import type { SeedQuestion } from '../../types';

export const questions: SeedQuestion[] = [];
