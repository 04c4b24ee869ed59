import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: more adult neurological, neuromuscular and trauma patients. */
export const caseSets: SeedCaseSet[] = [];
