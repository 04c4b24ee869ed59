import { Box, Button, Portal, Tooltip, type ButtonProps } from '@chakra-ui/react';
import { useId } from 'react';

/**
 * A visibly disabled button whose reason shows in a tooltip (DECISIONS: dangerous or unavailable tools
 * say why). A disabled button receives no pointer or focus events, so the tooltip hangs on a focusable
 * wrapper; the reason is also the button's description for screen readers.
 */
export function DisabledWithReason({ label, reason, ...props }: ButtonProps & { label: string; reason: string }) {
  const reasonId = useId();
  return (
    // SPEC §9: tooltips open after 700 ms.
    <Tooltip.Root openDelay={700} closeDelay={300} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <Box
          as="span"
          display="inline-flex"
          tabIndex={0}
          borderRadius="l2"
          data-testid={`disabled-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          <Button {...props} disabled aria-describedby={reasonId} pointerEvents="none" w="full">
            {label}
          </Button>
          <Box as="span" id={reasonId} srOnly>
            {reason}
          </Box>
        </Box>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
