/**
 * The shape of one question in the seeded bank. Seed files are plain typed data so the content check
 * (db/seed/check.ts) and the seeder read the same thing.
 */
import type { AnswerLetter, CognitiveLevel, Difficulty, OutlineSection } from '../../src/shared/bankVocabulary';

export type { AnswerLetter, CognitiveLevel, Difficulty, OutlineSection };

export interface SeedQuestion {
  /** Stable, unique across the bank (e.g. "mv-014"). The seeder inserts by key, so re-seeding never
   * duplicates a question and never overwrites an admin's edit. Never reuse or renumber a key. */
  key: string;
  topicId: number;
  questionText: string;
  options: [string, string, string, string];
  correctAnswer: AnswerLetter;
  /** Teaches: why the key is right, why each distractor is wrong; contains a line
   * "Correct Answer: X" (X equals correctAnswer) and a line "Key Learning Point: ...". */
  explanation: string;
  difficulty: Difficulty;
  cognitiveLevel: CognitiveLevel;
  outlineSection: OutlineSection;
  /** In the free preview pool (GET /api/free-quiz). */
  free?: boolean;
  /** Content the NBRC Respiratory Therapy Examination adds from January 2027 (ethics, team
   * communication, social determinants of health, biologics and CFTR modulators). */
  rte2027?: boolean;
  /** Produced from a calculation template whose formula the check recomputes. */
  calculation?: boolean;
}
