import { FULL_FORM_LABELS, SIMPLE_FORM_LABELS, normalizeDifficulty } from '../../../shared/difficulty';
import type { ExhibitValue } from './ExhibitEditor';
import type { AdminQuestion, Variant } from './types';

import { OPTION_LETTERS } from '../../../shared/bankVocabulary';

export const ANSWER_LETTERS = OPTION_LETTERS;

export interface QuestionFormValues {
  topicId: string;
  questionText: string;
  options: [string, string, string, string];
  correctAnswer: string;
  explanation: string;
  /** The label of the variant's vocabulary; the server maps it onto easy/medium/hard. */
  difficulty: string;
  /** Bank metadata (issue #17); '' means none. */
  tmcCode: string;
  rteArea: string;
  rteTopic: string;
  tmcOnly: boolean;
  source: string;
  /** The exhibit editor's state (ExhibitEditor.tsx): what to send, or why it cannot be sent yet. */
  exhibit: ExhibitValue;
}

const NO_METADATA = { tmcCode: '', rteArea: '', rteTopic: '', tmcOnly: false, source: '' };

export type QuestionFormErrors = Partial<Record<'topicId' | 'questionText' | 'explanation' | `option${number}`, string>>;

export function difficultyLabels(variant: Variant): Record<'easy' | 'medium' | 'hard', string> {
  return variant === 'simple' ? SIMPLE_FORM_LABELS : FULL_FORM_LABELS;
}

export function initialValues(variant: Variant, question: AdminQuestion | null): QuestionFormValues {
  const labels = difficultyLabels(variant);
  if (!question) {
    return {
      topicId: '',
      questionText: '',
      options: ['', '', '', ''],
      correctAnswer: 'A',
      explanation: '',
      difficulty: labels.medium,
      ...NO_METADATA,
      exhibit: { exhibit: null, problem: null },
    };
  }
  const opts = [...question.options, '', '', '', ''].slice(0, 4) as QuestionFormValues['options'];
  return {
    topicId: String(question.topicId),
    questionText: question.questionText,
    options: opts,
    correctAnswer: question.correctAnswer,
    explanation: question.explanation ?? '',
    difficulty: labels[normalizeDifficulty(question.difficulty) ?? 'medium'],
    tmcCode: question.tmcCode ?? '',
    rteArea: question.rteArea ?? '',
    rteTopic: question.rteTopic ?? '',
    tmcOnly: question.tmcOnly,
    source: question.source ?? '',
    exhibit: { exhibit: question.exhibit ?? null, problem: null },
  };
}

/** The full form's rules (SPEC §5); the simple form leaves every check to the server. */
export function validateFull(v: QuestionFormValues): QuestionFormErrors {
  const errors: QuestionFormErrors = {};
  if (!v.topicId) errors.topicId = 'Choose a topic';
  if (!v.questionText.trim()) errors.questionText = 'Question text is required';
  v.options.forEach((o, i) => {
    if (!o.trim()) errors[`option${i}`] = `Option ${ANSWER_LETTERS[i]} is required`;
  });
  if (!v.explanation.trim()) errors.explanation = 'Explanation is required';
  return errors;
}

export function toPayload(v: QuestionFormValues) {
  return {
    // An unchosen topic goes as sent, so the server's own message explains it.
    topicId: v.topicId === '' ? v.topicId : Number(v.topicId),
    questionText: v.questionText,
    options: [...v.options],
    correctAnswer: v.correctAnswer,
    explanation: v.explanation,
    difficulty: v.difficulty,
    // Blank metadata goes as sent: the server stores it as none.
    tmcCode: v.tmcCode,
    rteArea: v.rteArea,
    rteTopic: v.rteTopic,
    tmcOnly: v.tmcOnly,
    source: v.source,
    exhibit: v.exhibit.exhibit,
  };
}
