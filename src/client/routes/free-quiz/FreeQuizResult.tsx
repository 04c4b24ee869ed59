import { Box, Button, Container, Heading, List, Stack, Text } from '@chakra-ui/react';
import { EXAMS, MIXED_EXAMS } from '../../../shared/exams';
import { RTE_PARTS, RTE_START, TMC_END } from '../../../shared/examFacts';
import { scorePercent } from '../../../shared/scoring';
import { FlaggedReview } from '../../components/FlaggedReview';
import { useSession } from '../../lib/session';
import type { FreeQuestion, FreeQuizOutcome } from './types';
import { ButtonLink } from '../../components/ButtonLink';

const FEATURES = [
  `A timed simulation of the Respiratory Therapy Examination (RTE) every candidate sits from ${RTE_START}: ${EXAMS.rte.questionCount} questions, ${RTE_PARTS}`,
  `A timed simulation of the TMC exam, given until ${TMC_END}`,
  'NBRC-style practice quizzes for every topic in the question bank',
  `Mixed practice exams: ${Object.values(MIXED_EXAMS)
    .map((m) => m.name.replace(' Practice Exam', ''))
    .join(', ')}`,
  `Timed exam simulations: ${EXAMS.crt.name} (${EXAMS.crt.questionCount} questions) and ${EXAMS.rrt.name} (${EXAMS.rrt.questionCount} questions)`,
  'Detailed explanations for every question',
  'Progress tracking, study streak and exam readiness',
  'Performance analytics by topic',
];

interface Props extends FreeQuizOutcome {
  questions: FreeQuestion[];
  onTryAgain: () => void;
}

export function FreeQuizResult({ questions, answers, flagged, onTryAgain }: Props) {
  const { user } = useSession();
  const total = questions.length;
  const correct = answers.filter((a) => a.isCorrect).length;
  const score = scorePercent(correct, total);

  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="2xl">
          Free Quiz Complete!
        </Heading>
        <Text fontSize="5xl" fontWeight="bold" color="teal.700" mt="4" data-testid="free-quiz-score">
          {score}%
        </Text>
        <Text fontSize="lg" data-testid="free-quiz-summary">
          You scored {correct} out of {total} questions correctly
        </Text>

        <Box mt="8" textAlign="start" bg="teal.50" borderRadius="lg" p={{ base: 4, md: 6 }}>
          <Heading as="h2" size="md" mb="3">
            Get more with the full Respira platform
          </Heading>
          <List.Root gap="2" variant="plain">
            {FEATURES.map((f) => (
              <List.Item key={f} alignItems="flex-start">
                <Box as="span" aria-hidden color="teal.700" fontWeight="bold" me="2">
                  ✓
                </Box>
                {f}
              </List.Item>
            ))}
          </List.Root>
        </Box>

        <Stack direction={{ base: 'column', sm: 'row' }} mt="6" gap="3" justify="center" wrap="wrap">
          <Button variant="outline" onClick={onTryAgain}>
            Try Again
          </Button>
          <ButtonLink to="/subscription" variant="accent">
            Get Full Access
          </ButtonLink>
          {user ? (
            <ButtonLink to="/dashboard" variant="outline">
              Go to Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant="outline">
              Sign In
            </ButtonLink>
          )}
          <ButtonLink to="/" variant="ghost">
            Back to Home
          </ButtonLink>
        </Stack>
      </Box>

      <FlaggedReview questions={questions} answers={answers} flagged={flagged} separator=")" />
    </Container>
  );
}
