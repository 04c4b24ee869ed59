import { Box, Text } from '@chakra-ui/react';
import { reviewLine } from '../../shared/reviewDate';

const BOLD = /^(Correct Answer:|Key Learning Point:)/;

interface Props {
  text: string;
  /** The reference the item was checked against, and when (issue #17); shown under the explanation. */
  source?: string | null;
  reviewedOn?: string | null;
  /** Written or last rewritten: shown when no review since then vouches for the item. */
  writtenOn?: string | null;
}

/** Explanation text; its "Correct Answer:" and "Key Learning Point:" lines are shown in bold (SPEC §2). */
export function Explanation({ text, source, reviewedOn, writtenOn }: Props) {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return (
    <Box data-testid="explanation">
      {lines.map((line, i) => (
        <Text key={i} mt={i ? 2 : 0} fontWeight={BOLD.test(line.trim()) ? 'bold' : undefined} whiteSpace="pre-wrap">
          {line}
        </Text>
      ))}
      <SourceLine source={source} reviewedOn={reviewedOn} writtenOn={writtenOn} />
    </Box>
  );
}

/**
 * "Source: … · Reviewed 5 Nov 2026" or "… · Not reviewed since written 3 Oct 2026" under an explanation; nothing when
 * the item has no source and no date at all (an item never vouched for by anyone says nothing rather than guess).
 */
export function SourceLine({ source, reviewedOn, writtenOn }: Pick<Props, 'source' | 'reviewedOn' | 'writtenOn'>) {
  if (!source && !reviewedOn && !writtenOn) return null;
  return (
    <Text mt="3" fontSize="sm" color="fg.muted" data-testid="explanation-source">
      {source && <>Source: {source} · </>}
      {reviewLine({ reviewedOn, writtenOn })}
    </Text>
  );
}
