import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { QuizQuestion } from '../../../server/services/questions';
import { Explanation } from '../../components/Explanation';
import { letterFor } from '../../../shared/scoring';
import type { QuizAnswer } from './QuizRunner';

interface Props {
  title: string;
  score: number;
  correct: number;
  total: number;
  questions: QuizQuestion[];
  answers: QuizAnswer[];
  flagged: number[];
  onRetake: () => void;
  onChooseAnother: () => void;
}

export function QuizResults({ title, score, correct, total, questions, answers, flagged, onRetake, onChooseAnother }: Props) {
  const review = questions.filter((q) => flagged.includes(q.id));
  const byId = new Map(answers.map((a) => [a.questionId, a]));
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
              <Text fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" color="teal.700" data-testid={`result-${label.toLowerCase().replace(/\s+/g, '-')}`}>
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
          <Button asChild variant="ghost">
            <RouterLink to="/dashboard">Return to Dashboard</RouterLink>
          </Button>
        </Flex>
      </Box>

      {review.length > 0 && (
        <Box mt="6">
          <Heading as="h2" size="lg" mb="3">
            Flagged for review ({review.length})
          </Heading>
          <Stack gap="4">
            {review.map((q) => {
              const a = byId.get(q.id);
              return (
                <Box key={q.id} bg="white" p="5" borderRadius="xl" borderWidth="1px">
                  <Text fontWeight="semibold" whiteSpace="pre-wrap">
                    {q.questionText}
                  </Text>
                  <Stack mt="2" gap="1" fontSize="sm">
                    {q.options.map((o, i) => {
                      const letter = letterFor(i);
                      return (
                        <Text key={letter} fontWeight={letter === q.correctAnswer ? 'bold' : undefined}>
                          {letter}. {o}
                          {letter === q.correctAnswer ? ' — correct answer' : ''}
                          {a?.userAnswer === letter && letter !== q.correctAnswer ? ' — your answer' : ''}
                        </Text>
                      );
                    })}
                  </Stack>
                  <Box mt="3" fontSize="sm">
                    <Explanation text={q.explanation} />
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </Box>
      )}
    </Container>
  );
}
