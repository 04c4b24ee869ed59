import { Box, Flex, Text } from '@chakra-ui/react';
import type { FeedState } from './useRealtimeFeed';

const LOOK: Record<FeedState, { text: string; color: string; bg: string }> = {
  live: { text: 'Live', color: 'green.800', bg: 'green.100' },
  reconnecting: { text: 'Reconnecting…', color: 'orange.800', bg: 'orange.100' },
  connecting: { text: 'Connecting…', color: 'gray.700', bg: 'gray.100' },
};

/** Connection state in words as well as colour; announced politely when it changes. */
export function LiveIndicator({ state }: { state: FeedState }) {
  const look = LOOK[state];
  return (
    <Flex
      role="status"
      aria-live="polite"
      align="center"
      gap="2"
      px="3"
      py="1"
      borderRadius="full"
      bg={look.bg}
      color={look.color}
      data-testid="live-indicator"
      data-state={state}
    >
      <Box
        as="span"
        aria-hidden
        w="2.5"
        h="2.5"
        borderRadius="full"
        bg="currentColor"
        animation={state === 'live' ? 'pulse 2s ease-in-out infinite' : undefined}
        _motionReduce={{ animation: 'none' }}
      />
      <Text fontWeight="semibold" fontSize="sm">
        {look.text}
      </Text>
    </Flex>
  );
}
