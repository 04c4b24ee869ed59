import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { CSE_CATEGORIES, CSE_CATEGORY_LABELS } from '../../../shared/cseFormat';
import { formatDate } from '../../lib/format';
import type { CseListItem } from './types';
import { metText } from './words';

interface Props {
  problems: CseListItem[];
  /** The problem being started: its button spins and every start button waits. */
  starting: number | null;
  onPractice: (problemId: number) => void;
}

function LastResult({ last }: { last: NonNullable<CseListItem['last']> }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="cse-last-result">
      Last practice, {formatDate(last.finishedAt)}: IG {metText(last.igMet)}, DM {metText(last.dmMet)} ·{' '}
      <Link to={`/cse/${last.sessionId}`} style={{ textDecoration: 'underline' }}>
        See the result
      </Link>
    </Text>
  );
}

function ProblemRow({ p, starting, onPractice }: { p: CseListItem } & Omit<Props, 'problems'>) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 3, md: 4 }} data-testid="cse-problem">
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Text fontWeight="semibold">{p.title}</Text>
          <Flex gap="2" mt="1" wrap="wrap" align="center">
            <Text fontSize="sm" color="fg.muted">
              {CSE_CATEGORY_LABELS[p.category]} · {p.sections} sections
            </Text>
            {p.sample && (
              <Badge colorPalette="teal" variant="subtle">
                Free sample
              </Badge>
            )}
            {p.locked && (
              <Badge colorPalette="yellow" variant="subtle">
                Pro
              </Badge>
            )}
          </Flex>
          {p.last && <LastResult last={p.last} />}
        </Box>
        <Button
          flexShrink={0}
          minH="11"
          colorPalette="teal"
          variant={p.locked ? 'outline' : 'solid'}
          disabled={p.locked || starting !== null}
          loading={starting === p.id}
          onClick={() => onPractice(p.id)}
          aria-label={p.locked ? `Pro Required: ${p.title}` : `Practice this problem: ${p.title}`}
        >
          {p.locked ? 'Pro Required' : 'Practice this problem'}
        </Button>
      </Flex>
    </Box>
  );
}

/** The problems by the outline's patient categories, in the outline's order. */
export function ProblemList({ problems, starting, onPractice }: Props) {
  const groups = CSE_CATEGORIES.map((c) => ({ c, rows: problems.filter((p) => p.category === c) })).filter((g) => g.rows.length);
  if (!groups.length) return <Text color="fg.muted">No problems are published yet.</Text>;
  return (
    <Stack gap="6">
      {groups.map(({ c, rows }) => (
        <Box key={c} as="section" aria-labelledby={`cse-cat-${c}`}>
          <Heading as="h3" size="md" mb="2" id={`cse-cat-${c}`}>
            {CSE_CATEGORY_LABELS[c]}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {rows.map((p) => (
              <ProblemRow key={p.id} p={p} starting={starting} onPractice={onPractice} />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
