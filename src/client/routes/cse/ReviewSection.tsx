import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { CSE_WEIGHT_LABELS } from '../../../shared/cseFormat';
import { Exhibit } from '../../components/exhibit/Exhibit';
import type { CseReviewSectionView } from './types';
import { KIND_NAMES, signed } from './words';

type Option = CseReviewSectionView['options'][number];

function weightPalette(w: number) {
  if (w > 0) return 'green';
  if (w < 0) return 'red';
  return 'gray';
}

/** Where a DM option leads, by section number. */
function leadsTo(o: Option, section: CseReviewSectionView, number: (id: string) => number): string | null {
  if (section.kind !== 'dm') return null;
  if (o.next === null) return 'Ends the problem';
  if (o.next === section.id) return 'Choose again in this section';
  return `Leads to section ${number(o.next)}`;
}

function ReviewOption({ o, section, number }: { o: Option; section: CseReviewSectionView; number: (id: string) => number }) {
  const lead = leadsTo(o, section, number);
  return (
    <Box
      as="li"
      p="3"
      borderWidth="2px"
      borderRadius="lg"
      borderColor={o.chosen ? 'blue.400' : 'gray.200'}
      bg={o.chosen ? 'blue.50' : 'white'}
      data-testid="cse-review-option"
    >
      <Text fontWeight="semibold">{o.text}</Text>
      <Flex gap="2" mt="1" wrap="wrap">
        <Badge colorPalette={weightPalette(o.weight)} variant="solid">
          {signed(o.weight)} {CSE_WEIGHT_LABELS[o.weight]}
        </Badge>
        {o.chosen && (
          <Badge colorPalette="blue" variant="subtle">
            You chose this
          </Badge>
        )}
        {o.best && (
          <Badge colorPalette="green" variant="subtle">
            On the best path
          </Badge>
        )}
      </Flex>
      <Text mt="2" fontSize="sm" whiteSpace="pre-wrap">
        <Text as="span" fontWeight="semibold">
          Result:{' '}
        </Text>
        {o.result}
      </Text>
      <Exhibit exhibit={o.resultExhibit} collapsed />
      <Text mt="1" fontSize="sm" whiteSpace="pre-wrap">
        <Text as="span" fontWeight="semibold">
          Why:{' '}
        </Text>
        {o.rationale}
      </Text>
      {lead && (
        <Text mt="1" fontSize="sm" color="fg.muted">
          {lead}
        </Text>
      )}
    </Box>
  );
}

/** One section of the review: its prompt and every option with its weight, result and rationale. */
export function ReviewSection({ s, index, number }: { s: CseReviewSectionView; index: number; number: (id: string) => number }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 3, md: 5 }} data-testid="cse-review-section">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="bold">Section {index + 1}</Text>
        <Badge colorPalette={s.kind === 'ig' ? 'blue' : 'purple'} variant="subtle">
          {KIND_NAMES[s.kind]}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {s.visited ? `You scored ${signed(s.score)}` : 'Not reached on your path'}
        </Text>
      </Flex>
      <Text mt="2" whiteSpace="pre-wrap">
        {s.prompt}
      </Text>
      <Exhibit exhibit={s.exhibit} collapsed />
      {s.kind === 'ig' && (
        <Text mt="1" fontSize="sm" color="fg.muted">
          {s.next === null ? 'After this section the problem ends.' : `Then section ${number(s.next)}.`}
        </Text>
      )}
      <Stack as="ul" listStyleType="none" gap="2" mt="3">
        {s.options.map((o) => (
          <ReviewOption key={o.id} o={o} section={s} number={number} />
        ))}
      </Stack>
    </Box>
  );
}
