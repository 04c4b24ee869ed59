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

/**
 * The TMC detailed content outline's areas (sections I–III, lettered areas), the code every item carries. The
 * outline numbers tasks inside each area too; the bank classifies to the area, which is what the exam's
 * blueprint weights and what a learner can act on.
 */
export const TMC_CODES = [
  'I-A',
  'I-B',
  'I-C',
  'I-D',
  'I-E',
  'II-A',
  'II-B',
  'II-C',
  'III-A',
  'III-B',
  'III-C',
  'III-D',
  'III-E',
  'III-F',
  'III-G',
  'III-H',
  'III-I',
] as const;
export type TmcCode = (typeof TMC_CODES)[number];

export const TMC_CODE_TITLES: Record<TmcCode, string> = {
  'I-A': 'Evaluate data in the patient record',
  'I-B': 'Perform clinical assessment',
  'I-C': 'Perform procedures to gather clinical information',
  'I-D': 'Evaluate procedure results',
  'I-E': 'Recommend diagnostic procedures',
  'II-A': 'Assemble and troubleshoot devices',
  'II-B': 'Ensure infection prevention',
  'II-C': 'Perform quality control procedures',
  'III-A': 'Maintain a patient airway, including the care of artificial airways',
  'III-B': 'Perform airway clearance and lung expansion techniques',
  'III-C': 'Support oxygenation and ventilation',
  'III-D': 'Administer medications and specialty gases',
  'III-E': 'Ensure modifications are made to the respiratory care plan',
  'III-F': 'Utilize evidence-based medicine principles',
  'III-G': 'Provide respiratory care techniques in high-risk situations',
  'III-H': 'Assist a physician/provider in performing procedures',
  'III-I': 'Conduct patient and family education',
};

/** The outline section a TMC code belongs to ("III-B" → "III"). */
export function sectionOfTmcCode(code: TmcCode): OutlineSection {
  return code.slice(0, code.indexOf('-')) as OutlineSection;
}

/**
 * Content areas of the 2027 Respiratory Therapy Examination as this bank classifies them
 * (docs/decisions/031-how-items-are-classified-and-cited.md): the three practice domains the TMC shares with the
 * RTE, plus the professional practice the RTE adds. Replaceable here in one place when the NBRC's detailed RTE outline is adopted.
 */
export const RTE_AREAS = ['patient-data', 'equipment-infection', 'interventions', 'professional-practice'] as const;
export type RteArea = (typeof RTE_AREAS)[number];

export const RTE_AREA_TITLES: Record<RteArea, string> = {
  'patient-data': 'Patient data: assessment, evaluation and diagnostic recommendations',
  'equipment-infection': 'Equipment, quality control and infection prevention',
  interventions: 'Initiation and modification of interventions',
  'professional-practice': 'Professional practice: ethics, team communication, social determinants, education',
};

/** Content the RTE adds to the TMC; the bank holds at least 12 items of each. */
export const RTE_TOPICS = ['ethics', 'team-communication', 'social-determinants', 'biologics-cftr'] as const;
export type RteTopic = (typeof RTE_TOPICS)[number];

export const RTE_TOPIC_TITLES: Record<RteTopic, string> = {
  ethics: 'Ethics and professional conduct',
  'team-communication': 'Team communication (SBAR, closed loop, handoffs)',
  'social-determinants': 'Social determinants of health',
  'biologics-cftr': 'Biologics and CFTR modulators',
};

/** Where a clinical-judgment case set takes place. */
export const CASE_SETTINGS = ['adult-critical-care', 'neonatal-pediatric', 'emergency', 'chronic-disease', 'home-care'] as const;
export type CaseSetting = (typeof CASE_SETTINGS)[number];

export const CASE_SETTING_TITLES: Record<CaseSetting, string> = {
  'adult-critical-care': 'Adult critical care',
  'neonatal-pediatric': 'Neonatal and pediatric',
  emergency: 'Emergency',
  'chronic-disease': 'Chronic disease',
  'home-care': 'Home care',
};
