import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { letterFor } from '../../shared/scoring';

const STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/** Arrow keys move to the neighbouring option and choose it, as in a native radio group. */
function onArrow(e: KeyboardEvent<HTMLElement>, locked: boolean, onSelect: (letter: string) => void) {
  const step = STEP[e.key];
  const current = (e.target as HTMLElement).closest<HTMLElement>('[role="radio"]');
  if (!step || !current) return;
  const radios = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]')];
  const next = radios[(radios.indexOf(current) + step + radios.length) % radios.length];
  if (!next) return;
  e.preventDefault();
  next.focus();
  if (!locked && next.dataset.letter) onSelect(next.dataset.letter);
}

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
    <Stack role="radiogroup" aria-label={name} gap="3" onKeyDown={(e) => onArrow(e, locked, onSelect)}>
      {options.map((text, i) => {
        const letter = letterFor(i);
        const isSelected = selected === letter;
        const isKey = locked && correctAnswer === letter;
        // Without a key to compare with (an exam's locked case item, an expired test), a locked pick is only frozen.
        const isWrongPick = locked && isSelected && correctAnswer != null && correctAnswer !== letter;
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
            position="relative"
          >
            <Flex gap="3" align="flex-start">
              <Text as="span" fontWeight="bold" minW="6">
                {letter}
                {separator}
              </Text>
              <Text as="span" display="block" flex="1">
                {text}
              </Text>
            </Flex>
            {(isKey || isWrongPick) && (
              // Sits on the option's top border like a legend, so marking the answers moves nothing on the page.
              <Text
                as="span"
                position="absolute"
                top="-0.6rem"
                insetEnd="3"
                px="1.5"
                bg="white"
                borderRadius="sm"
                fontSize="xs"
                lineHeight="1rem"
                fontWeight="semibold"
                color={isKey ? 'green.700' : 'red.700'}
              >
                {isKey ? '✓ Correct answer' : '✗ Your answer'}
              </Text>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
