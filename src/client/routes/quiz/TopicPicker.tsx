import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { MIXED_EXAMS, MIXED_TYPES, type MixedType } from '../../../shared/exams';
import { useOnline } from '../../offline/status';
import { useTRPC } from '../../lib/trpc';
import { OfflineDownload, useDownloads } from './OfflineDownload';
import { topicBackground, topicGlyph } from './topicArt';
import { ButtonLink } from '../../components/ButtonLink';

export type QuizChoice = { topicId: number | MixedType; limit?: number };

/** Start Quiz is a quick 10-question round; Start Challenge is every question of the topic. */
export const QUICK_QUIZ_SIZE = 10;

export function TopicPicker({
  userId,
  onChoose,
  onCases,
  busy,
}: {
  userId: number;
  onChoose: (c: QuizChoice) => void;
  /** Opens the topic's clinical case sets. */
  onCases: (topicId: number, topicName: string) => void;
  busy: boolean;
}) {
  const trpc = useTRPC();
  const online = useOnline();
  const topics = useQuery(trpc.learner.topics.queryOptions());
  const downloads = useDownloads(userId, topics.data);
  // Without a connection the list comes from what was downloaded for offline use.
  const list = topics.data ?? (topics.isError ? downloads.list.map((d) => d.topic) : undefined);
  const offlineOnly = !topics.data;
  const noMixedOffline = (!online || offlineOnly) && downloads.ready && downloads.list.length === 0;
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Choose Your Challenge
          </Heading>
          <Text color="fg.muted">A topic to drill, or a mixed practice exam across the outline.</Text>
        </Box>
        <ButtonLink to="/dashboard" variant="outline">
          Back to Dashboard
        </ButtonLink>
      </Flex>

      {(!online || offlineOnly) && (
        <Box mt="6" p="4" bg="gray.100" borderRadius="lg" role="note" data-testid="picker-offline-note">
          <Text fontWeight="semibold">You are offline.</Text>
          <Text fontSize="sm" color="fg.muted">
            {downloads.list.length > 0
              ? 'Topics downloaded for offline use, and mixed practice exams drawn from them, work without a connection. Your results sync when you are back online.'
              : 'No topics are downloaded on this device yet. Connect and choose Download for offline on a topic to practise without a signal.'}
          </Text>
        </Box>
      )}
      {topics.isError && offlineOnly && online && (
        <Text mt="4" color="red.700" role="alert">
          We couldn't load the topics. Please check your connection and try again.
        </Text>
      )}

      <Heading as="h2" size="lg" mt="8" mb="3">
        Topics
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
        {(topics.isPending || (offlineOnly && !downloads.ready)) &&
          Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height="52" borderRadius="xl" />)}
        {list?.map((t) => (
          <Box key={t.id} bg="white" borderRadius="xl" borderWidth="1px" overflow="hidden" data-testid={`topic-card-${t.id}`}>
            <Flex h="20" px="5" align="center" gap="3" color="white" style={{ backgroundImage: topicBackground(t.name) }}>
              <Text as="span" fontSize="3xl" aria-hidden>
                {topicGlyph(t.icon)}
              </Text>
              <Heading as="h3" size="md" color="white">
                {t.name}
              </Heading>
            </Flex>
            <Stack p="5" gap="3">
              <Text color="fg.muted" fontSize="sm">
                {t.description}
              </Text>
              <Badge alignSelf="flex-start" variant="subtle">
                {t.questionCount} questions
              </Badge>
              <Flex gap="2" wrap="wrap">
                <Button size="sm" colorPalette="teal" disabled={busy} onClick={() => onChoose({ topicId: t.id, limit: QUICK_QUIZ_SIZE })}>
                  Start Quiz
                </Button>
                <Button size="sm" variant="outline" disabled={busy} onClick={() => onChoose({ topicId: t.id })}>
                  Start Challenge
                </Button>
                {online && !offlineOnly && (t.caseSetCount ?? 0) > 0 && (
                  <Button size="sm" variant="outline" colorPalette="blue" disabled={busy} onClick={() => onCases(t.id, t.name)}>
                    Clinical cases ({t.caseSetCount})
                  </Button>
                )}
              </Flex>
              <OfflineDownload topic={t} downloads={downloads} online={online} />
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
      <Heading as="h2" size="lg" mt="10" mb="3">
        Mixed practice exams
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {MIXED_TYPES.map((id) => {
          const m = MIXED_EXAMS[id];
          return (
            <Box key={id} bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={`mixed-${id}`}>
              <Stack gap="2" h="full">
                <Heading as="h3" size="md">
                  {m.name}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {m.description}
                </Text>
                <Box flex="1" />
                <Button colorPalette="teal" disabled={busy || noMixedOffline} onClick={() => onChoose({ topicId: id })}>
                  {m.button}
                </Button>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Container>
  );
}
