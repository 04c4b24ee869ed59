import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { RevealedList } from './Revealed';
import type { Ended } from './useCsePlay';

interface Props {
  ended: Ended | null;
  /** The session goes on to another problem (exam), or it has finished (its result is next). */
  next: 'problem' | 'result';
  busy?: boolean;
  onGoOn: () => void;
}

/** The end of a problem: what the last choice revealed, then the way on. */
export function ProblemComplete({ ended, next, busy = false, onGoOn }: Props) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 3, md: 5 }} mt="4" data-testid="cse-problem-complete">
      <Heading as="h2" size="lg">
        Problem complete
      </Heading>
      {ended?.title && <Text color="fg.muted">{ended.title}</Text>}
      {ended && ended.revealed.length > 0 && (
        <Box mt="3">
          <Text fontWeight="semibold">What your last choice revealed</Text>
          <RevealedList chosen={ended.revealed} />
        </Box>
      )}
      <Button mt="4" minH="11" colorPalette="teal" loading={busy} onClick={onGoOn}>
        {next === 'problem' ? 'Next problem' : 'See the result'}
      </Button>
    </Box>
  );
}
