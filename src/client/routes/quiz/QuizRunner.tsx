import { Badge, Box, Button, Container, Flex, Heading, Progress, Text } from '@chakra-ui/react';
import type { QuizQuestion } from '../../lib/types';
import { capitalize } from '../../../shared/difficulty';
import { QuestionCard } from '../../components/QuestionCard';
import { notify } from '../../components/Toaster';
import type { FlagStore } from '../../lib/useFlagToggles';
import { useQuizFlow, type AnswerRecord } from '../../lib/useQuizFlow';

export type QuizAnswer = AnswerRecord;

interface Props {
  title: string;
  questions: QuizQuestion[];
  onExit: () => void;
  onComplete: (answers: QuizAnswer[], flagged: number[]) => void;
  /** The learner's flags on their account; absent for a quiz taken offline, whose flags stay on the page. */
  flagStore?: FlagStore;
}

const noAnswer = () => notify('Please select an answer', undefined, 'warning');

export function QuizRunner({ title, questions, onExit, onComplete, flagStore }: Props) {
  const flow = useQuizFlow(questions, onComplete, noAnswer, flagStore);
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }}>
      <Flex justify="space-between" align="center" gap="3">
        <Box>
          <Heading as="h1" size="lg">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="question-counter">
            Question {flow.index + 1} of {flow.total}
          </Text>
        </Box>
        <Button variant="outline" size="sm" onClick={onExit} aria-label="Exit quiz">
          ✕ Exit
        </Button>
      </Flex>
      <Progress.Root value={flow.percent} max={100} mt="3" colorPalette="teal" size="sm" aria-label="Quiz progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <QuestionCard flow={flow} tags={<Badge variant="subtle">{capitalize(flow.q.difficulty)}</Badge>} />
    </Container>
  );
}
