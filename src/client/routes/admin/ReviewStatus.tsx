import { Button, Flex, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewLine, type ReviewDates } from '../../../shared/reviewDate';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useInvalidateAdmin } from './useInvalidateAdmin';

interface Props extends ReviewDates {
  questionId: number;
}

/**
 * Where an item stands ("Reviewed 5 Nov 2026 by ana" / "Not reviewed since written …") and the editor's Mark reviewed:
 * pressing it says "I checked this item against its source today", so the server records today and who, nothing else.
 */
export function ReviewStatus({ questionId, ...dates }: Props) {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  // The answer to Mark reviewed shows at once, before the list it came from is read again.
  const [marked, setMarked] = useState<ReviewDates | null>(null);
  const mark = useMutation(
    trpc.admin.markQuestionReviewed.mutationOptions({
      onSuccess: (r) => {
        setMarked(r);
        void invalidate.questions();
        notify('Marked reviewed', reviewLine(r), 'success');
      },
      onError: (err) => notify('Could not mark it reviewed', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );
  return (
    <Flex align="center" gap="3" wrap="wrap" data-testid="review-status">
      <Text fontSize="sm" color="fg.muted" data-testid="review-line">
        {reviewLine(marked ?? dates)}
      </Text>
      <Button
        size="xs"
        variant="outline"
        colorPalette="teal"
        loading={mark.isPending}
        onClick={() => mark.mutate({ id: questionId })}
        aria-label={`Mark question ${questionId} reviewed`}
      >
        Mark reviewed
      </Button>
    </Flex>
  );
}
