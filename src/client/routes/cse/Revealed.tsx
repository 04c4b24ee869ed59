import { Box, Stack, Text } from '@chakra-ui/react';
import { Exhibit } from '../../components/exhibit/Exhibit';
import type { CseRevealedView } from './types';

/** What one committed option revealed: the finding or what happened, and its figure if it has one. */
export function RevealedResult({ r }: { r: CseRevealedView }) {
  return (
    <Box mt="2" p="2" bg="blue.50" borderRadius="md" borderStartWidth="3px" borderStartColor="blue.500" data-testid="cse-result">
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {r.result}
      </Text>
      {r.resultExhibit && <Exhibit exhibit={r.resultExhibit} />}
    </Box>
  );
}

/** The learner's committed options in a section, each with what it revealed, in the order they were chosen. */
export function RevealedList({ chosen }: { chosen: CseRevealedView[] }) {
  if (!chosen.length) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="3" mt="2">
      {chosen.map((r) => (
        <Box as="li" key={r.optionId}>
          <Text fontWeight="semibold">{r.text}</Text>
          <RevealedResult r={r} />
        </Box>
      ))}
    </Stack>
  );
}
