/**
 * The question bank's vocabulary, in one place: the seed, its content check, the schema, AI generation and the
 * admin forms all speak it.
 */

/** One stored difficulty vocabulary; each admin form's labels map onto it (DECISIONS.md). */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Bloom-style levels the NBRC writes items at. */
export const COGNITIVE_LEVELS = ['recall', 'application', 'analysis'] as const;
export type CognitiveLevel = (typeof COGNITIVE_LEVELS)[number];

/** Every item has four options, keyed by letter. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type AnswerLetter = (typeof OPTION_LETTERS)[number];

/**
 * NBRC TMC content outline: I Patient Data; II Troubleshooting and quality control of devices, and infection
 * control; III Initiation and modification of interventions.
 */
export const OUTLINE_SECTIONS = ['I', 'II', 'III'] as const;
export type OutlineSection = (typeof OUTLINE_SECTIONS)[number];
