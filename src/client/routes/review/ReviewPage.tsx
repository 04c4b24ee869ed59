// The review screen: what is due, the forecast, daily limits and the misses to practise; the progress tables are
// StudyProgress.tsx.
import { Badge, Box, Button, Container, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { refreshReviewAhead } from '../../offline/review';
import { isNetworkError, useOnline } from '../../offline/status';
import { OfflineReview } from './OfflineReview';
import { MAX_TEST_QUESTIONS, MISS_TAG_LABELS, type MissTag } from '../../../shared/study';
import { ButtonLink } from '../../components/ButtonLink';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../components/Toaster';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { StudyProgress } from './StudyProgress';

type Miss = { tag: MissTag | null; topicId: number; topicName: string; count: number };

/** Misses by tag ("Why did I miss it?"), each with its topics; untagged misses last. */
function groupByTag(misses: readonly Miss[]) {
  const groups = new Map<MissTag | null, { total: number; topics: Miss[] }>();
  for (const m of misses) {
    const g = groups.get(m.tag) ?? { total: 0, topics: [] };
    g.total += m.count;
    g.topics.push(m);
    groups.set(m.tag, g);
  }
  return [...groups.entries()].sort(([a, x], [b, y]) => (a === null ? 1 : b === null ? -1 : y.total - x.total));
}

/** Cards due today (overdue included) and on each of the next 7 days, counted by the server. */
function Forecast({ days }: { days: { date: string; due: number }[] }) {
  const most = Math.max(1, ...days.map((x) => x.due));
  const weekday = (iso: string, i: number) =>
    i === 0 ? 'Today' : new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return (
    <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl">
      <Heading as="h2" size="md" mb="3">
        Due this week
      </Heading>
      <Flex
        as="ol"
        gap="2"
        align="end"
        listStyleType="none"
        data-testid="review-forecast"
        aria-label="Cards due today and on the next 7 days"
      >
        {days.map((x, i) => (
          <Flex
            as="li"
            key={x.date}
            direction="column"
            align="center"
            flex="1"
            minW="0"
            gap="1"
            aria-label={`${weekday(x.date, i)}: ${x.due} due`}
          >
            <Text fontSize="xs" fontWeight="semibold">
              {x.due}
            </Text>
            <Box
              w="full"
              maxW="8"
              bg={i === 0 ? 'teal.500' : 'teal.200'}
              borderRadius="sm"
              h={`${Math.max(2, Math.round((x.due / most) * 64))}px`}
            />
            <Text fontSize="xs" color="fg.muted">
              {weekday(x.date, i)}
            </Text>
          </Flex>
        ))}
      </Flex>
    </Box>
  );
}

function Review() {
  const { user } = useSession();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const online = useOnline();
  const due = useQuery({ ...trpc.learner.reviewDue.queryOptions(), enabled: !!user?.isPro, staleTime: 0 });
  // Review due was read online: the cards due soon in downloaded topics are kept for offline review too.
  const userId = user?.isPro ? user.id : undefined;
  useEffect(() => {
    if (!due.dataUpdatedAt || userId === undefined) return;
    refreshReviewAhead(userId).catch(() => undefined);
  }, [due.dataUpdatedAt, userId]);
  const start = useMutation(
    trpc.learner.createTest.mutationOptions({
      onSuccess: (t) => navigate(`/create-test?test=${t.id}`),
      onError: (err) => notify('Could not start the review', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );
  if (!user?.isPro) {
    return (
      <Container maxW="2xl" py="10" px={{ base: 3, md: 6 }}>
        <Heading as="h1" size="xl">
          Spaced review
        </Heading>
        <Text mt="3">
          Respira brings back each question you missed just before you would forget it, mixed across topics. Spaced review is part of
          Respira Pro.
        </Text>
        <Box mt="5">
          <ButtonLink to="/subscription" variant="accent">
            Upgrade to Pro
          </ButtonLink>
        </Box>
      </Container>
    );
  }
  // No connection (or no answer from the server): review what this device keeps.
  if (!online || (due.isError && isNetworkError(due.error))) return <OfflineReview userId={user.id} />;
  if (due.isPending) return <PageSpinner label="Loading your review" />;
  if (due.isError)
    return (
      <Container py="10">
        <Text role="alert">{errorMessage(due.error, 'Could not load your review.')}</Text>
      </Container>
    );
  const d = due.data;
  const groups = groupByTag(d.misses);
  const reviewsNow = Math.min(d.dueCount, d.today.reviewsLeft, MAX_TEST_QUESTIONS);
  const newNow = Math.min(d.newAvailable, d.today.newLeft, MAX_TEST_QUESTIONS);
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="xl">
        Spaced review
      </Heading>
      <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl">
        <Text fontSize="sm" color="fg.muted">
          Due now
        </Text>
        <Text fontSize="4xl" fontWeight="bold" data-testid="review-due-count">
          {d.dueCount}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {d.dueCount === 0
            ? 'Nothing is due. Questions you answer come back here when it is time to review them.'
            : d.today.reviewsLeft === 0
              ? `You reached today's limit of ${d.today.reviewLimit} reviews. Change it on your account page.`
              : `A session takes up to ${reviewsNow} of them, mixed across topics; you rate each card to schedule it.`}
        </Text>
        <Text fontSize="sm" mt="2" data-testid="review-today">
          Today: {d.today.reviewsToday} of {d.today.reviewLimit} reviews · {d.today.newToday} of {d.today.newLimit} new questions
          {d.retention.percent !== null ? ` · retention ${d.retention.percent}% (last 30 days)` : ''}
        </Text>
        <Flex gap="3" mt="4" wrap="wrap">
          <Button
            colorPalette="teal"
            disabled={reviewsNow === 0}
            loading={start.isPending && start.variables?.pools[0] === 'due'}
            onClick={() => start.mutate({ mode: 'tutor', pools: ['due'], count: reviewsNow })}
          >
            Start review
          </Button>
          <Button
            variant="outline"
            colorPalette="teal"
            disabled={newNow === 0}
            loading={start.isPending && start.variables?.pools[0] === 'new'}
            onClick={() => start.mutate({ mode: 'tutor', pools: ['new'], count: newNow })}
          >
            Learn {newNow} new question{newNow === 1 ? '' : 's'}
          </Button>
          <ButtonLink to="/create-test" variant="outline">
            Create a Test
          </ButtonLink>
        </Flex>
      </Box>

      <Forecast days={d.forecast} />

      {d.dueCases.length > 0 && (
        <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl" data-testid="review-due-cases">
          <Heading as="h2" size="md">
            Clinical cases due
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            A case is reviewed whole: take it again from its topic&apos;s Clinical cases in Practice.
          </Text>
          <Stack as="ul" mt="3" gap="1" listStyleType="none">
            {d.dueCases.map((c) => (
              <Text as="li" key={c.caseSetId}>
                {c.title} ({c.topicName}): {c.dueItems} item{c.dueItems === 1 ? '' : 's'} due
              </Text>
            ))}
          </Stack>
          <Box mt="3">
            <ButtonLink to="/quiz" variant="outline">
              Go to Practice
            </ButtonLink>
          </Box>
        </Box>
      )}

      <StudyProgress />

      <Heading as="h2" size="lg" mt="8" mb="3">
        Your misses
      </Heading>
      {groups.length === 0 ? (
        <Text color="fg.muted">No misses in your tests yet. After a miss in a tutor test, tag why you missed it.</Text>
      ) : (
        <Stack gap="4">
          {groups.map(([tag, g]) => (
            <Box key={tag ?? 'untagged'} bg="white" p="4" borderWidth="1px" borderRadius="xl" data-testid="miss-group">
              <Flex justify="space-between" align="center">
                <Heading as="h3" size="md">
                  {tag ? MISS_TAG_LABELS[tag] : 'Not tagged yet'}
                </Heading>
                <Badge colorPalette="purple">{g.total}</Badge>
              </Flex>
              <Table.Root size="sm" mt="2">
                <Table.Body>
                  {g.topics.map((m) => (
                    <Table.Row key={m.topicId}>
                      <Table.Cell>{m.topicName}</Table.Cell>
                      <Table.Cell textAlign="end">{m.count}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ))}
        </Stack>
      )}
    </Container>
  );
}

export default function ReviewPage() {
  return (
    <RequireAuth>
      <Review />
    </RequireAuth>
  );
}
