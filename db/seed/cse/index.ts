import type { SeedCseProblem } from '../types';
import { problems as airwaysTrauma } from './adult-airways-trauma';
import { problems as cardioNeuro } from './adult-cardio-neuro';
import { problems as medicalSurgical } from './adult-medical-surgical';
import { problems as children } from './children';

/** Every clinical simulation problem of the seed (issue #32), in a stable order. */
export const CSE_PROBLEMS: readonly SeedCseProblem[] = [...airwaysTrauma, ...cardioNeuro, ...medicalSurgical, ...children];
