import { Box, Button, Container, Flex, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  MAX_TEST_QUESTIONS,
  isReviewPools,
  POOL_LABELS,
  QUESTION_POOLS,
  TIMED_MS_PER_QUESTION,
  type QuestionPool,
  type TestMode,
} from '../../../shared/study';
import type { RteSection } from '../../../shared/rteOutline';
import { Choice } from './Choice';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../components/Toaster';
import { useTRPC } from '../../lib/trpc';
import { RteSectionChoice } from './RteSectionChoice';

const POOL_HELP: Record<QuestionPool, string> = {
  unused: 'never answered anywhere',
  incorrect: 'your latest answer was wrong',
  marked: 'questions you flagged for review, anywhere',
  all: 'every question',
};

/** "Continue a test": the learner's unfinished tests, so leaving one mid-way never loses it. */
function OpenTests({ onOpen }: { onOpen: (testId: number) => void }) {
  const trpc = useTRPC();
  const open = useQuery({ ...trpc.learner.openTests.queryOptions(), staleTime: 0 });
  if (!open.data?.length) return null;
  return (
    <Box mt="5" p="4" bg="white" borderWidth="1px" borderRadius="xl" data-testid="open-tests">
      <Heading as="h2" size="md" mb="2">
        Continue a test
      </Heading>
      <Stack gap="2">
        {open.data.map((t) => (
          <Flex key={t.id} justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm">
              {isReviewPools(t.pools) ? 'Review' : t.mode === 'tutor' ? 'Tutor test' : 'Timed test'} · {t.answeredCount} of {t.count}{' '}
              answered
              {t.expired ? ' · time is up' : ''}
            </Text>
            <Button size="sm" variant="outline" colorPalette="teal" onClick={() => onOpen(t.id)}>
              {t.expired ? 'See results' : 'Continue'}
            </Button>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

/** /create-test: mode, pools with live counts, topics with counts, the number of questions, Start. */
export function TestBuilder({ onStarted }: { onStarted: (testId: number) => void }) {
  const trpc = useTRPC();
  const [mode, setMode] = useState<TestMode>('tutor');
  const [pools, setPools] = useState<QuestionPool[]>(['unused']);
  const [topicIds, setTopicIds] = useState<number[] | null>(null);
  // null: not limited by section (items the outline does not place yet stay in).
  const [rteSections, setRteSections] = useState<RteSection[] | null>(null);
  const [count, setCount] = useState('20');

  const topics = useQuery(trpc.learner.topics.queryOptions());
  const chosenTopics = topicIds ?? topics.data?.map((t) => t.id) ?? [];
  const counts = useQuery({
    ...trpc.learner.testPoolCounts.queryOptions({ pools, topicIds: chosenTopics, ...(rteSections ? { rteSections } : {}) }),
    enabled: chosenTopics.length > 0 && pools.length > 0 && rteSections?.length !== 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const available = pools.length && chosenTopics.length && rteSections?.length !== 0 ? (counts.data?.available ?? 0) : 0;
  const wanted = Number(count);
  const countValid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_TEST_QUESTIONS;
  const willHave = Math.min(countValid ? wanted : 0, available);

  const create = useMutation(
    trpc.learner.createTest.mutationOptions({
      onSuccess: (t) => onStarted(t.id),
      onError: (err) => notify('Could not start the test', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );

  const togglePool = (p: QuestionPool) => setPools((cur) => (cur.includes(p) ? cur.filter((x) => x !== p) : [...cur, p]));
  const toggleTopic = (id: number) => setTopicIds(chosenTopics.includes(id) ? chosenTopics.filter((x) => x !== id) : [...chosenTopics, id]);
  const allTopics = topics.data?.length === chosenTopics.length;
  const perTopic = useMemo(() => new Map(counts.data?.topics.map((t) => [t.topicId, t.available]) ?? []), [counts.data]);

  const start = () => {
    if (!countValid) return notify('Choose how many questions', `From 1 to ${MAX_TEST_QUESTIONS}.`, 'warning');
    create.mutate({ mode, pools, topicIds: chosenTopics, ...(rteSections ? { rteSections } : {}), count: wanted });
  };

  return (
    <Container maxW="4xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="xl">
        Create a Test
      </Heading>
      <Text color="fg.muted" mt="1">
        Build your own test from the questions you have not seen, the ones you missed, or the ones you flagged for review.
      </Text>

      <OpenTests onOpen={onStarted} />

      <Stack gap="6" mt="6">
        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            Mode
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Choice
              type="radio"
              name="mode"
              checked={mode === 'tutor'}
              onChange={() => setMode('tutor')}
              label={
                <>
                  <Text fontWeight="semibold">Tutor</Text>
                  <Text fontSize="sm" color="fg.muted">
                    The answer and explanation after each question
                  </Text>
                </>
              }
            />
            <Choice
              type="radio"
              name="mode"
              checked={mode === 'timed'}
              onChange={() => setMode('timed')}
              label={
                <>
                  <Text fontWeight="semibold">Timed</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {TIMED_MS_PER_QUESTION / 1000} s a question, results at the end
                  </Text>
                </>
              }
            />
          </SimpleGrid>
        </Box>

        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            Question pools
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {QUESTION_POOLS.map((p) => (
              <Choice
                key={p}
                type="checkbox"
                name="pools"
                checked={pools.includes(p)}
                onChange={() => togglePool(p)}
                testId={`pool-${p}`}
                countTestId={`pool-count-${p}`}
                count={counts.data ? counts.data.pools[p] : '…'}
                label={
                  <>
                    <Text fontWeight="semibold">{POOL_LABELS[p]}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {POOL_HELP[p]}
                    </Text>
                  </>
                }
              />
            ))}
          </SimpleGrid>
        </Box>

        <Box as="fieldset">
          <Flex as="legend" w="full" justify="space-between" align="center" mb="2">
            <Heading as="span" size="md">
              Topics
            </Heading>
          </Flex>
          <Button size="sm" variant="outline" mb="3" onClick={() => setTopicIds(allTopics ? [] : (topics.data?.map((t) => t.id) ?? []))}>
            {allTopics ? 'Clear all topics' : 'Choose all topics'}
          </Button>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
            {topics.data?.map((t) => (
              <Choice
                key={t.id}
                type="checkbox"
                name="topics"
                checked={chosenTopics.includes(t.id)}
                onChange={() => toggleTopic(t.id)}
                count={perTopic.get(t.id) ?? '…'}
                label={<Text fontSize="sm">{t.name}</Text>}
              />
            ))}
          </SimpleGrid>
        </Box>

        <RteSectionChoice chosen={rteSections} onChange={setRteSections} counts={counts.data?.sections} />

        <Box>
          <Heading as="h2" size="md" mb="2">
            <label htmlFor="test-count">Number of questions</label>
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            <Input
              id="test-count"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_TEST_QUESTIONS}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              w="28"
              aria-describedby="test-count-help"
            />
            <Text id="test-count-help" fontSize="sm" color="fg.muted" aria-live="polite" data-testid="available-count">
              {available} available in your choice (1–{MAX_TEST_QUESTIONS})
            </Text>
          </Flex>
        </Box>

        <Flex gap="3" align="center" wrap="wrap">
          <Button
            colorPalette="teal"
            size="lg"
            onClick={start}
            loading={create.isPending}
            disabled={available === 0 || !countValid || pools.length === 0 || chosenTopics.length === 0 || rteSections?.length === 0}
          >
            Start Test
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {available === 0
              ? 'No questions match this choice.'
              : `${willHave} question${willHave === 1 ? '' : 's'}, ${mode === 'tutor' ? 'tutor' : 'timed'} mode`}
          </Text>
        </Flex>
      </Stack>
    </Container>
  );
}
