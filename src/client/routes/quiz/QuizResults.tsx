import { Box, Button, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { QuizQuestion } from '../../lib/types';
import { FlaggedReview } from '../../components/FlaggedReview';
import { PeerStatsSummary } from '../../components/PeerStatsSummary';
import type { QuizAnswer } from './QuizRunner';
import { ButtonLink } from '../../components/ButtonLink';

interface Props {
  title: string;
  score: number;
  correct: number;
  total: number;
  questions: QuizQuestion[];
  answers: QuizAnswer[];
  flagged: number[];
  /** The attempt is on the server: only then are other learners' figures asked for. */
  saved?: boolean;
  onRetake: () => void;
  onChooseAnother: () => void;
}

export function QuizResults({ title, score, correct, total, questions, answers, flagged, saved, onRetake, onChooseAnother }: Props) {
  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Box bg="white" p={{ base: 5, md: 8 }} borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="2xl">
          Quiz Complete
        </Heading>
        <Text color="fg.muted" mt="1">
          {title}
        </Text>
        <SimpleGrid columns={3} gap="3" mt="6">
          {[
            ['Final Score', `${score}%`],
            ['Correct Answers', String(correct)],
            ['Total Questions', String(total)],
          ].map(([label = '', value]) => (
            <Box key={label} p="3" bg="gray.50" borderRadius="lg">
              <Text
                fontSize={{ base: '2xl', md: '3xl' }}
                fontWeight="bold"
                color="teal.700"
                data-testid={`result-${label.toLowerCase().replace(/\s+/g, '-')}`}
              >
                {value}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {label}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex mt="6" gap="3" justify="center" wrap="wrap">
          <Button colorPalette="teal" onClick={onRetake}>
            Take Quiz Again
          </Button>
          <Button variant="outline" onClick={onChooseAnother}>
            Choose Different Topic
          </Button>
          <ButtonLink to="/dashboard" variant="ghost">
            Return to Dashboard
          </ButtonLink>
        </Flex>
      </Box>

      {saved && <PeerStatsSummary questionIds={questions.map((q) => q.id)} />}
      <FlaggedReview questions={questions} answers={answers} flagged={flagged} />
    </Container>
  );
}
