import { Box, Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { initialCalc, keyFromKeyboard, press, type CalcKey } from '../lib/calculator';

interface KeyDef {
  label: string;
  name: string;
  key: CalcKey;
}

const digit = (d: string): KeyDef => ({ label: d, name: d, key: { kind: 'digit', digit: d } });
const KEYS: KeyDef[] = [
  { label: 'MC', name: 'Memory clear', key: { kind: 'memory', action: 'clear' } },
  { label: 'MR', name: 'Memory recall', key: { kind: 'memory', action: 'recall' } },
  { label: 'M+', name: 'Memory add', key: { kind: 'memory', action: 'add' } },
  { label: 'M−', name: 'Memory subtract', key: { kind: 'memory', action: 'subtract' } },
  { label: 'C', name: 'Clear', key: { kind: 'clear' } },
  { label: '⌫', name: 'Backspace', key: { kind: 'backspace' } },
  { label: '√', name: 'Square root', key: { kind: 'sqrt' } },
  { label: '÷', name: 'Divide', key: { kind: 'op', op: '/' } },
  digit('7'),
  digit('8'),
  digit('9'),
  { label: '×', name: 'Multiply', key: { kind: 'op', op: '*' } },
  digit('4'),
  digit('5'),
  digit('6'),
  { label: '−', name: 'Minus', key: { kind: 'op', op: '-' } },
  digit('1'),
  digit('2'),
  digit('3'),
  { label: '+', name: 'Plus', key: { kind: 'op', op: '+' } },
  digit('0'),
  { label: '.', name: 'Decimal point', key: { kind: 'point' } },
  { label: '=', name: 'Equals', key: { kind: 'equals' } },
];

/**
 * The basic calculator of exam day: a button that opens a small dialog. Inside it the keyboard works the keys
 * (digits, + − * /, Enter for =, Backspace, C or Delete to clear, R for the square root) and Escape closes it,
 * giving the focus back to the button; the exam's own keys (A–D, Enter) rest while it is open.
 *
 * It is fixed to the viewport, never to the button: a bottom sheet below 768 px, a panel in the bottom-right corner
 * above, so it stays whole from 320 to 1920 px wherever the header wraps the button. While it is open the page gets
 * as much room below as the calculator is tall, so the exam's own buttons can always be scrolled clear of it.
 */
export function Calculator({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(initialCalc);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const notify = useRef(onOpenChange);
  notify.current = onOpenChange;

  useEffect(() => {
    notify.current?.(open);
    if (!open) return;
    panel.current?.focus();
    const body = document.body;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = `${panel.current?.offsetHeight ?? 0}px`;
    return () => {
      body.style.paddingBottom = before;
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <Box position="relative" display="inline-block">
      <Button
        ref={opener}
        size="sm"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="calculator-button"
      >
        Calculator
      </Button>
      {open && (
        <Box
          ref={panel}
          role="dialog"
          aria-label="Calculator"
          tabIndex={-1}
          position="fixed"
          left={{ base: '0', md: 'auto' }}
          right={{ base: '0', md: '4' }}
          bottom={{ base: '0', md: '4' }}
          mx={{ base: 'auto', md: '0' }}
          w={{ base: 'auto', md: '18rem' }}
          maxW={{ base: '26rem', md: '18rem' }}
          maxH="calc(100dvh - 64px)"
          overflowY="auto"
          // Above the page and the sticky header (1100), below dialogs (1400) such as the submit confirmation.
          zIndex="1200"
          bg="white"
          borderWidth="1px"
          borderRadius={{ base: '0', md: 'lg' }}
          borderTopRadius="xl"
          boxShadow="0 -4px 24px rgba(0, 0, 0, 0.18)"
          p="3"
          pb="calc(12px + env(safe-area-inset-bottom, 0px))"
          onKeyDown={(e) => {
            // The exam listens on the window for A–D and Enter: keys pressed here stay here.
            e.stopPropagation();
            if (e.key === 'Escape') {
              e.preventDefault();
              close();
              return;
            }
            if (e.key === 'Tab' || e.ctrlKey || e.metaKey || e.altKey) return;
            const k = keyFromKeyboard(e.key);
            if (k) {
              e.preventDefault();
              setState((s) => press(s, k));
            }
          }}
        >
          <Flex justify="space-between" align="center" mb="2">
            <Text fontSize="sm" fontWeight="semibold">
              Calculator{' '}
              <Text as="span" color="fg.muted" aria-label={state.memory !== 0 ? 'memory in use' : undefined}>
                {state.memory !== 0 ? 'M' : ''}
              </Text>
            </Text>
            <Button size="sm" variant="ghost" minW="44px" minH="44px" aria-label="Close calculator" onClick={close}>
              ✕
            </Button>
          </Flex>
          <Box
            role="status"
            aria-label="Calculator display"
            aria-live="polite"
            bg="gray.100"
            borderRadius="md"
            px="2"
            py="1"
            mb="2"
            textAlign="right"
            fontSize="xl"
            fontFamily="mono"
            overflowX="auto"
            data-testid="calculator-display"
          >
            {state.display}
          </Box>
          <SimpleGrid columns={4} gap="1">
            {KEYS.map((k) => (
              <Button
                key={k.name}
                size="sm"
                // 44 px: a finger-sized target on touch screens, and no harm with a mouse.
                minH="44px"
                fontSize="md"
                variant={k.key.kind === 'digit' || k.key.kind === 'point' ? 'subtle' : 'outline'}
                colorPalette={k.key.kind === 'equals' ? 'teal' : 'gray'}
                gridColumn={k.key.kind === 'digit' && k.label === '0' ? 'span 2' : undefined}
                aria-label={k.name}
                onClick={() => setState((s) => press(s, k.key))}
              >
                {k.label}
              </Button>
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Box>
  );
}
