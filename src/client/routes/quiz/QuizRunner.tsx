import { Badge, Box, Button, Container, Flex, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import type { QuizQuestion } from '../../../server/services/questions';
import { capitalize } from '../../../shared/difficulty';
import { Explanation } from '../../components/Explanation';
import { OptionList } from '../../components/OptionList';
import { notify } from '../../components/Toaster';
import { useAnswerKeys } from '../../lib/useAnswerKeys';

export interface QuizAnswer {
  questionId: number;
  userAnswer: string;
  isCorrect: boolean;
}

interface Props {
  title: string;
  questions: QuizQuestion[];
  onExit: () => void;
  onComplete: (answers: QuizAnswer[], flagged: number[]) => void;
}

export function QuizRunner({ title, questions, onExit, onComplete }: Props) {
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [flagged, setFlagged] = useState<number[]>([]);
  const q = questions[index]!;
  const last = index === questions.length - 1;
  const isFlagged = flagged.includes(q.id);

  const submit = useCallback(() => {
    if (submitted) return;
    if (!selected) {
      notify('Please select an answer', undefined, 'warning');
      return;
    }
    setSubmitted(true);
    setAnswers((a) => [...a, { questionId: q.id, userAnswer: selected, isCorrect: selected === q.correctAnswer }]);
  }, [submitted, selected, q]);

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
  useAnswerKeys(q.options.length, pick, submitted ? next : submit);

  const correct = submitted && selected === q.correctAnswer;
  const progress = Math.round(((index + 1) / questions.length) * 100);

  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }}>
      <Flex justify="space-between" align="center" gap="3">
        <Box>
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            Question {index + 1} of {questions.length}
          </Text>
        </Box>
        <Button variant="outline" size="sm" onClick={onExit} aria-label="Exit quiz">
          ✕ Exit
        </Button>
      </Flex>
      <Progress.Root value={progress} max={100} mt="3" colorPalette="teal" size="sm" aria-label="Quiz progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>

      <Box bg="white" mt="5" p={{ base: 4, md: 6 }} borderRadius="xl" borderWidth="1px">
        <Flex gap="2" mb="3" wrap="wrap">
          <Badge variant="subtle">{capitalize(q.difficulty)}</Badge>
          {isFlagged && <Badge colorPalette="orange">Flagged for review</Badge>}
        </Flex>
        <Text fontSize="lg" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
          {q.questionText}
        </Text>
        <OptionList name="Answer options" options={q.options} selected={selected} onSelect={pick} locked={submitted} correctAnswer={submitted ? q.correctAnswer : null} />

        <Box minH="6" mt="4" aria-live="polite">
          {submitted && (
            <Box p="4" borderRadius="lg" bg={correct ? 'green.50' : 'red.50'} borderWidth="1px" borderColor={correct ? 'green.200' : 'red.200'}>
              <Text fontWeight="bold" color={correct ? 'green.800' : 'red.800'} mb="2">
                {correct ? 'Correct!' : 'Incorrect'}
              </Text>
              <Explanation text={q.explanation} />
              <Text mt="2" fontSize="sm" color="fg.muted">
                Difficulty: {capitalize(q.difficulty)}
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
            {isFlagged ? '⚑ Flagged' : '⚐ Flag for review'}
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
      </Box>
    </Container>
  );
}
