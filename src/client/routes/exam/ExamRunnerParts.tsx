// The exam runner's smaller parts: a case item still waiting on the server, a case's scenario beside its item, and
// the clock's icon.
import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { type ReactNode, type Ref } from 'react';
import type { ActiveExam } from '../../lib/types';
import { ITEM_TOP_PX } from '../../lib/revealTop';

/** A case item still on the server: it opens once the item before it is locked. */
export function WaitingItem({
  at,
  onBack,
  nav,
  boxRef,
}: {
  at: { item: number; length: number; open: number; openAt: number } | undefined;
  onBack: (position: number) => void;
  nav: ReactNode;
  boxRef: Ref<HTMLDivElement>;
}) {
  return (
    <Box
      ref={boxRef}
      bg="white"
      mt="4"
      p={{ base: 4, md: 6 }}
      borderRadius="xl"
      borderWidth="1px"
      scrollMarginTop={`${ITEM_TOP_PX}px`}
      data-testid="case-item-waiting"
    >
      <Text fontWeight="semibold">
        Case item {at?.item ?? ''} of {at?.length ?? ''} opens once you lock your answer to item {(at?.item ?? 2) - 1}.
      </Text>
      <Text mt="2" fontSize="sm" color="fg.muted">
        A case unfolds as you answer it: what happens next can give away an earlier answer, so its items come one at a time.
      </Text>
      {at && (
        <Button mt="3" size="sm" variant="outline" onClick={() => onBack(at.openAt)}>
          Go to item {at.open} of this case
        </Button>
      )}
      {nav}
    </Box>
  );
}

type CaseInfo = NonNullable<ActiveExam['questions'][number]['case']>;

/** An RTE case item reads as practice does: the scenario, then each update in order (the newest marked), then the question. */
export function CaseContext({ case: c }: { case: CaseInfo }) {
  return (
    <Box mb="4" data-testid="case-context">
      <Text fontSize="sm" fontWeight="semibold" color="fg.muted" mb="2">
        {c.title}: item {c.position} of {c.length}
      </Text>
      <Box p="3" bg="gray.50" borderRadius="md" data-testid="case-scenario">
        <Text fontWeight="bold" mb="1">
          Scenario
        </Text>
        <Text whiteSpace="pre-wrap">{c.scenario}</Text>
      </Box>
      {c.updates.map((u, i) => {
        const newest = i === c.updates.length - 1;
        return (
          <Box
            key={i}
            mt="2"
            p="3"
            bg="blue.50"
            borderWidth="1px"
            borderColor={newest ? 'blue.400' : 'blue.100'}
            borderRadius="md"
            data-testid="case-update"
          >
            <Flex gap="2" align="center" mb="1">
              <Text fontWeight="bold" color="blue.800">
                Update {i + 1}
              </Text>
              {newest && (
                <Badge colorPalette="blue" variant="solid" size="sm">
                  New
                </Badge>
              )}
            </Flex>
            <Text whiteSpace="pre-wrap">{u}</Text>
          </Box>
        );
      })}
    </Box>
  );
}

export function ClockIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden style={{ display: 'inline', verticalAlign: '-3px' }}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
