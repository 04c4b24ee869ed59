import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAnswerKeys } from './useAnswerKeys';
import { useFlagToggles, type FlagStore } from './useFlagToggles';

export interface AnswerRecord {
  questionId: number;
  userAnswer: string;
  isCorrect: boolean;
}

export interface FlowQuestion {
  id: number;
  correctAnswer: string;
  options: string[];
}

/**
 * One question at a time with instant feedback, as the topic quiz and the free quiz both run it:
 * pick (mouse or A–D), submit (button or Enter), which locks the options, then next (button or Enter);
 * after the last question `onComplete` gets the answers and the flagged question ids.
 */
export function useQuizFlow<Q extends FlowQuestion>(
  questions: Q[],
  onComplete: (answers: AnswerRecord[], flagged: number[]) => void,
  /** Called when the learner tries to submit with nothing picked (Enter with no choice). */
  onNoAnswer?: () => void,
  flagStore?: FlagStore,
) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [answers, setAnswers] = useState<AnswerRecord[]>([]);
  const { isFlagged, toggle } = useFlagToggles(flagStore);
  const flagged = useMemo(() => questions.filter((x) => isFlagged(x.id)).map((x) => x.id), [questions, isFlagged]);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const q = questions[index]!;
  const last = index === questions.length - 1;

  // The button pressed to move on changes under the focus; the new question takes it instead, so
  // keyboard and screen-reader users are not left on the page body.
  useEffect(() => {
    if (index > 0) questionRef.current?.focus();
  }, [index]);

  const submit = useCallback(() => {
    if (submitted) return;
    if (!selected) {
      onNoAnswer?.();
      return;
    }
    setSubmitted(true);
    setAnswers((a) => [...a, { questionId: q.id, userAnswer: selected, isCorrect: selected === q.correctAnswer }]);
  }, [submitted, selected, q, onNoAnswer]);

  const next = useCallback(() => {
    if (!submitted) return;
    if (last) {
      onComplete(answers, flagged);
      return;
    }
    setIndex((i) => i + 1);
    setSelected(null);
    setSubmitted(false);
  }, [submitted, last, answers, flagged, onComplete]);

  const pick = useCallback((letter: string) => !submitted && setSelected(letter), [submitted]);
  const toggleFlag = useCallback(() => toggle(q.id), [toggle, q.id]);
  useAnswerKeys(q.options.length, pick, submitted ? next : submit);

  return {
    q,
    index,
    total: questions.length,
    last,
    selected,
    submitted,
    /** Whether the submitted answer is right; null until it is submitted. */
    correct: submitted ? selected === q.correctAnswer : null,
    isFlagged: isFlagged(q.id),
    percent: Math.round(((index + 1) / questions.length) * 100),
    pick,
    submit,
    next,
    toggleFlag,
    questionRef,
  };
}

export type QuizFlow<Q extends FlowQuestion> = ReturnType<typeof useQuizFlow<Q>>;
