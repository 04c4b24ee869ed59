import { Box, Text } from '@chakra-ui/react';

const BOLD = /^(Correct Answer:|Key Learning Point:)/;

/** Explanation text; its "Correct Answer:" and "Key Learning Point:" lines are shown in bold (SPEC §2). */
export function Explanation({ text }: { text: string }) {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  return (
    <Box data-testid="explanation">
      {lines.map((line, i) => (
        <Text key={i} mt={i ? 2 : 0} fontWeight={BOLD.test(line.trim()) ? 'bold' : undefined} whiteSpace="pre-wrap">
          {line}
        </Text>
      ))}
    </Box>
  );
}
