import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import type { RouterOutput } from '../../lib/types';
import { AttemptReviewPanel } from '../AttemptReviewPanel';
import { formatSpent } from '../../lib/format';
import { ButtonLink } from '../ButtonLink';
import { lazy, Suspense } from 'react';
import { RteScoreTables } from './RteScoreTables';

/** The result without its review: the review pages itself from the server (AttemptReviewPanel). */
type Result = Omit<RouterOutput['learner']['submitExam'], 'reviewPage'>;
type Fidelity = NonNullable<Result['fidelity']>;

// recharts is large: the pacing chart loads only when a real-format result is shown.
const PacingChart = lazy(() => import('./PacingChart'));

const CUT_NAMES = { crt: 'CRT', rrt: 'RRT' } as const;

function cutSentence(f: Fidelity): string {
  const est = f.cuts.estimated ? ', estimated' : '';
  if (f.cutReached === 'rrt') return `You reached the RRT cut (${f.cuts.rrt}${est}).`;
  if (f.cutReached === 'crt') return `You reached the CRT cut (${f.cuts.crt}${est}) but not the RRT cut (${f.cuts.rrt}).`;
  return `You did not reach the CRT cut (${f.cuts.crt}${est}).`;
}

/** The real formats pass or fail on their cuts, not on the spec's 75 %: the verdict names the scored items and the cut. */
function cutVerdict(f: Fidelity): string {
  const est = f.cuts.estimated ? ', estimated' : '';
  const tally = `${f.scoredCorrect} of ${f.scoredTotal} scored items`;
  if (f.cutReached === 'none') return `Not yet at the CRT cut: ${tally} right, the cut is ${f.cuts.crt}${est}.`;
  const cut = f.cutReached === 'rrt' ? f.cuts.rrt : f.cuts.crt;
  return `${CUT_NAMES[f.cutReached]} cut reached: ${tally} right, the cut is ${cut}${est}.`;
}

function TallyTable({ caption, rows }: { caption: string; rows: Fidelity['sections'] }) {
  return (
    <Table.Root size="sm" mt="3">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Part</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Correct</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key}>
            <Table.Cell>{r.label}</Table.Cell>
            <Table.Cell textAlign="end">
              {r.correct}/{r.total}
            </Table.Cell>
            <Table.Cell textAlign="end">{r.total ? Math.round((r.correct / r.total) * 100) : 0}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function FidelityReport({ f }: { f: Fidelity }) {
  const p = f.pacing;
  return (
    <Box bg="white" mt="6" p="5" borderRadius="xl" borderWidth="1px" data-testid="fidelity-report">
      <Heading as="h2" size="lg">
        Scored result
      </Heading>
      <Text fontSize="3xl" fontWeight="bold" data-testid="scored-result">
        {f.scoredCorrect}/{f.scoredTotal}
      </Text>
      <Text fontWeight="semibold" data-testid="cut-reached">
        {cutSentence(f)}
      </Text>
      <Badge mt="2" colorPalette={f.cutReached === 'none' ? 'orange' : 'green'} data-testid="cut-badge">
        {f.cutReached === 'none' ? 'Below the CRT cut' : `${CUT_NAMES[f.cutReached]} cut reached`}
        {f.cuts.estimated ? ' · estimated cuts' : ''}
      </Badge>
      <Text mt="2" fontSize="sm" color="fg.muted">
        Cuts: CRT {f.cuts.crt}, RRT {f.cuts.rrt} of {f.scoredTotal} scored items{f.cuts.estimated ? ', estimated' : ''}. {f.cuts.source}.{' '}
        {f.pretestCount} unscored pretest items were mixed in, as on the real exam; they are marked in the review below.
      </Text>
      <TallyTable caption={f.format === 'tmc' ? 'By outline section' : 'Breadth and clinical judgment'} rows={f.sections} />
      {f.rte && <RteScoreTables report={f.rte} />}
      <Heading as="h3" size="md" mt="5">
        Pacing
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Budget: {p.budgetSeconds} s an item.{' '}
        {p.itemSeconds
          ? p.longItems.length
            ? `You ran long (more than twice the budget) on item${p.longItems.length === 1 ? '' : 's'} ${p.longItems.join(', ')}.`
            : 'No item took more than twice the budget.'
          : 'No time per item was recorded for this exam.'}
      </Text>
      {p.itemSeconds && (
        <Suspense fallback={<Text fontSize="sm">Loading the pacing chart…</Text>}>
          <PacingChart seconds={p.itemSeconds} budget={p.budgetSeconds} longItems={p.longItems} />
        </Suspense>
      )}
    </Box>
  );
}

export function ExamResults({ result, onAnother }: { result: Result; onAnother: () => void }) {
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }}>
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="2xl">
          Exam Complete!
        </Heading>
        <Text color="fg.muted">{result.name}</Text>
        <Text fontSize="6xl" fontWeight="bold" color={result.passed ? 'green.700' : 'orange.700'} data-testid="exam-score">
          {result.score}%
        </Text>
        <Text fontWeight="semibold" fontSize="lg" data-testid="exam-verdict">
          {result.fidelity
            ? cutVerdict(result.fidelity)
            : result.passed
              ? 'Congratulations! Passing Score'
              : 'Keep studying - You can do better!'}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mt="6">
          <Box p="3" bg="gray.50" borderRadius="lg">
            <Text fontSize="2xl" fontWeight="bold">
              {result.correctCount}/{result.totalQuestions}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Correct answers
            </Text>
          </Box>
          <Box p="3" bg="gray.50" borderRadius="lg">
            <Text fontSize="2xl" fontWeight="bold">
              {formatSpent(result.timeSpent)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              Time spent
            </Text>
          </Box>
          <Box p="3" bg="gray.50" borderRadius="lg">
            {/* A TMC or RTE form is judged by its cut scores, not the spec exams' 75% bands. */}
            <Text fontSize="2xl" fontWeight="bold" data-testid="exam-performance">
              {result.fidelity
                ? result.fidelity.cutReached === 'none'
                  ? 'Below the CRT cut'
                  : `${CUT_NAMES[result.fidelity.cutReached]} cut reached`
                : result.performanceLabel}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {result.fidelity ? 'Against the cut scores' : 'Performance'}
            </Text>
          </Box>
        </SimpleGrid>
        <Flex mt="6" gap="3" justify="center" wrap="wrap">
          <Button colorPalette="teal" onClick={onAnother}>
            Take Another Exam
          </Button>
          <ButtonLink to="/dashboard" variant="outline">
            Back to Dashboard
          </ButtonLink>
        </Flex>
      </Box>

      {result.fidelity && <FidelityReport f={result.fidelity} />}

      <Box bg="white" mt="6" p="5" borderRadius="xl" borderWidth="1px">
        <Heading as="h2" size="lg" mb="3">
          Performance by topic
        </Heading>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Topic</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Correct</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result.topicBreakdown.map((t) => (
              <Table.Row key={t.topicName}>
                <Table.Cell>{t.topicName}</Table.Cell>
                <Table.Cell textAlign="end">
                  {t.correct}/{t.total}
                </Table.Cell>
                <Table.Cell textAlign="end">{t.percent}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <AttemptReviewPanel attemptId={result.attemptId} realFormat={!!result.fidelity} />
    </Container>
  );
}
