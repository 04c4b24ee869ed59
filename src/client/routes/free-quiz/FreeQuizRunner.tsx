import { Badge, Box, Button, Container, Flex, Heading, Progress, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { capitalize } from '../../../shared/difficulty';
import { Explanation } from '../../components/Explanation';
import { OptionList } from '../../components/OptionList';
import { useAnswerKeys } from '../../lib/useAnswerKeys';
import type { FreeAnswer, FreeQuestion, FreeQuizOutcome } from './types';

interface Props {
  questions: FreeQuestion[];
  onComplete: (outcome: FreeQuizOutcome) => void;
}

export function FreeQuizRunner({ questions, onComplete }: Props) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [answers, setAnswers] = useState<FreeAnswer[]>([]);
  const [flagged, setFlagged] = useState<number[]>([]);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const q = questions[index]!;
  const total = questions.length;
  const last = index === total - 1;
  const isFlagged = flagged.includes(q.id);

  // The Next button disappears when the question changes; move focus to the new question so
  // keyboard and screen-reader users are not left on the page body.
  useEffect(() => {
    if (index > 0) questionRef.current?.focus();
  }, [index]);

  const submit = useCallback(() => {
    if (submitted || !selected) return;
    setSubmitted(true);
    setAnswers((a) => [...a, { questionId: q.id, userAnswer: selected, isCorrect: selected === q.correctAnswer }]);
  }, [submitted, selected, q]);

  const next = useCallback(() => {
    if (!submitted) return;
    if (last) {
      onComplete({ answers, flagged });
      return;
    }
    setIndex((i) => i + 1);
    setSelected(null);
    setSubmitted(false);
  }, [submitted, last, answers, flagged, onComplete]);

  const pick = useCallback((letter: string) => !submitted && setSelected(letter), [submitted]);
  useAnswerKeys(q.options.length, pick, submitted ? next : submit);

  const correct = submitted && selected === q.correctAnswer;
  const percent = Math.round(((index + 1) / total) * 100);
  const difficulty = capitalize(q.difficulty);

  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }}>
      <Heading as="h1" size="xl">
        Free Practice Quiz
      </Heading>
      <Flex justify="space-between" align="center" gap="3" mt="2" fontSize="sm" color="fg.muted">
        <Text aria-live="polite" data-testid="question-counter">
          Question {index + 1} of {total}
        </Text>
        <Text data-testid="percent-complete">{percent}% complete</Text>
      </Flex>
      <Progress.Root value={percent} max={100} mt="2" colorPalette="teal" size="sm" aria-label="Quiz progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>

      <Box bg="white" mt="5" p={{ base: 4, md: 6 }} borderRadius="xl" borderWidth="1px">
        <Flex gap="2" mb="3" wrap="wrap">
          <Badge colorPalette="teal" variant="subtle" data-testid="topic-tag">
            {q.topic}
          </Badge>
          <Badge variant="subtle" data-testid="difficulty">
            {difficulty}
          </Badge>
          {isFlagged && <Badge colorPalette="orange">Flagged for review</Badge>}
        </Flex>
        <Heading as="h2" size="md" fontWeight="semibold" mb="4" whiteSpace="pre-wrap" ref={questionRef} tabIndex={-1} outline="none">
          {q.questionText}
        </Heading>
        <OptionList
          name="Answer options"
          separator=")"
          options={q.options}
          selected={selected}
          onSelect={pick}
          locked={submitted}
          correctAnswer={submitted ? q.correctAnswer : null}
        />

        <Box minH="6" mt="4" aria-live="polite">
          {submitted && (
            <Box p="4" borderRadius="lg" bg={correct ? 'green.50' : 'red.50'} borderWidth="1px" borderColor={correct ? 'green.200' : 'red.200'}>
              <Text fontWeight="bold" color={correct ? 'green.800' : 'red.800'} mb="2" data-testid="feedback">
                {correct ? 'Correct!' : 'Incorrect'}
              </Text>
              <Explanation text={q.explanation} />
              <Text mt="2" fontSize="sm" color="fg.muted">
                Difficulty: {difficulty}
              </Text>
            </Box>
          )}
        </Box>

        <Flex mt="5" gap="3" justify="space-between" wrap="wrap">
          <Button
            variant="outline"
            aria-pressed={isFlagged}
            onClick={() => setFlagged((f) => (f.includes(q.id) ? f.filter((x) => x !== q.id) : [...f, q.id]))}
          >
            {isFlagged ? '⚑ Flagged for review' : '⚐ Flag for review'}
          </Button>
          {submitted ? (
            <Button colorPalette="teal" onClick={next}>
              {last ? 'Complete Quiz' : 'Next Question'}
            </Button>
          ) : (
            <Button colorPalette="teal" onClick={submit} disabled={!selected}>
              Submit Answer
            </Button>
          )}
        </Flex>
        <Text mt="3" fontSize="xs" color="fg.muted" hideBelow="md">
          Keyboard: press A–{String.fromCharCode(64 + q.options.length)} to choose, Enter to {submitted ? 'continue' : 'submit'}.
        </Text>
      </Box>
    </Container>
  );
}
