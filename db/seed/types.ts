/**
 * The shape of one question in the seeded bank. Seed files are plain typed data so the content check
 * (db/seed/check.ts) and the seeder read the same thing.
 */
import type {
  AnswerLetter,
  CaseSetting,
  CognitiveLevel,
  Difficulty,
  OutlineSection,
  RteArea,
  RteTopic,
  TmcCode,
} from '../../src/shared/bankVocabulary';
import type { Exhibit } from '../../src/shared/exhibit';
import type { CseProblemContent } from '../../src/shared/cse';
import type { CjCategory, CjFocus, CjKind, CjPlace, RteSection } from '../../src/shared/rteOutline';
import type { SourceId } from './sources';

export type { AnswerLetter, CaseSetting, CognitiveLevel, Difficulty, OutlineSection, RteArea, RteTopic, TmcCode };
export type { CjCategory, CjFocus, CjKind, CjPlace, RteSection };

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
  /** TMC detailed content outline area; its section must equal outlineSection. */
  tmcCode?: TmcCode;
  /** 2027 RTE content area. */
  rteArea?: RteArea;
  /** The RTE outline's breadth section (src/shared/rteOutline.ts) when it is not the one the TMC code maps to. */
  rteSection?: RteSection;
  /** Content the RTE adds (counted per topic by the content check). */
  rteTopic?: RteTopic;
  /** Relies on content the RTE drops (diagnostic percussion): RTE simulations leave it out. */
  tmcOnly?: boolean;
  /** The reference the item was checked against (db/seed/sources.ts). */
  source?: SourceId;
  /** When a reviewer last checked the item against its source: YYYY-MM-DD. Only a real review sets it. */
  reviewed?: string;
  /** When the item was written or last rewritten: YYYY-MM-DD. */
  written?: string;
  /** A figure drawn from data above the options (src/shared/exhibit.ts; the content check validates it). */
  exhibit?: Exhibit;
}

/** One item of a clinical-judgment case set: a full question, plus the findings revealed when it is reached. */
export interface SeedCaseItem extends Omit<SeedQuestion, 'topicId' | 'free' | 'calculation'> {
  /** New findings shown above this item once the previous item's answer is locked (none for the first). */
  update?: string;
  /** Information gathering (choose what to assess, interpret it) or decision making (add, modify, stop). */
  kind?: CjKind;
}

/** A clinical-judgment case set: one patient's situation unfolding across 3–6 linked items. */
export interface SeedCaseSet {
  /** Stable, unique across case sets and questions (e.g. "case-acc-001"). */
  key: string;
  /** The topic whose practice offers the set. */
  topicId: number;
  title: string;
  setting: CaseSetting;
  /** The RTE outline's patient-condition category (src/shared/rteOutline.ts). */
  category?: CjCategory;
  /** The outline's finer split inside chronic lung disease and neonatal care. */
  focus?: CjFocus;
  /** In a hospital, or outside one (home, clinic, rehabilitation, transport, long-term care). */
  place?: CjPlace;
  /** The opening situation every item builds on. */
  scenario: string;
  items: SeedCaseItem[];
}

/** A clinical simulation problem of the seed (issue #32): the content (src/shared/cse.ts) and how it was written. */
export interface SeedCseProblem extends CseProblemContent {
  /** Stable, unique across the problems (e.g. "cse-aw-001"). Never reuse or renumber a key. */
  key: string;
  /** The reference the problem was checked against (db/seed/sources.ts). */
  source: SourceId;
  /** When the problem was written, YYYY-MM-DD. */
  written: string;
  /** When a second person checked it against its source, YYYY-MM-DD: only a real review sets it. */
  reviewed?: string;
  /** The one problem free learners may play. */
  sample?: boolean;
}
