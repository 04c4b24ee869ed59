import { Box, Stack, Text } from '@chakra-ui/react';
import { Exhibit } from '../../components/exhibit/Exhibit';
import { RevealedList } from './Revealed';
import type { CsePast } from './types';
import { KIND_NAMES } from './words';

/**
 * The sections already left behind, each folded to one line so the current section stays in view on a phone; a
 * learner opens one to read its findings again.
 */
export function PastSections({ past }: { past: CsePast[] }) {
  if (!past.length) return null;
  return (
    <Stack gap="2" mt="4" data-testid="cse-past">
      {past.map((s, i) => (
        <Box as="details" key={`${s.id}-${i}`} bg="white" borderWidth="1px" borderRadius="lg" data-testid="cse-past-section">
          <Box as="summary" cursor="pointer" px="3" py="2" minH="11" display="flex" alignItems="center" fontWeight="semibold">
            Section {i + 1}: {KIND_NAMES[s.kind]} · {s.chosen.length} revealed
          </Box>
          <Box px="3" pb="3">
            <Text whiteSpace="pre-wrap">{s.prompt}</Text>
            <Exhibit exhibit={s.exhibit} collapsed />
            <RevealedList chosen={s.chosen} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
