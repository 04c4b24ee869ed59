import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { Bullets, ContentPage, InternalLink } from '../../components/ContentPage';
import { TOPIC_GUIDES } from './guideText';
import { ButtonLink } from '../../components/ButtonLink';

interface GuideTopic {
  id: number;
  name: string;
  description: string;
  questionCount: number;
}

const anchor = (id: number) => `topic-${id}`;

function TopicGuideSection({ topic }: { topic: GuideTopic }) {
  const guide = TOPIC_GUIDES[topic.id];
  return (
    <Box
      as="section"
      id={anchor(topic.id)}
      aria-labelledby={`${anchor(topic.id)}-title`}
      scrollMarginTop="20"
      bg="white"
      p={{ base: 5, md: 6 }}
      borderRadius="xl"
      borderWidth="1px"
      data-testid={`guide-${topic.id}`}
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id={`${anchor(topic.id)}-title`}>
          {topic.name}
        </Heading>
        <Badge colorPalette="teal" variant="subtle" size="lg" flexShrink={0}>
          {topic.questionCount} {topic.questionCount === 1 ? 'question' : 'questions'}
        </Badge>
      </Flex>
      {topic.description && (
        <Text mt="2" color="fg.muted">
          {topic.description}
        </Text>
      )}
      {guide && (
        <Stack gap="4" mt="5" lineHeight="tall">
          <Box>
            <Heading as="h3" size="md" mb="2">
              Key concepts to master
            </Heading>
            <Bullets items={guide.concepts} />
          </Box>
          <Box>
            <Heading as="h3" size="md" mb="2">
              Common pitfalls
            </Heading>
            <Bullets items={guide.pitfalls} />
          </Box>
        </Stack>
      )}
      <Box mt="5">
        <ButtonLink to="/quiz" block>
          Practice {topic.name}
        </ButtonLink>
      </Box>
    </Box>
  );
}

function TopicIndex({ topics }: { topics: readonly GuideTopic[] }) {
  return (
    <Box as="nav" aria-labelledby="guide-index-title" bg="white" p={{ base: 4, md: 5 }} borderRadius="xl" borderWidth="1px">
      <Heading as="h2" size="md" mb="3" id="guide-index-title">
        Topics
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="2" listStyleType="none">
        {topics.map((t) => (
          <li key={t.id}>
            <Link href={`#${anchor(t.id)}`} color="teal.700" textDecoration="underline">
              {t.name}
            </Link>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export default function GuidesPage() {
  useEffect(() => {
    document.title = 'Study Guides · Respira';
  }, []);
  const trpc = useTRPC();
  const { user } = useSession();
  const topics = useQuery(trpc.learner.topics.queryOptions());

  return (
    <ContentPage
      title="Study Guides"
      intro="An outline for every topic of the board exam (the RTE from 1 January 2027, the TMC until 31 December 2026): the concepts to master, the mistakes that cost points, and a quick way to practise."
    >
      {!user?.isPro && (
        <Text bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="lg" p="4">
          Topic practice quizzes are part of Respira Pro. Without Pro you can still read every guide, take the{' '}
          <InternalLink to="/free-quiz">free quiz</InternalLink>, and, with a free account, the Practice Exam.
        </Text>
      )}

      {topics.isPending && (
        <Stack gap="4" aria-busy="true" aria-label="Loading study guides">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="48" borderRadius="xl" />
          ))}
        </Stack>
      )}

      {topics.isError && (
        <Box role="alert" bg="red.50" borderWidth="1px" borderColor="red.200" borderRadius="xl" p="5">
          <Text fontWeight="medium">The study topics could not be loaded.</Text>
          <Text mt="1" color="fg.muted">
            Check your connection and try again.
          </Text>
          <Button mt="3" variant="outline" onClick={() => void topics.refetch()} loading={topics.isFetching}>
            Try Again
          </Button>
        </Box>
      )}

      {topics.data && topics.data.length === 0 && <Text color="fg.muted">No study topics have been published yet.</Text>}

      {topics.data && topics.data.length > 0 && (
        <>
          <TopicIndex topics={topics.data} />
          {topics.data.map((t) => (
            <TopicGuideSection key={t.id} topic={t} />
          ))}
        </>
      )}
    </ContentPage>
  );
}
