import { Badge, Box, Button, Container, Flex, Heading, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActiveExam } from '../../../server/services/exams';
import { FlagButton } from '../../components/FlagButton';
import { OptionList } from '../../components/OptionList';
import { formatClock } from '../../lib/format';
import { useAnswerKeys } from '../../lib/useAnswerKeys';
import { loadSaved, storeSaved } from './savedAnswers';
import { useCountdown } from './useCountdown';
import { Exhibit } from '../../components/exhibit/Exhibit';

interface Props {
  exam: ActiveExam;
  submitting: boolean;
  onSubmit: (answers: (string | null)[]) => void;
}

function ClockIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden style={{ display: 'inline', verticalAlign: '-3px' }}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ExamRunner({ exam, submitting, onSubmit }: Props) {
  const total = exam.questions.length;
  const [state, setState] = useState(() => loadSaved(exam.examSessionId, total));
  const { answers, flags, index } = state;
  const q = exam.questions[index]!;

  useEffect(() => storeSaved(exam.examSessionId, state), [exam.examSessionId, state]);

  const submit = useCallback(() => onSubmit(answers), [onSubmit, answers]);
  const seconds = useCountdown(exam.deadlineAt, exam.serverNow, submit);

  const pick = useCallback(
    (letter: string) =>
      setState((s) => {
        const next = s.answers.slice();
        next[s.index] = letter;
        return { ...s, answers: next };
      }),
    [],
  );
  const go = (i: number) => setState((s) => ({ ...s, index: Math.max(0, Math.min(total - 1, i)) }));
  const toggleFlag = () =>
    setState((s) => ({ ...s, flags: s.flags.includes(s.index) ? s.flags.filter((f) => f !== s.index) : [...s.flags, s.index] }));
  const submitRef = useRef<HTMLButtonElement>(null);
  // Enter moves on; on the last question it brings the learner to Submit Exam rather than submitting,
  // so a stray key press never ends an exam (a second Enter on the focused button does).
  const onEnter = useCallback(() => {
    if (index === total - 1) submitRef.current?.focus();
    else setState((s) => ({ ...s, index: Math.min(total - 1, s.index + 1) }));
  }, [index, total]);
  useAnswerKeys(q.options.length, pick, onEnter, !submitting);

  const answered = answers.filter((a) => a !== null).length;
  const flagged = flags.includes(index);
  const last = index === total - 1;
  const lowTime = seconds <= 300;

  return (
    <Container maxW="4xl" py={{ base: 4, md: 8 }}>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="lg">
            {exam.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" aria-live="polite">
            Question {index + 1} of {total}
          </Text>
        </Box>
        <Box
          role="timer"
          aria-label="Time remaining"
          px="3"
          py="1"
          borderRadius="md"
          bg={lowTime ? 'red.50' : 'gray.100'}
          color={lowTime ? 'red.800' : 'fg'}
          fontWeight="bold"
          fontSize="xl"
          fontVariantNumeric="tabular-nums"
          data-testid="exam-clock"
        >
          <ClockIcon /> {formatClock(seconds)}
        </Box>
      </Flex>
      <Progress.Root
        value={Math.round(((index + 1) / total) * 100)}
        max={100}
        mt="3"
        size="sm"
        colorPalette="teal"
        aria-label="Exam progress"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex gap="2" mt="3" wrap="wrap">
        <Badge colorPalette="teal" size="lg" data-testid="answered-badge">
          Answered: {answered}/{total}
        </Badge>
        <Badge colorPalette="orange" size="lg" data-testid="flagged-badge">
          Flagged: {flags.length}
        </Badge>
      </Flex>

      <Box bg="white" mt="4" p={{ base: 4, md: 6 }} borderRadius="xl" borderWidth="1px">
        <Flex justify="space-between" gap="2" mb="3" align="center" wrap="wrap">
          <Badge variant="subtle">{q.topicName}</Badge>
          <FlagButton size="sm" variant={flagged ? 'solid' : 'outline'} colorPalette="orange" flagged={flagged} onToggle={toggleFlag} />
        </Flex>
        <Text fontSize="lg" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
          {q.questionText}
        </Text>
        <Exhibit exhibit={q.exhibit} />
        <OptionList name={`Answer for question ${index + 1}`} options={q.options} selected={answers[index] ?? null} onSelect={pick} />
        <Flex mt="5" justify="space-between" gap="3">
          <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
            Previous
          </Button>
          {last ? (
            // Its own key: React would otherwise reuse the focused Next button, and the Enter that reached the
            // last question would submit the exam with the next press.
            <Button key="submit" ref={submitRef} colorPalette="teal" onClick={submit} loading={submitting}>
              Submit Exam
            </Button>
          ) : (
            <Button key="next" colorPalette="teal" onClick={() => go(index + 1)}>
              Next
            </Button>
          )}
        </Flex>
      </Box>

      <Box mt="5">
        <Text fontSize="sm" fontWeight="semibold" mb="2">
          Jump to a question
        </Text>
        <SimpleGrid columns={{ base: 8, sm: 10, md: 14 }} gap="1" as="nav" aria-label="Questions">
          {exam.questions.map((item, i) => {
            const isAnswered = answers[i] !== null;
            const isFlagged = flags.includes(i);
            return (
              <Button
                key={item.id}
                size="xs"
                variant={i === index ? 'solid' : isAnswered ? 'subtle' : 'outline'}
                colorPalette={isFlagged ? 'orange' : 'teal'}
                // "marked", not "flagged": the word stays unique to the flag toggle, for anyone looking for it by name.
                aria-label={`Question ${i + 1}${isAnswered ? ', answered' : ''}${isFlagged ? ', marked for review' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              >
                {i + 1}
                {isFlagged ? '⚑' : ''}
              </Button>
            );
          })}
        </SimpleGrid>
      </Box>
    </Container>
  );
}
