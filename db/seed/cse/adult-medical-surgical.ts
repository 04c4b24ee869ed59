import type { SeedCseProblem } from '../types';

export const problems: SeedCseProblem[] = [];
