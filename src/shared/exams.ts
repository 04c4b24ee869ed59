import { RTE_FORMAT, TMC_FORMAT } from './examFormats';

/** The spec's three exams (SPEC.md): their cards, texts and rules stay as the spec has them. */
export const SPEC_EXAM_TYPES = ['practice', 'crt', 'rrt'] as const;
/** Every exam the exam center starts: the spec's three and the two real-format simulations (issue #19). */
export const EXAM_TYPES = [...SPEC_EXAM_TYPES, 'tmc', 'rte'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export interface ExamDefinition {
  type: ExamType;
  name: string;
  description: string;
  questionCount: number;
  timeLimitMinutes: number;
  proOnly: boolean;
}

export const EXAMS: Record<ExamType, ExamDefinition> = {
  practice: {
    type: 'practice',
    name: 'Practice Exam',
    description: 'A full-length mixed exam drawn from every topic.',
    questionCount: 100,
    timeLimitMinutes: 180,
    proOnly: false,
  },
  crt: {
    type: 'crt',
    name: 'CRT Simulation',
    description: 'Simulates the TMC exam at the CRT level.',
    questionCount: 140,
    timeLimitMinutes: 240,
    proOnly: true,
  },
  rrt: {
    type: 'rrt',
    name: 'RRT Simulation',
    description: 'Simulates the RRT-level exam.',
    questionCount: 115,
    timeLimitMinutes: 240,
    proOnly: true,
  },
  tmc: {
    type: 'tmc',
    name: 'TMC Simulation (real format)',
    description: 'The NBRC TMC as given through 2026: 140 scored and 20 unscored items, cut scores 86 and 92.',
    questionCount: TMC_FORMAT.items,
    timeLimitMinutes: TMC_FORMAT.minutes,
    proOnly: true,
  },
  rte: {
    type: 'rte',
    name: 'RTE Simulation (2027 format)',
    description: 'The 2027 Respiratory Therapy Examination: two 2-hour sections with case sets, scored against estimated cuts.',
    questionCount: RTE_FORMAT.items,
    timeLimitMinutes: RTE_FORMAT.minutes,
    proOnly: true,
  },
};

export const MIN_EXAM_QUESTIONS = 10;

export const MIXED_TYPES = ['mixed-comprehensive', 'mixed-advanced', 'mixed-fundamentals'] as const;
export type MixedType = (typeof MIXED_TYPES)[number];

export interface MixedDefinition {
  id: MixedType;
  name: string;
  description: string;
  maxQuestions: number;
  /** Topics whose questions come first; the rest follow. Empty: every topic, shuffled together. */
  priorityTopicIds: number[];
  button: string;
}

export const MIXED_EXAMS: Record<MixedType, MixedDefinition> = {
  'mixed-comprehensive': {
    id: 'mixed-comprehensive',
    name: 'Comprehensive Practice Exam',
    description: '100 questions from all topics',
    maxQuestions: 100,
    priorityTopicIds: [],
    button: 'Start Exam',
  },
  'mixed-advanced': {
    id: 'mixed-advanced',
    name: 'Advanced Practice Exam',
    description: '100 questions on critical care and advanced topics',
    maxQuestions: 100,
    priorityTopicIds: [3, 4, 8, 9, 10],
    button: 'Challenge',
  },
  'mixed-fundamentals': {
    id: 'mixed-fundamentals',
    name: 'Fundamentals Practice Exam',
    description: '50 questions on core basics',
    maxQuestions: 50,
    priorityTopicIds: [6, 7, 13, 11],
    button: 'Begin',
  },
};
