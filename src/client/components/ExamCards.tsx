import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EXAMS, EXAM_TYPES, type ExamType } from '../../shared/exams';
import { formatDuration } from '../lib/format';

/** The three NBRC exam cards of the dashboard and the exam center. */
export function ExamCards({ isPro, onStart, busy }: { isPro: boolean; onStart: (t: ExamType) => void; busy?: ExamType | null }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {EXAM_TYPES.map((type) => {
        const exam = EXAMS[type];
        const locked = exam.proOnly && !isPro;
        return (
          <Box key={type} bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={`exam-card-${type}`}>
            <Stack gap="2" h="full">
              <Heading as="h3" size="md">
                {exam.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {exam.description}
              </Text>
              <Stack direction="row" gap="2" wrap="wrap">
                <Badge variant="subtle">{exam.questionCount} questions</Badge>
                <Badge variant="subtle">{formatDuration(exam.timeLimitMinutes)}</Badge>
                {exam.proOnly && <Badge colorPalette="yellow">Pro</Badge>}
              </Stack>
              <Box flex="1" />
              <Button
                colorPalette={locked ? 'gray' : 'teal'}
                disabled={locked || Boolean(busy)}
                loading={busy === type}
                onClick={() => onStart(type)}
              >
                {locked ? 'Pro Required' : `Start ${exam.name}`}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
