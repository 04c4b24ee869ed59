import { Box, Text } from '@chakra-ui/react';
import { capitalize } from '../../shared/difficulty';
import { Explanation } from './Explanation';
import { PeerStat } from './PeerStat';

interface Props {
  /** Null before the answer is submitted: the live region stays in place, empty. */
  correct: boolean | null;
  explanation: string;
  difficulty: string;
  source?: string | null;
  reviewedOn?: string | null;
  writtenOn?: string | null;
  /** Shows how other learners did once the server has the figure (signed-in learners only). */
  questionId?: number;
}

/**
 * The verdict after an answer is submitted, in words as well as colour, with the explanation and the
 * difficulty. The wrapper is a live region that exists before the verdict, so screen readers announce it.
 */
export function AnswerFeedback({ correct, explanation, difficulty, source, reviewedOn, writtenOn, questionId }: Props) {
  return (
    <Box minH="6" mt="4" aria-live="polite">
      {correct !== null && (
        <Box p="4" borderRadius="lg" bg={correct ? 'green.50' : 'red.50'} borderWidth="1px" borderColor={correct ? 'green.200' : 'red.200'}>
          <Text fontWeight="bold" color={correct ? 'green.800' : 'red.800'} mb="2" data-testid="feedback">
            {correct ? 'Correct!' : 'Incorrect'}
          </Text>
          <Explanation text={explanation} source={source} reviewedOn={reviewedOn} writtenOn={writtenOn} />
          <Text mt="2" fontSize="sm" color="fg.muted">
            Difficulty: {capitalize(difficulty)}
          </Text>
          {questionId !== undefined && <PeerStat questionId={questionId} />}
        </Box>
      )}
    </Box>
  );
}
