import type { SeedCaseSet } from '../types';
import { caseSets as adultCriticalCare } from './adult-critical-care';
import { caseSets as neonatalPediatric } from './neonatal-pediatric';
import { caseSets as emergency } from './emergency';
import { caseSets as chronicDisease } from './chronic-disease';
import { caseSets as homeCare } from './home-care';
import { SAMPLE_CASE_SETS } from './samples';
import { caseSets as chronicLung } from './third-edition/chronic-lung';
import { caseSets as adultMedical } from './third-edition/adult-medical';
import { caseSets as acuteAdult } from './third-edition/acute-adult';
import { caseSets as children } from './third-edition/children';
import { caseSets as adultSupplement } from './third-edition/adult-supplement';
import { caseSets as neuroTrauma } from './third-edition/neuro-trauma';

/** Every clinical-judgment case set of the bank, in a stable order (one file per setting). */
export const CASE_SETS: readonly SeedCaseSet[] = [
  ...adultCriticalCare,
  ...neonatalPediatric,
  ...emergency,
  ...chronicDisease,
  ...homeCare,
  ...SAMPLE_CASE_SETS,
  ...chronicLung,
  ...adultMedical,
  ...acuteAdult,
  ...children,
  ...adultSupplement,
  ...neuroTrauma,
];
