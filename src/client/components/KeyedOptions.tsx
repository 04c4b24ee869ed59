import { Stack, Text } from '@chakra-ui/react';
import { letterFor } from '../../shared/scoring';

interface Props {
  options: string[];
  /** Null when the question was deleted since (it cannot be answered right). */
  correctAnswer: string | null;
  userAnswer?: string | null;
  /** "." or ")", as the options were lettered while answering. */
  separator?: string;
}

/** An answered question's options after the fact: the key and the learner's pick said in words, not only in colour. */
export function KeyedOptions({ options, correctAnswer, userAnswer, separator = '.' }: Props) {
  return (
    <Stack mt="2" gap="1" fontSize="sm">
      {options.map((o, i) => {
        const letter = letterFor(i);
        const isKey = letter === correctAnswer;
        const mine = letter === userAnswer;
        return (
          <Text key={letter} fontWeight={isKey ? 'bold' : undefined} color={isKey ? 'green.800' : mine ? 'red.800' : undefined}>
            {letter}
            {separator} {o}
            {isKey ? ' — correct answer' : ''}
            {mine && !isKey ? ' — your answer' : ''}
            {mine && isKey ? ' (your answer)' : ''}
          </Text>
        );
      })}
    </Stack>
  );
}
