import { Badge, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Exhibit } from '../../components/exhibit/Exhibit';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { readPending, writePending } from './pendingPicks';
import { RevealedResult } from './Revealed';
import type { CseCurrent } from './types';
import { KIND_NAMES } from './words';

interface Props {
  sessionId: string;
  section: CseCurrent;
  busy: boolean;
  /** Commits the options (true when the server took them). */
  onChoose: (optionIds: string[], done: boolean) => Promise<boolean>;
}

type Asking = 'reveal' | 'finish' | 'commit' | null;

/**
 * The section being played. Taps only mark options as selected (kept in this tab, see pendingPicks.ts); nothing
 * reaches the server until the learner confirms, and what the server took comes back with its result and is locked.
 */
export function SectionPlay({ sessionId, section, busy, onChoose }: Props) {
  const ig = section.kind === 'ig';
  const committed = new Map(section.chosen.map((c) => [c.optionId, c]));
  const [pending, setPendingState] = useState(() => readPending(sessionId, section.id).filter((id) => !committed.has(id)));
  const [asking, setAsking] = useState<Asking>(null);
  const setPending = (ids: string[]) => {
    setPendingState(ids);
    writePending(sessionId, section.id, ids);
  };
  const toggle = (id: string) => {
    if (committed.has(id) || busy) return;
    if (!ig) setPending(pending[0] === id ? [] : [id]);
    else setPending(pending.includes(id) ? pending.filter((p) => p !== id) : [...pending, id]);
  };
  async function send(done: boolean) {
    const ok = await onChoose(pending, done);
    setAsking(null);
    if (ok) setPending([]);
  }

  return (
    <Box
      as="section"
      aria-labelledby="cse-current"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 3, md: 5 }}
      data-testid="cse-current"
    >
      <Badge colorPalette={ig ? 'blue' : 'purple'} variant="subtle" id="cse-current">
        {KIND_NAMES[section.kind]}
      </Badge>
      <Text mt="2" whiteSpace="pre-wrap">
        {section.prompt}
      </Text>
      <Exhibit exhibit={section.exhibit} />
      <Text mt="3" fontWeight="semibold" data-testid="cse-instruction">
        {section.instruction}
      </Text>
      {!ig && section.chosen.length > 0 && (
        <Text mt="1" fontSize="sm" color="fg.muted">
          Your decision did not move the problem on: make another.
        </Text>
      )}
      <Stack
        mt="3"
        gap="2"
        role={ig ? 'group' : 'radiogroup'}
        aria-label={ig ? 'Options: select as many as indicated' : 'Options: choose one'}
      >
        {section.options.map((o) => {
          const done = committed.get(o.id);
          const picked = pending.includes(o.id);
          return (
            <Box key={o.id} data-testid="cse-option">
              <chakra.button
                type="button"
                role={ig ? 'checkbox' : 'radio'}
                // Named by its text alone: its state (selected, revealed) is what aria-checked and disabled say.
                aria-label={o.text}
                aria-checked={Boolean(done) || picked}
                disabled={Boolean(done)}
                aria-disabled={busy || undefined}
                onClick={() => toggle(o.id)}
                textAlign="start"
                minH="11"
                p="3"
                w="full"
                borderRadius="lg"
                borderWidth="2px"
                borderColor={done ? 'gray.300' : picked ? 'teal.500' : 'gray.200'}
                bg={done ? 'gray.50' : picked ? 'teal.50' : 'white'}
                cursor={done ? 'default' : 'pointer'}
                _hover={done ? undefined : { borderColor: 'teal.400' }}
              >
                <Flex gap="2" align="flex-start" justify="space-between">
                  <Text as="span" flex="1" minW="0">
                    {o.text}
                  </Text>
                  {(Boolean(done) || picked) && (
                    <Text as="span" fontSize="xs" fontWeight="semibold" color={done ? 'fg.muted' : 'teal.700'} flexShrink={0}>
                      {done ? 'Revealed' : 'Selected'}
                    </Text>
                  )}
                </Flex>
              </chakra.button>
              {/* Beside its option, outside the button: a result's figure is no part of what the button says. */}
              {done && <RevealedResult r={done} />}
            </Box>
          );
        })}
      </Stack>
      <Flex mt="4" gap="2" wrap="wrap">
        {ig ? (
          <>
            <Button minH="11" colorPalette="teal" disabled={!pending.length || busy} onClick={() => setAsking('reveal')}>
              Reveal selected ({pending.length})
            </Button>
            <Button
              minH="11"
              variant="outline"
              colorPalette="teal"
              disabled={(!pending.length && !committed.size) || busy}
              onClick={() => setAsking('finish')}
            >
              Finish section
            </Button>
          </>
        ) : (
          <Button minH="11" colorPalette="teal" disabled={!pending.length || busy} onClick={() => setAsking('commit')}>
            Commit decision
          </Button>
        )}
      </Flex>
      <ConfirmDialog
        testId="cse-confirm"
        open={asking === 'reveal'}
        title={`Reveal ${pending.length} selected?`}
        body="These choices are final and will be scored. Reveal them?"
        confirmLabel="Reveal"
        busy={busy}
        onConfirm={() => void send(false)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        testId="cse-confirm"
        open={asking === 'finish'}
        title="Finish this section?"
        body={
          pending.length
            ? `The ${pending.length} selected are revealed and scored too. Then the problem moves on and you cannot come back to this section.`
            : 'The problem moves on and you cannot come back to this section.'
        }
        confirmLabel="Finish section"
        busy={busy}
        onConfirm={() => void send(true)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        testId="cse-confirm"
        open={asking === 'commit'}
        title="Commit this decision?"
        body="This decision is final and will be scored. Commit it?"
        confirmLabel="Commit decision"
        busy={busy}
        onConfirm={() => void send(true)}
        onCancel={() => setAsking(null)}
      />
    </Box>
  );
}
