import type { SeedCaseSet } from '../types';
import { caseSets as adultCriticalCare } from './adult-critical-care';
import { caseSets as neonatalPediatric } from './neonatal-pediatric';
import { caseSets as emergency } from './emergency';
import { caseSets as chronicDisease } from './chronic-disease';
import { caseSets as homeCare } from './home-care';
import { SAMPLE_CASE_SETS } from './samples';

/** Every clinical-judgment case set of the bank, in a stable order (one file per setting). */
export const CASE_SETS: readonly SeedCaseSet[] = [
  ...adultCriticalCare,
  ...neonatalPediatric,
  ...emergency,
  ...chronicDisease,
  ...homeCare,
  ...SAMPLE_CASE_SETS,
];
