import type { SeedQuestion } from '../../types';

/** Third-edition single items: content the RTE outline adds and the gaps the expert review found. */
export const questions: SeedQuestion[] = [];
