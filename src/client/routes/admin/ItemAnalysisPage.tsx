import { Badge, Box, Button, Container, Flex, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { RequireAuth } from '../../components/RequireAuth';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';

type Sort = 'pValue' | 'discrimination' | 'learners' | 'answers' | 'id';
type Item = RouterOutput['admin']['itemAnalysis']['items'][number];
const PAGE = 50;
const pct = (x: number | null) => (x === null ? '—' : `${Math.round(100 * x)} %`);
const num = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/** Where an item is edited: a single item in the enhanced admin's dialog, a case item with its set. */
const editorHref = (i: Item) => (i.caseSetId === null ? `/admin-enhanced?edit=${i.questionId}` : '/admin/case-sets');

/** Shown instead of a figure the server withholds below its minimum of learners. */
function TooFew({ item }: { item: Item }) {
  return (
    <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap" title={`Shown from ${item.minimumLearners} learners`}>
      too few learners
    </Text>
  );
}

function Rates({ item }: { item: Item }) {
  if (!item.enoughLearners) return <TooFew item={item} />;
  return (
    <Text fontSize="xs" whiteSpace="nowrap">
      {item.optionRates.map((o) => (
        <Box as="span" key={o.letter} fontWeight={o.letter === item.correctAnswer ? 'bold' : undefined} mr="2">
          {o.letter} {Math.round(100 * o.rate)}%
        </Box>
      ))}
    </Text>
  );
}

/**
 * /admin/item-analysis (issue #19): every answered item's p-value, discrimination (point-biserial) and option choice
 * rates from learners' graded answers, sortable, with the items to review first. A page of its own, linked from the
 * full dashboard, so the dashboard keeps its five tabs.
 */
export default function ItemAnalysisPage() {
  const trpc = useTRPC();
  const [sort, setSort] = useState<Sort>('learners');
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [offset, setOffset] = useState(0);
  const list = useQuery(trpc.admin.itemAnalysis.queryOptions({ sort, order, limit: PAGE, offset }));
  const sortBy = (s: Sort) => {
    if (s === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(s);
      setOrder(s === 'discrimination' || s === 'pValue' ? 'asc' : 'desc');
    }
    setOffset(0);
  };
  const header = (s: Sort, label: string) => (
    <Table.ColumnHeader textAlign="end" aria-sort={sort === s ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Button size="xs" variant="ghost" onClick={() => sortBy(s)}>
        {label}
        {sort === s ? (order === 'asc' ? ' ▲' : ' ▼') : ''}
      </Button>
    </Table.ColumnHeader>
  );
  const data = list.data;

  return (
    <RequireAuth role="admin">
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }} mb="6">
          <Box>
            <Heading as="h1" size="2xl">
              Item Analysis
            </Heading>
            <Text color="fg.muted">
              From learners’ graded answers, refreshed in the background: percent correct, discrimination and how often each option was
              chosen (the key in bold).
            </Text>
          </Box>
          <ButtonLink to="/admin-enhanced" variant="outline">
            Back to Admin Dashboard
          </ButtonLink>
        </Flex>
        {list.isError && (
          <Text color="red.700" role="alert">
            Could not load the item analysis: {errorMessage(list.error, 'please reload the page.')}
          </Text>
        )}
        {data && (
          <Stack gap="6">
            <Box as="section" borderWidth="1px" borderRadius="xl" p="4" bg="white" data-testid="review-first">
              <Heading as="h2" size="md" mb="2">
                Review first
              </Heading>
              {data.reviewFirst.length === 0 ? (
                <Text color="fg.muted">
                  No suspect items: none discriminates negatively, and no distractor draws the strongest third more than the key.
                </Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none">
                  {data.reviewFirst.map((i) => (
                    <li key={i.questionId}>
                      <Text fontSize="sm">
                        <Link asChild color="teal.700" textDecoration="underline">
                          <RouterLink to={editorHref(i)} aria-label={`Edit question #${i.questionId}`}>
                            <strong>#{i.questionId}</strong>
                          </RouterLink>
                        </Link>{' '}
                        {i.questionText}{' '}
                        {i.suspect.map((r) => (
                          <Badge key={r} colorPalette="red" variant="subtle" mr="1">
                            {r}
                          </Badge>
                        ))}
                      </Text>
                    </li>
                  ))}
                </Stack>
              )}
            </Box>
            <Box overflowX="auto" borderWidth="1px" borderRadius="xl" bg="white">
              <Table.Root size="sm" data-testid="item-analysis-table">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Question</Table.ColumnHeader>
                    {header('pValue', 'p-value')}
                    {header('discrimination', 'Discrimination')}
                    <Table.ColumnHeader>Option choice</Table.ColumnHeader>
                    {header('learners', 'Learners')}
                    {header('answers', 'Answers')}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.items.map((i) => (
                    <Table.Row key={i.questionId}>
                      <Table.Cell maxW="28rem">
                        <Text fontSize="sm">
                          <Link asChild color="teal.700" textDecoration="underline">
                            <RouterLink to={editorHref(i)} aria-label={`Edit question #${i.questionId}`}>
                              <strong>#{i.questionId}</strong>
                            </RouterLink>
                          </Link>{' '}
                          {i.questionText}
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {i.topicName} · authored {i.authoredDifficulty}
                          {i.suspect.length > 0 ? ' · suspect' : ''}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{i.enoughLearners ? pct(i.pValue) : <TooFew item={i} />}</Table.Cell>
                      <Table.Cell textAlign="end" color={i.discrimination !== null && i.discrimination < 0 ? 'red.700' : undefined}>
                        {i.enoughLearners ? num(i.discrimination) : <TooFew item={i} />}
                      </Table.Cell>
                      <Table.Cell>
                        <Rates item={i} />
                      </Table.Cell>
                      <Table.Cell textAlign="end">{i.learners}</Table.Cell>
                      <Table.Cell textAlign="end">{i.answers}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {data.items.length === 0 && (
                <Text p="4" color="fg.muted">
                  No graded answers yet.
                </Text>
              )}
            </Box>
            <HStack justify="space-between">
              <Text fontSize="sm" color="fg.muted">
                {data.total === 0 ? 'No items' : `Items ${offset + 1}–${Math.min(offset + PAGE, data.total)} of ${data.total}`}
              </Text>
              <HStack>
                <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                  Previous
                </Button>
                <Button size="sm" variant="outline" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
                  Next
                </Button>
              </HStack>
            </HStack>
          </Stack>
        )}
      </Container>
    </RequireAuth>
  );
}
