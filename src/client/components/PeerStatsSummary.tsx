import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../lib/trpc';

/**
 * How other learners did on a quiz's questions, asked only once the attempt is saved, i.e. once the server holds a
 * graded answer for each (issue #27: asked before that, learner.questionStats answered 403). Questions with too few
 * learners show no percent; when none has enough, one line says so.
 */
export function PeerStatsSummary({ questionIds }: { questionIds: readonly number[] }) {
  const trpc = useTRPC();
  const ids = questionIds.slice(0, 200);
  const stats = useQuery({
    ...trpc.learner.questionStatsMany.queryOptions({ questionIds: ids }),
    enabled: ids.length > 0,
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!stats.data) return null;
  const position = new Map(questionIds.map((id, i) => [id, i + 1]));
  const known = stats.data.items.filter((i) => i.percentCorrect !== null);
  return (
    <Box mt="6" bg="white" p={{ base: 4, md: 6 }} borderRadius="xl" borderWidth="1px" data-testid="peer-stats">
      <Heading as="h2" size="md" mb="2">
        How other learners did
      </Heading>
      {known.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          Too few learners have answered these questions yet: a figure shows once {stats.data.minimumLearners} have.
        </Text>
      ) : (
        <List.Root variant="plain" gap="1" fontSize="sm">
          {known.map((i) => (
            <List.Item key={i.questionId} data-testid="peer-stat">
              Question {position.get(i.questionId)}: {i.percentCorrect} % of Respira learners answered this correctly.
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
