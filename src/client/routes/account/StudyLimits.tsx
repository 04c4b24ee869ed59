import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MAX_DAILY_NEW, MAX_DAILY_REVIEWS } from '../../../shared/study';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/** Daily limits of the review sessions (issue #27): the server checks the ranges and stores them. */
export function StudyLimits() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.learner.studyLimits.queryOptions());
  const save = useMutation(trpc.learner.setStudyLimits.mutationOptions());
  const [reviews, setReviews] = useState('');
  const [fresh, setFresh] = useState('');
  useEffect(() => {
    if (!current.data) return;
    setReviews(String(current.data.dailyReviewLimit));
    setFresh(String(current.data.dailyNewLimit));
  }, [current.data]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    try {
      const r = await save.mutateAsync({ dailyReviewLimit: Number(reviews), dailyNewLimit: Number(fresh) });
      queryClient.setQueryData(trpc.learner.studyLimits.queryKey(), r);
      await queryClient.invalidateQueries({ queryKey: trpc.learner.reviewDue.queryKey() });
      notify('Daily limits saved', `${r.dailyReviewLimit} reviews and ${r.dailyNewLimit} new questions a day`, 'success');
    } catch (err) {
      notify('The limits were not saved', errorMessage(err, 'please try again.'), 'error');
    }
  }

  return (
    <Stack as="form" gap="3" align="flex-start" onSubmit={(e) => void submit(e)}>
      <Flex gap="4" wrap="wrap">
        <label>
          <Text fontWeight="medium">Reviews a day</Text>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DAILY_REVIEWS}
            w="32"
            value={reviews}
            disabled={current.isPending}
            onChange={(e) => setReviews(e.target.value)}
            data-testid="daily-review-limit"
          />
        </label>
        <label>
          <Text fontWeight="medium">New questions a day</Text>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_DAILY_NEW}
            w="32"
            value={fresh}
            disabled={current.isPending}
            onChange={(e) => setFresh(e.target.value)}
            data-testid="daily-new-limit"
          />
        </label>
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        Review sessions stop at these limits each day (UTC), so a long break never buries you in cards.
      </Text>
      <Button type="submit" size="sm" colorPalette="teal" loading={save.isPending} disabled={current.isPending}>
        Save limits
      </Button>
    </Stack>
  );
}
