import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Explanation } from './Explanation';
import { KeyedOptions } from './KeyedOptions';
import type { Exhibit as ExhibitData } from '../../shared/exhibit';
import { Exhibit } from './exhibit/Exhibit';

export interface ReviewQuestion {
  id: number;
  questionText: string;
  options: string[];
  correctAnswer: string;
  explanation: string;
  source?: string | null;
  reviewedOn?: string | null;
  writtenOn?: string | null;
  exhibit?: ExhibitData | null;
  /** The topic's name, where the quiz spans topics. */
  topic?: string;
}

interface Props {
  questions: ReviewQuestion[];
  answers: { questionId: number; userAnswer: string }[];
  flagged: number[];
  /** "." (topic quiz) or ")" (free quiz), as the options were lettered while answering. */
  separator?: string;
}

/**
 * The questions the learner flagged, after the quiz: each with the key and their own answer marked in
 * words (not only bold), and the explanation. Renders nothing when no question was flagged.
 */
export function FlaggedReview({ questions, answers, flagged, separator = '.' }: Props) {
  const review = questions.filter((q) => flagged.includes(q.id));
  if (review.length === 0) return null;
  const byId = new Map(answers.map((a) => [a.questionId, a.userAnswer]));
  return (
    <Box mt="6" as="section" aria-labelledby="flagged-heading">
      <Heading as="h2" id="flagged-heading" size="lg" mb="3">
        Flagged for review ({review.length})
      </Heading>
      <Stack gap="4">
        {review.map((q) => (
          <Box key={q.id} bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid="flagged-question">
            {q.topic && (
              <Text fontSize="sm" color="fg.muted" mb="1">
                {q.topic}
              </Text>
            )}
            <Text fontWeight="semibold" whiteSpace="pre-wrap">
              {q.questionText}
            </Text>
            <Exhibit exhibit={q.exhibit} collapsed />
            <KeyedOptions options={q.options} correctAnswer={q.correctAnswer} userAnswer={byId.get(q.id)} separator={separator} />
            <Box mt="3" fontSize="sm">
              <Explanation text={q.explanation} source={q.source} reviewedOn={q.reviewedOn} writtenOn={q.writtenOn} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
