import { Badge, Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CSE_CATEGORY_LABELS, CSE_MPL_TEXT } from '../../../shared/cseFormat';
import { ButtonLink } from '../../components/ButtonLink';
import { formatDateTime } from '../../lib/format';
import type { CseProblemResultView, CseResultView, CseView } from './types';
import { metText } from './words';

function Measure({ id, label, score, level, met }: { id: string; label: string; score: number; level: number; met: boolean }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p="4" data-testid={`cse-total-${id}`}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold">
        {score}
      </Text>
      <Text fontSize="sm">
        Passing level {level}: {metText(met)}
      </Text>
    </Box>
  );
}

function ProblemRow({ sessionId, p }: { sessionId: string; p: CseProblemResultView }) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 3, md: 4 }} data-testid="cse-problem-result">
      <Flex justify="space-between" gap="3" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Text fontWeight="semibold">
            {p.position + 1}. {p.title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {CSE_CATEGORY_LABELS[p.category]}
            {p.finished ? '' : ' · not finished'}
          </Text>
          {p.pretest && (
            <Badge mt="1" variant="subtle">
              Unscored (pretest)
            </Badge>
          )}
          <Text fontSize="sm" mt="1">
            IG {p.igScore}, passing level {p.igMpl}: {metText(p.igMet)} · DM {p.dmScore}, passing level {p.dmMpl}: {metText(p.dmMet)}
          </Text>
        </Box>
        <ButtonLink to={`/cse/${sessionId}/review/${p.position}`} variant="outline">
          Review
        </ButtonLink>
      </Flex>
    </Box>
  );
}

/** A finished simulation: the totals against the passing levels, the verdict, and each problem with its review. */
export function CseResult({ view, result }: { view: CseView; result: CseResultView }) {
  const exam = view.mode === 'exam';
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }} data-testid="cse-result-page">
      <Heading as="h1" size="2xl">
        {exam ? 'Full simulation: result' : 'Practice problem: result'}
      </Heading>
      <Text color="fg.muted">Finished {formatDateTime(view.finishedAt)}</Text>
      <Flex mt="4" align="center" gap="3" wrap="wrap">
        <Badge size="lg" colorPalette={result.passed ? 'green' : 'orange'} data-testid="cse-verdict">
          {result.passed ? 'Passed' : 'Not passed'}
        </Badge>
        <Text fontSize="sm">{exam ? 'Totals over the scored problems. ' : ''}Passing takes both the IG and the DM passing level.</Text>
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="4">
        <Measure id="ig" label="Information gathering (IG)" score={result.igScore} level={result.igMpl} met={result.igMet} />
        <Measure id="dm" label="Decision making (DM)" score={result.dmScore} level={result.dmMpl} met={result.dmMet} />
      </SimpleGrid>
      <Text mt="3" fontSize="sm" color="fg.muted" data-testid="cse-mpl-note">
        {CSE_MPL_TEXT}
      </Text>
      <Heading as="h2" size="lg" mt="6" mb="3">
        {exam ? 'Problems' : 'Problem'}
      </Heading>
      <Stack as="ol" listStyleType="none" gap="2">
        {result.problems.map((p) => (
          <ProblemRow key={p.position} sessionId={view.id} p={p} />
        ))}
      </Stack>
      <Flex mt="6" gap="3" wrap="wrap">
        <ButtonLink to="/cse" variant="outline">
          Back to clinical simulations
        </ButtonLink>
      </Flex>
    </Container>
  );
}
