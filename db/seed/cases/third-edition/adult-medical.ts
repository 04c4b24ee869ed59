import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: Adult infectious disease, ARDS and other medical conditions. */
export const caseSets: SeedCaseSet[] = [];
