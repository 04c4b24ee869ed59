import type { SeedCaseSet } from '../../types';

/** Third-edition clinical-judgment case sets that fill the categories a seventh RTE form still lacked. */
export const caseSets: SeedCaseSet[] = [];
