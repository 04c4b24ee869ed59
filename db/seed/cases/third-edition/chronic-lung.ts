import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: Adult chronic lung disease. */
export const caseSets: SeedCaseSet[] = [];
