import { Badge, Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CSE_CATEGORY_LABELS } from '../../../shared/cseFormat';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { PathDiagram } from './PathDiagram';
import { ReviewSection } from './ReviewSection';
import { metText } from './words';

/** /cse/:sessionId/review/:position: the tutor review of one problem of a finished simulation. */
function Review({ sessionId, position }: { sessionId: string; position: number }) {
  const trpc = useTRPC();
  const review = useQuery(trpc.learner.cseReview.queryOptions({ sessionId, position }));
  const back = (
    <ButtonLink to={`/cse/${sessionId}`} variant="outline">
      Back to the result
    </ButtonLink>
  );
  if (review.isPending) return <PageSpinner label="Loading the review" />;
  if (review.isError)
    return (
      <Container maxW="3xl" py="10" px={{ base: 3, md: 6 }}>
        <Text role="alert" mb="4">
          {errorMessage(review.error, 'The review could not be loaded.')}
        </Text>
        {back}
      </Container>
    );
  const r = review.data;
  const ids = r.sections.map((s) => s.id);
  const number = (id: string) => ids.indexOf(id) + 1;
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }} px={{ base: 3, md: 6 }} data-testid="cse-review">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Text fontSize="sm" color="fg.muted">
            Review
          </Text>
          <Heading as="h1" size="xl">
            {r.title}
          </Heading>
          <Flex gap="2" mt="1" wrap="wrap">
            <Badge variant="subtle">{CSE_CATEGORY_LABELS[r.category]}</Badge>
            {r.pretest && <Badge variant="subtle">Unscored (pretest)</Badge>}
          </Flex>
        </Box>
        {back}
      </Flex>
      <Text mt="3" data-testid="cse-review-scores">
        IG {r.result.igScore}, passing level {r.result.igMpl}: {metText(r.result.igMet)} · DM {r.result.dmScore}, passing level{' '}
        {r.result.dmMpl}: {metText(r.result.dmMet)}
      </Text>
      <Box mt="4" p="3" bg="gray.50" borderWidth="1px" borderRadius="md">
        <Text fontWeight="bold" mb="1">
          Scenario
        </Text>
        <Text whiteSpace="pre-wrap">{r.scenario}</Text>
      </Box>
      <Heading as="h2" size="lg" mt="6" mb="2">
        Your path and the best path
      </Heading>
      <PathDiagram sectionIds={ids} path={r.path} bestPath={r.bestPath} />
      <Heading as="h2" size="lg" mt="6" mb="2">
        Every section
      </Heading>
      <Stack gap="3">
        {r.sections.map((s, i) => (
          <ReviewSection key={s.id} s={s} index={i} number={number} />
        ))}
      </Stack>
    </Container>
  );
}

export default function CseReviewPage() {
  const { sessionId = '', position = '' } = useParams();
  const at = /^\d+$/.test(position) ? Number(position) : null;
  return (
    <RequireAuth>
      {at === null ? (
        <Container maxW="3xl" py="10" px={{ base: 3, md: 6 }}>
          <Text role="alert">There is no such problem in this simulation.</Text>
        </Container>
      ) : (
        <Review key={`${sessionId}-${at}`} sessionId={sessionId} position={at} />
      )}
    </RequireAuth>
  );
}
