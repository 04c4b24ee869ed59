import type { SeedCaseSet } from '../types';
import { SAMPLE_CASE_SETS } from './samples';

/**
 * Every seeded clinical-judgment case set (issue #17 §5), in a stable order. Each file of this folder exports its
 * sets; add them here. The seeder inserts them by key, and the content check (db/seed/check.ts, checkCaseSets)
 * holds them to the same rules as single questions.
 */
export const CASE_SETS: readonly SeedCaseSet[] = [...SAMPLE_CASE_SETS];
