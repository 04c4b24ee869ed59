import { Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { REVIEW_FILTERS, REVIEW_FILTER_LABELS, type ReviewFilter } from '../../shared/history';
import type { OutlineSection } from '../../shared/bankVocabulary';
import { useTRPC } from '../lib/trpc';
import { ButtonLink } from './ButtonLink';
import { Exhibit } from './exhibit/Exhibit';
import { Explanation } from './Explanation';
import { KeyedOptions } from './KeyedOptions';

/** The panel's first query (every item, page 1): an exam's submit answers it, and the result screen seeds it. */
export const firstReviewPage = (attemptId: number) => ({ attemptId, filter: 'all' as const, page: 1 });

/**
 * The review of a finished attempt, one page of 10 at a time, filtered on the server (a 185-item RTE with its
 * explanations would be one page tens of thousands of pixels long): by outcome, flags, pretest items, topic and
 * outline section. Used after an exam and when an attempt is reopened from History.
 */
export function AttemptReviewPanel({ attemptId, realFormat = false }: { attemptId: number; realFormat?: boolean }) {
  const trpc = useTRPC();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [topicId, setTopicId] = useState<number | undefined>();
  const [section, setSection] = useState<OutlineSection | undefined>();
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const query = useQuery({
    ...trpc.learner.attemptReview.queryOptions({ attemptId, filter, topicId, section, page }),
    placeholderData: keepPreviousData,
  });
  const data = query.data?.review;

  const choose = (change: () => void) => {
    change();
    setPage(1);
  };
  const turn = (to: number) => {
    setPage(to);
    // The new page starts at the top of the review, not where the pager was.
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box mt="8" ref={top} data-testid="attempt-review" aria-busy={query.isFetching}>
      <Heading as="h2" size="lg" mb="3">
        Review every question
      </Heading>
      {query.isError && (
        <Text color="red.700" role="alert">
          {query.error.message}
        </Text>
      )}
      {data && (
        <>
          {data.keysWithheld && (
            <Flex
              bg="white"
              p="4"
              mb="4"
              borderRadius="xl"
              borderWidth="1px"
              gap="3"
              align="center"
              justify="space-between"
              wrap="wrap"
              data-testid="review-free-note"
            >
              <Text fontSize="sm">
                On the free plan the review shows the answer and explanation of the questions you got right. Upgrade to Pro to review every
                question.
              </Text>
              <ButtonLink to="/subscription" size="sm" variant="accent">
                Upgrade to Pro
              </ButtonLink>
            </Flex>
          )}
          <Flex gap="2" wrap="wrap" role="group" aria-label="Show" mb="3">
            {REVIEW_FILTERS.filter((f) => f !== 'pretest' || realFormat || data.counts.pretest > 0).map((f) => (
              <Button
                key={f}
                size="sm"
                minH="11"
                variant={filter === f ? 'solid' : 'outline'}
                colorPalette="teal"
                aria-pressed={filter === f}
                onClick={() => choose(() => setFilter(f))}
              >
                {REVIEW_FILTER_LABELS[f]} ({data.counts[f]})
              </Button>
            ))}
          </Flex>
          <Flex gap="3" wrap="wrap" mb="4">
            <NativeSelect.Root size="sm" maxW={{ base: 'full', sm: '64' }}>
              <NativeSelect.Field
                aria-label="Topic"
                value={topicId ?? ''}
                onChange={(e) => choose(() => setTopicId(e.currentTarget.value ? Number(e.currentTarget.value) : undefined))}
              >
                <option value="">All topics</option>
                {data.topics.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name} ({t.count})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {data.sections.length > 0 && (
              <NativeSelect.Root size="sm" maxW={{ base: 'full', sm: '72' }}>
                <NativeSelect.Field
                  aria-label="Outline section"
                  value={section ?? ''}
                  onChange={(e) => choose(() => setSection((e.currentTarget.value || undefined) as OutlineSection | undefined))}
                >
                  <option value="">All outline sections</option>
                  {data.sections.map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.label} ({s.count})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite" data-testid="review-showing">
            {data.matching === 0
              ? 'No questions match.'
              : `Questions ${(data.page - 1) * data.pageSize + 1}–${(data.page - 1) * data.pageSize + data.items.length} of ${data.matching} shown`}
          </Text>
          <Stack gap="4" as="ol" listStyleType="none">
            {data.items.map((r) => (
              <Box as="li" key={r.number} bg="white" p={{ base: 3, md: 5 }} borderRadius="xl" borderWidth="1px" data-testid="review-item">
                <Flex justify="space-between" gap="2" mb="2" wrap="wrap">
                  <Text fontWeight="bold">Question {r.number}</Text>
                  <Flex gap="2" wrap="wrap">
                    {r.flagged && <Badge colorPalette="yellow">⚑ Flagged</Badge>}
                    <Badge colorPalette={r.isCorrect ? 'green' : 'red'}>
                      {r.isCorrect ? '✓ Correct' : r.userAnswer ? '✗ Incorrect' : '✗ Not answered'}
                    </Badge>
                  </Flex>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {r.topicName}
                  {realFormat && !r.scored ? ' · Unscored pretest item' : ''}
                  {r.seconds !== null && realFormat ? ` · ${r.seconds} s` : ''}
                </Text>
                {r.case && (
                  <Text mt="1" fontSize="sm" color="fg.muted">
                    {r.case.title}: item {r.case.position} of {r.case.length}
                    {r.case.updates.length > 0 ? ` · Update: ${r.case.updates.at(-1)}` : ''}
                  </Text>
                )}
                <Text mt="2" fontWeight="semibold" whiteSpace="pre-wrap">
                  {r.questionText}
                </Text>
                <Exhibit exhibit={r.exhibit} collapsed />
                <KeyedOptions options={r.options} correctAnswer={r.correctAnswer} userAnswer={r.userAnswer} />
                {r.keyWithheld && (
                  <Text mt="3" fontSize="sm" color="fg.muted">
                    Correct answer and explanation: available with Pro.
                  </Text>
                )}
                {r.explanation && (
                  <Box mt="3" fontSize="sm">
                    <Explanation text={r.explanation} source={r.source} reviewedOn={r.reviewedOn} writtenOn={r.writtenOn} />
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
          {data.pageCount > 1 && (
            <Flex as="nav" aria-label="Review pages" mt="4" gap="3" align="center" justify="space-between">
              <Button variant="outline" minH="11" disabled={data.page <= 1} onClick={() => turn(data.page - 1)}>
                Previous page
              </Button>
              <Text fontSize="sm" data-testid="review-page">
                Page {data.page} of {data.pageCount}
              </Text>
              <Button variant="outline" minH="11" disabled={data.page >= data.pageCount} onClick={() => turn(data.page + 1)}>
                Next page
              </Button>
            </Flex>
          )}
        </>
      )}
    </Box>
  );
}
