import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import type { ActiveExam } from '../../lib/types';
import { formatClock } from '../../lib/format';
import { useCountdown } from '../../lib/useCountdown';

/**
 * The RTE's optional break between its sections. It counts against neither section; section 2 starts when the
 * learner is ready or, on the server's clock, when the break runs out.
 */
export function BreakScreen({ exam, starting, onStart }: { exam: ActiveExam; starting: boolean; onStart: () => void }) {
  const format = exam.format!;
  const seconds = useCountdown(format.breakEndsAt ?? exam.deadlineAt, exam.serverNow, onStart);
  return (
    <Container maxW="2xl" py={{ base: 6, md: 10 }}>
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="xl">
          Optional break
        </Heading>
        <Text mt="2" color="fg.muted">
          {exam.name}: section 1 is done and its answers are locked. This break of up to {format.breakMaxMinutes} minutes does not count
          against either section.
        </Text>
        <Text role="timer" aria-label="Break time remaining" fontSize="4xl" fontWeight="bold" mt="4" data-testid="break-clock">
          {formatClock(seconds)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Section 2 ({format.sections[1]!.end - format.sections[1]!.start} questions, {format.sections[1]!.minutes} minutes) starts by
          itself when the break ends.
        </Text>
        <Button mt="6" colorPalette="teal" onClick={onStart} loading={starting}>
          Start Section 2
        </Button>
      </Box>
    </Container>
  );
}
