import { Box, Text } from '@chakra-ui/react';
import { formatDay } from '../lib/format';

const BOLD = /^(Correct Answer:|Key Learning Point:)/;

interface Props {
  text: string;
  /** The reference the item was checked against, and when (issue #17); shown under the explanation. */
  source?: string | null;
  reviewedOn?: string | null;
}

/** Explanation text; its "Correct Answer:" and "Key Learning Point:" lines are shown in bold (SPEC §2). */
export function Explanation({ text, source, reviewedOn }: Props) {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return (
    <Box data-testid="explanation">
      {lines.map((line, i) => (
        <Text key={i} mt={i ? 2 : 0} fontWeight={BOLD.test(line.trim()) ? 'bold' : undefined} whiteSpace="pre-wrap">
          {line}
        </Text>
      ))}
      <SourceLine source={source} reviewedOn={reviewedOn} />
    </Box>
  );
}

/** "Source: … · Reviewed …" under an explanation; nothing when the item has neither. */
export function SourceLine({ source, reviewedOn }: Pick<Props, 'source' | 'reviewedOn'>) {
  if (!source && !reviewedOn) return null;
  return (
    <Text mt="3" fontSize="sm" color="fg.muted" data-testid="explanation-source">
      {source && <>Source: {source}</>}
      {source && reviewedOn && ' · '}
      {reviewedOn && <>Reviewed {formatDay(reviewedOn)}</>}
    </Text>
  );
}
