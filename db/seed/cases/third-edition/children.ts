import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets: Neonatal and pediatric patients. */
export const caseSets: SeedCaseSet[] = [];
