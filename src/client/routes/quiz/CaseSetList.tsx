// A topic's clinical case sets on the quiz screen: the list a learner opens a case from (the run is CaseSets.tsx).
import { Badge, Box, Button, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { CASE_SETTING_TITLES, type CaseSetting } from '../../../shared/bankVocabulary';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

export const settingTitle = (s: string) => CASE_SETTING_TITLES[s as CaseSetting] ?? s;

/** A topic's clinical case sets: title, setting, number of items and the learner's latest score. */
export function CaseSetList({
  topicId,
  topicName,
  onOpen,
  onBack,
}: {
  topicId: number;
  topicName: string;
  onOpen: (caseSetId: number) => void;
  onBack: () => void;
}) {
  const trpc = useTRPC();
  const sets = useQuery(trpc.learner.caseSets.queryOptions({ topicId }));
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            Clinical cases
          </Heading>
          <Text color="fg.muted">
            {topicName}: one patient's situation unfolds across several questions. Each answer is locked before the next findings appear.
          </Text>
        </Box>
        <Button variant="outline" onClick={onBack}>
          Choose Different Topic
        </Button>
      </Flex>
      <Stack mt="6" gap="3" as="ul" listStyleType="none">
        {sets.isPending && Array.from({ length: 2 }, (_, i) => <Skeleton key={i} height="20" borderRadius="xl" />)}
        {sets.isError && (
          <Text role="alert" color="red.700">
            {errorMessage(sets.error, 'The clinical cases could not be loaded.')}
          </Text>
        )}
        {sets.data?.length === 0 && <Text>This topic has no clinical cases yet.</Text>}
        {sets.data?.map((s) => (
          <Box as="li" key={s.id} bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={`case-set-${s.id}`}>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <Box>
                <Heading as="h2" size="md">
                  {s.title}
                </Heading>
                <Flex gap="2" mt="1" wrap="wrap">
                  <Badge variant="subtle">{settingTitle(s.setting)}</Badge>
                  <Badge variant="subtle">{s.itemCount} items</Badge>
                  {s.lastScore !== null && <Badge colorPalette="teal">Last score {s.lastScore}%</Badge>}
                </Flex>
              </Box>
              <Button colorPalette="teal" onClick={() => onOpen(s.id)}>
                Start case
              </Button>
            </Flex>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}

/** One update box: the findings an item reveals once the previous answer is locked. */
