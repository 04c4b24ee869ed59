import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HEADER_PX } from '../lib/revealTop';

/**
 * The bar of a timed screen (an exam, a simulation, a timed test) that sticks under the site header: where the
 * learner is on the left, the clock on the right, on screen however far a long item scrolls (decision 096). It sits
 * under the header's z-index, so the header's menu covers it.
 */
export function StatusBar({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Flex
      position="sticky"
      top={`${HEADER_PX}px`}
      zIndex="docked"
      bg="var(--bg)"
      py="2"
      justify="space-between"
      align="center"
      gap="3"
      data-testid={testId}
    >
      {children}
    </Flex>
  );
}

/** A countdown or a time spent, as a timer the screen reader names; red when time is short. */
export function ClockBox({ label, low = false, testId, children }: { label: string; low?: boolean; testId: string; children: ReactNode }) {
  return (
    <Box
      role="timer"
      aria-label={label}
      px="3"
      py="1"
      borderRadius="md"
      bg={low ? 'red.50' : 'gray.100'}
      color={low ? 'red.800' : 'fg'}
      fontWeight="bold"
      fontSize="xl"
      fontVariantNumeric="tabular-nums"
      flexShrink={0}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
