import { Badge, Container, Flex, Heading, Progress, Text } from '@chakra-ui/react';
import { capitalize } from '../../../shared/difficulty';
import { QuestionCard } from '../../components/QuestionCard';
import { notify } from '../../components/Toaster';
import { useQuizFlow } from '../../lib/useQuizFlow';
import type { FreeQuestion, FreeQuizOutcome } from './types';

interface Props {
  questions: FreeQuestion[];
  onComplete: (outcome: FreeQuizOutcome) => void;
}

const noAnswer = () => notify('Please select an answer', undefined, 'warning');

export function FreeQuizRunner({ questions, onComplete }: Props) {
  const flow = useQuizFlow(questions, (answers, flagged) => onComplete({ answers, flagged }), noAnswer);
  const { q } = flow;
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }}>
      <Heading as="h1" size="xl">
        Free Practice Quiz
      </Heading>
      <Flex justify="space-between" align="center" gap="3" mt="2" fontSize="sm" color="fg.muted">
        <Text aria-live="polite" data-testid="question-counter">
          Question {flow.index + 1} of {flow.total}
        </Text>
        <Text data-testid="percent-complete">{flow.percent}% complete</Text>
      </Flex>
      <Progress.Root value={flow.percent} max={100} mt="2" colorPalette="teal" size="sm" aria-label="Quiz progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <QuestionCard
        flow={flow}
        separator=")"
        tags={
          <>
            <Badge colorPalette="teal" variant="subtle" data-testid="topic-tag">
              {q.topic}
            </Badge>
            <Badge variant="subtle" data-testid="difficulty">
              {capitalize(q.difficulty)}
            </Badge>
          </>
        }
      />
    </Container>
  );
}
