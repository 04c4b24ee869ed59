import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: Adult trauma, cardiovascular, neurological and perioperative care. */
export const caseSets: SeedCaseSet[] = [];
