/**
 * The RTE's detailed content outline (effective January 2027) as counts, in one module. Source: a public
 * transcription of the NBRC's "Respiratory Therapy Examination Detailed Content Outline, effective January 2027"
 * (shared/exam-facts/rte-2027-outline.md). The NBRC's PDF was not reachable when this was written: when it is
 * checked, this file is the one place to change. RTE simulations, readiness forms, the content check and
 * `npm run bank:report` all read these figures.
 */
import type { TmcCode } from './bankVocabulary';

export const RTE_OUTLINE_SOURCE =
  'NBRC Respiratory Therapy Examination Detailed Content Outline, effective January 2027 (public transcription, to be checked against the NBRC PDF)';

/** Breadth of knowledge: the lettered sections of the outline, in its order. */
export const RTE_SECTIONS = [
  'I.A',
  'I.B',
  'I.C',
  'I.D',
  'I.E',
  'II.A',
  'II.B',
  'III.A',
  'III.B',
  'III.C',
  'III.D',
  'III.E',
  'III.F',
  'III.G',
  'III.H',
  'III.I',
] as const;
export type RteSection = (typeof RTE_SECTIONS)[number];

export const RTE_SECTION_TITLES: Record<RteSection, string> = {
  'I.A': 'Evaluate data in the patient record',
  'I.B': 'Perform clinical assessment',
  'I.C': 'Perform procedures to gather clinical information',
  'I.D': 'Evaluate procedure results',
  'I.E': 'Recommend diagnostic procedures',
  'II.A': 'Troubleshoot devices during and after assembling',
  'II.B': 'Infection prevention and control, safety, quality assurance',
  'III.A': 'Maintain a patent airway, care of artificial airways',
  'III.B': 'Airway clearance and lung expansion',
  'III.C': 'Support oxygenation and ventilation',
  'III.D': 'Administer medications and specialty gases',
  'III.E': 'Make or recommend changes to the respiratory care plan',
  'III.F': 'Use evidence-based practice',
  'III.G': 'Respiratory care in high-risk situations',
  'III.H': 'Assist a physician or provider with procedures',
  'III.I': 'Interact with team members, patients and families',
};

/** Scored breadth items of one RTE form per section (they add up to 100). */
export const RTE_SECTION_COUNTS: Record<RteSection, number> = {
  'I.A': 3,
  'I.B': 6,
  'I.C': 5,
  'I.D': 7,
  'I.E': 4,
  'II.A': 19,
  'II.B': 6,
  'III.A': 6,
  'III.B': 4,
  'III.C': 10,
  'III.D': 3,
  'III.E': 10,
  'III.F': 3,
  'III.G': 5,
  'III.H': 4,
  'III.I': 5,
};

export const RTE_DOMAINS = ['I', 'II', 'III'] as const;
export type RteDomain = (typeof RTE_DOMAINS)[number];
export const RTE_DOMAIN_TITLES: Record<RteDomain, string> = {
  I: 'Patient Data',
  II: 'Management of Devices and Patient Safety Procedures',
  III: 'Initiation and Modification of Interventions',
};

/** The domain a section belongs to ("III.B" → "III"). */
export function domainOfRteSection(section: RteSection): RteDomain {
  return section.slice(0, section.indexOf('.')) as RteDomain;
}

/**
 * Where an item coded to a TMC area sits in the RTE outline when nothing more specific is said: the areas keep
 * their letters except quality control, which the RTE folds into II.B, and patient education, which III.I
 * widens to every interaction with the team, patients and families. An item states `rteSection` itself when
 * its content belongs elsewhere (ethics, transport, debriefing …).
 */
export const RTE_SECTION_OF_TMC_CODE: Record<TmcCode, RteSection> = {
  'I-A': 'I.A',
  'I-B': 'I.B',
  'I-C': 'I.C',
  'I-D': 'I.D',
  'I-E': 'I.E',
  'II-A': 'II.A',
  'II-B': 'II.B',
  'II-C': 'II.B',
  'III-A': 'III.A',
  'III-B': 'III.B',
  'III-C': 'III.C',
  'III-D': 'III.D',
  'III-E': 'III.E',
  'III-F': 'III.F',
  'III-G': 'III.G',
  'III-H': 'III.H',
  'III-I': 'III.I',
};

/** Depth of clinical judgment: the patient-condition categories of the case sets (60 scored items a form). */
export const CJ_CATEGORIES = [
  'chronic-lung',
  'trauma',
  'cardiovascular',
  'neurological',
  'infectious',
  'ards',
  'medical-other',
  'perioperative',
  'pediatric',
  'neonatal',
] as const;
export type CjCategory = (typeof CJ_CATEGORIES)[number];

export const CJ_CATEGORY_TITLES: Record<CjCategory, string> = {
  'chronic-lung': 'Adult chronic lung disease',
  trauma: 'Adult trauma',
  cardiovascular: 'Adult cardiovascular',
  neurological: 'Adult neurological or neuromuscular',
  infectious: 'Adult infectious disease',
  ards: 'Adult ARDS',
  'medical-other': 'Adult medical, other (immunocompromised, obesity, drug toxicity)',
  perioperative: 'Adult pre- and post-operative care',
  pediatric: 'Pediatric',
  neonatal: 'Neonatal',
};

export const CJ_CATEGORY_COUNTS: Record<CjCategory, number> = {
  'chronic-lung': 17,
  trauma: 4,
  cardiovascular: 5,
  neurological: 4,
  infectious: 5,
  ards: 5,
  'medical-other': 5,
  perioperative: 5,
  pediatric: 4,
  neonatal: 6,
};

/** The outline's finer split inside two categories; a set names its focus there. */
export const CJ_FOCI = ['invasive-ventilation', 'noninvasive', 'outpatient', 'new-diagnosis', 'resuscitation', 'rds'] as const;
export type CjFocus = (typeof CJ_FOCI)[number];
export const CJ_FOCUS_COUNTS: Record<CjFocus, number> = {
  'invasive-ventilation': 5,
  noninvasive: 6,
  outpatient: 3,
  'new-diagnosis': 3,
  resuscitation: 3,
  rds: 3,
};
export const CJ_FOCUS_CATEGORY: Record<CjFocus, CjCategory> = {
  'invasive-ventilation': 'chronic-lung',
  noninvasive: 'chronic-lung',
  outpatient: 'chronic-lung',
  'new-diagnosis': 'chronic-lung',
  resuscitation: 'neonatal',
  rds: 'neonatal',
};

/** The kind of judgment an item asks for: choose what to assess and interpret it, or decide what to do. */
export const CJ_KINDS = ['information-gathering', 'decision-making'] as const;
export type CjKind = (typeof CJ_KINDS)[number];
export const CJ_KIND_TITLES: Record<CjKind, string> = {
  'information-gathering': 'Information gathering',
  'decision-making': 'Decision making',
};
export const CJ_KIND_COUNTS: Record<CjKind, number> = { 'information-gathering': 20, 'decision-making': 40 };

/** Where the case takes place, counted by items. */
export const CJ_PLACES = ['hospital', 'outside'] as const;
export type CjPlace = (typeof CJ_PLACES)[number];
export const CJ_PLACE_COUNTS: Record<CjPlace, number> = { hospital: 46, outside: 14 };

export const RTE_JUDGMENT_ITEMS = 60;
export const RTE_PRETEST_ITEMS = 25;
