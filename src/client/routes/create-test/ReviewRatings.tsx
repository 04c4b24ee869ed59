import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { intervalLabel, REVIEW_RATING_LABELS, REVIEW_RATINGS, type ReviewRating } from '../../../shared/study';
import type { TestView } from '../../lib/types';

type Choice = NonNullable<TestView['items'][number]['review']>;

/**
 * A review card's answer buttons (issue #27): Again / Hard / Good / Easy with the interval each would give, computed
 * on the server from the card as it is, the automatic grade from correctness and confidence preselected, and Again in
 * 10 minutes for a learner who wants the card back today. The learner's choice is what schedules the card.
 */
export function ReviewRatings({ choice, busy, onRate }: { choice: Choice; busy: boolean; onRate: (r: ReviewRating) => void }) {
  if (choice.rated || !choice.intervals) return null;
  const intervals = choice.intervals;
  return (
    <Box mt="4" role="group" aria-labelledby="rating-label" data-testid="review-ratings">
      <Text id="rating-label" fontSize="sm" fontWeight="semibold" mb="2">
        When should this card come back?
      </Text>
      <Flex gap="2" wrap="wrap">
        {REVIEW_RATINGS.map((r) => (
          <Button
            key={r}
            size="sm"
            minH="11"
            colorPalette={r === 'again' || r === 'relearn' ? 'red' : r === 'hard' ? 'orange' : r === 'good' ? 'teal' : 'blue'}
            variant={choice.suggested === r ? 'solid' : 'outline'}
            aria-pressed={choice.suggested === r}
            disabled={busy}
            onClick={() => onRate(r)}
            data-testid={`rate-${r}`}
          >
            {REVIEW_RATING_LABELS[r]}
            {r !== 'relearn' && (
              <Text as="span" fontWeight="normal">
                {' '}
                · {intervalLabel(intervals[r].ms)}
              </Text>
            )}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}
