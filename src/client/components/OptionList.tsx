import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { letterFor } from '../../shared/scoring';

interface Props {
  options: string[];
  selected: string | null;
  onSelect: (letter: string) => void;
  /** After submission: options lock and the key and the learner's answer are marked in words too. */
  locked?: boolean;
  correctAnswer?: string | null;
  /** "A." (quiz and exam) or "A)" (free quiz). */
  separator?: string;
  name: string;
}

/** Lettered options as a radio group: arrow keys move, A–D pick (the page binds those), colour is never the only signal. */
export function OptionList({ options, selected, onSelect, locked = false, correctAnswer, separator = '.', name }: Props) {
  return (
    <Stack role="radiogroup" aria-label={name} gap="2">
      {options.map((text, i) => {
        const letter = letterFor(i);
        const isSelected = selected === letter;
        const isKey = locked && correctAnswer === letter;
        const isWrongPick = locked && isSelected && correctAnswer !== letter;
        return (
          <Box
            as="button"
            key={letter}
            role="radio"
            aria-checked={isSelected}
            aria-disabled={locked || undefined}
            data-letter={letter}
            onClick={() => !locked && onSelect(letter)}
            textAlign="start"
            p="3"
            borderRadius="lg"
            borderWidth="2px"
            cursor={locked ? 'default' : 'pointer'}
            borderColor={isKey ? 'green.500' : isWrongPick ? 'red.500' : isSelected ? 'teal.500' : 'gray.200'}
            bg={isKey ? 'green.50' : isWrongPick ? 'red.50' : isSelected ? 'teal.50' : 'white'}
            _hover={locked ? undefined : { borderColor: 'teal.400' }}
            w="full"
          >
            <Flex gap="3" align="flex-start">
              <Text as="span" fontWeight="bold" minW="6">
                {letter}
                {separator}
              </Text>
              <Box as="span" flex="1">
                <Text as="span" display="block">
                  {text}
                </Text>
                {isKey && (
                  <Text as="span" display="block" mt="1" fontSize="sm" fontWeight="semibold" color="green.700">
                    ✓ Correct answer
                  </Text>
                )}
                {isWrongPick && (
                  <Text as="span" display="block" mt="1" fontSize="sm" fontWeight="semibold" color="red.700">
                    ✗ Your answer
                  </Text>
                )}
              </Box>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
