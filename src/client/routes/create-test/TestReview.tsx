import { Badge, Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { CONFIDENCE_LABELS } from '../../../shared/study';
import type { TestView } from '../../lib/types';
import { ButtonLink } from '../../components/ButtonLink';
import { Explanation } from '../../components/Explanation';
import { OptionList } from '../../components/OptionList';
import { formatSeconds, MarkToggle, MissTagRow, NoteField } from './TestParts';
import { Exhibit } from '../../components/exhibit/Exhibit';

/** After Finish: the score, then every question with the learner's answer, the key, the explanation and the time. */
export function TestReview({ test }: { test: TestView }) {
  const r = test.result!;
  const review = test.reviewResult;
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="xl">
        {review ? 'Review' : 'Test review'}
      </Heading>
      <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl" data-testid="test-result">
        {review ? (
          // Only answered cards are graded: an unanswered card is neither right nor wrong.
          <Text fontSize="2xl" fontWeight="bold">
            {review.answered === 0 ? 'No cards answered' : `${review.right} of ${review.answered} answered right`}
          </Text>
        ) : (
          <>
            <Text fontSize="4xl" fontWeight="bold" color={r.score >= 75 ? 'green.700' : 'orange.700'}>
              {r.score}%
            </Text>
            <Text>
              {r.correctCount} of {r.totalQuestions} correct · {test.mode === 'tutor' ? 'Tutor' : 'Timed'} mode ·{' '}
              {formatSeconds(r.timeSpent)}
            </Text>
          </>
        )}
        <Flex gap="3" mt="4" wrap="wrap">
          <ButtonLink to="/create-test">Create another test</ButtonLink>
          <ButtonLink to="/review" variant="outline">
            Spaced review
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Dashboard
          </ButtonLink>
        </Flex>
      </Box>

      <Stack gap="4" mt="6" as="ol" listStyleType="none">
        {test.items.map((item) => (
          <Box as="li" key={item.position} bg="white" p={{ base: 3, md: 5 }} borderWidth="1px" borderRadius="xl" data-testid="review-item">
            <Flex gap="2" mb="2" wrap="wrap" align="center">
              <Text fontWeight="bold">Question {item.position + 1}</Text>
              <Badge colorPalette={item.isCorrect ? 'green' : 'red'}>
                {item.isCorrect ? '✓ Correct' : item.userAnswer ? '✗ Incorrect' : 'Not answered'}
              </Badge>
              <Badge variant="subtle" colorPalette="blue">
                {item.topicName}
              </Badge>
              {item.confidence && <Badge variant="outline">{CONFIDENCE_LABELS[item.confidence]}</Badge>}
              {item.timeSpent !== null && (
                <Text fontSize="sm" color="fg.muted">
                  {formatSeconds(item.timeSpent / 1000)}
                </Text>
              )}
              <Box flex="1" />
              <MarkToggle testId={test.id} item={item} />
            </Flex>
            <Text fontWeight="semibold" mb="3" whiteSpace="pre-wrap">
              {item.questionText}
            </Text>
            <Exhibit exhibit={item.exhibit} collapsed />
            <OptionList
              name={`Options of question ${item.position + 1}`}
              options={item.options}
              selected={item.userAnswer}
              onSelect={() => {}}
              locked
              correctAnswer={item.correctAnswer}
            />
            <Box mt="3">
              <Explanation text={item.explanation ?? ''} source={item.source} reviewedOn={item.reviewedOn} writtenOn={item.writtenOn} />
            </Box>
            <MissTagRow testId={test.id} item={item} />
            <Box mt="3">
              <NoteField key={item.questionId ?? item.position} testId={test.id} item={item} />
            </Box>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
