// The CSE editor's preview (issue #32): the problem played as a learner meets it, one section at a time, each choice
// revealing its result, entirely in the browser from the form's content. Nothing is sent or recorded; the weights can
// be shown to check the scoring.
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CseOption, CseProblemContent, CseSection } from '../../../../shared/cse';
import { CSE_WEIGHT_LABELS } from '../../../../shared/cseFormat';
import { bestPath, passingLevels } from '../../../../shared/cseGraph';
import { Exhibit } from '../../../components/exhibit/Exhibit';

interface Play {
  sectionId: string | null;
  /** Every option chosen so far, by section, in order. */
  chosen: Record<string, string[]>;
  /** The sections visited, in order. */
  path: string[];
  ig: number;
  dm: number;
  /** A DM choice whose result is shown, before moving on. */
  pending: CseOption | null;
}

const start = (p: CseProblemContent): Play => ({
  sectionId: p.sections[0]?.id ?? null,
  chosen: {},
  path: p.sections[0] ? [p.sections[0].id] : [],
  ig: 0,
  dm: 0,
  pending: null,
});
const signed = (w: number) => (w > 0 ? `+${w}` : String(w));

function WeightTag({ option, show }: { option: CseOption; show: boolean }) {
  if (!show) return null;
  return (
    <Badge colorPalette={option.weight > 0 ? 'green' : option.weight < 0 ? 'red' : 'gray'} ml="2">
      {signed(option.weight)} {CSE_WEIGHT_LABELS[option.weight]}
    </Badge>
  );
}

function Revealed({ section, ids, showWeights }: { section: CseSection; ids: readonly string[]; showWeights: boolean }) {
  return (
    <Stack gap="2">
      {ids.map((id) => {
        const o = section.options.find((x) => x.id === id)!;
        return (
          <Box key={id} p="2" borderLeftWidth="3px" borderColor="teal.500" bg="teal.50">
            <Text fontWeight="medium">
              {o.text}
              <WeightTag option={o} show={showWeights} />
            </Text>
            <Text>{o.result}</Text>
            <Exhibit exhibit={o.resultExhibit} />
          </Box>
        );
      })}
    </Stack>
  );
}

export function CsePreview({ content }: { content: CseProblemContent }) {
  const [play, setPlay] = useState<Play>(() => start(content));
  const [showWeights, setShowWeights] = useState(false);
  const byId = new Map(content.sections.map((s) => [s.id, s]));
  const section = play.sectionId === null ? null : (byId.get(play.sectionId) ?? null);
  const chosenHere = section ? (play.chosen[section.id] ?? []) : [];
  const best = bestPath(content);
  const levels = passingLevels(best);

  const moveTo = (p: Play, next: string | null | undefined): Play =>
    next === null || next === undefined
      ? { ...p, sectionId: null, pending: null }
      : { ...p, sectionId: next, path: [...p.path, next], pending: null };

  function choose(o: CseOption) {
    if (!section || chosenHere.includes(o.id) || play.pending) return;
    setPlay((p) => ({
      ...p,
      chosen: { ...p.chosen, [section.id]: [...(p.chosen[section.id] ?? []), o.id] },
      ig: section.kind === 'ig' ? p.ig + o.weight : p.ig,
      dm: section.kind === 'dm' ? p.dm + o.weight : p.dm,
      pending: section.kind === 'dm' ? o : null,
    }));
  }
  function proceed() {
    if (!section) return;
    if (section.kind === 'ig') setPlay((p) => moveTo(p, section.next));
    else if (play.pending?.next === section.id) setPlay((p) => ({ ...p, pending: null }));
    else setPlay((p) => moveTo(p, p.pending?.next));
  }

  const past = play.path.filter((id, i) => i < play.path.length - 1 || play.sectionId === null);
  return (
    <Box p="4" borderWidth="1px" borderRadius="lg" bg="white" data-testid="cse-preview">
      <Flex justify="space-between" gap="2" wrap="wrap" mb="3">
        <Heading as="h3" size="md">
          Preview: {content.title}
        </Heading>
        <Flex gap="2">
          <Button size="sm" variant="outline" aria-pressed={showWeights} onClick={() => setShowWeights((s) => !s)}>
            {showWeights ? 'Hide weights' : 'Show weights'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPlay(start(content))}>
            Start again
          </Button>
        </Flex>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Played here only, from the form as it is now: nothing is saved or recorded.
      </Text>
      <Text whiteSpace="pre-wrap" mb="4">
        {content.scenario}
      </Text>
      <Stack gap="4">
        {past.map((id, i) => {
          const s = byId.get(id)!;
          return (
            <Box key={`${id}-${i}`} opacity={0.85}>
              <Text fontWeight="semibold">{s.prompt}</Text>
              <Revealed section={s} ids={play.chosen[id] ?? []} showWeights={showWeights} />
            </Box>
          );
        })}
        {section && (
          <Box data-testid="cse-preview-section">
            <Badge colorPalette={section.kind === 'ig' ? 'blue' : 'orange'} mb="2">
              {section.kind === 'ig' ? 'Select as many as indicated' : 'Choose only one'}
            </Badge>
            <Text whiteSpace="pre-wrap" fontWeight="semibold">
              {section.prompt}
            </Text>
            <Exhibit exhibit={section.exhibit} />
            <Stack gap="2" mt="3">
              {section.options.map((o) => {
                const taken = chosenHere.includes(o.id);
                return (
                  <Box key={o.id}>
                    <Button
                      variant={taken ? 'subtle' : 'outline'}
                      w="full"
                      justifyContent="flex-start"
                      whiteSpace="normal"
                      textAlign="left"
                      h="auto"
                      py="2"
                      disabled={taken || play.pending !== null}
                      onClick={() => choose(o)}
                    >
                      {o.text}
                      <WeightTag option={o} show={showWeights} />
                    </Button>
                    {taken && (
                      <Box p="2" bg="teal.50" borderLeftWidth="3px" borderColor="teal.500">
                        <Text>{o.result}</Text>
                        <Exhibit exhibit={o.resultExhibit} />
                      </Box>
                    )}
                  </Box>
                );
              })}
            </Stack>
            <Button
              mt="3"
              colorPalette="teal"
              onClick={proceed}
              disabled={section.kind === 'ig' ? chosenHere.length === 0 : play.pending === null}
            >
              {section.kind === 'ig' ? 'Done with this section' : play.pending?.next === section.id ? 'Choose again' : 'Continue'}
            </Button>
          </Box>
        )}
        {play.sectionId === null && (
          <Box p="3" bg="gray.50" borderRadius="md" data-testid="cse-preview-end">
            <Text fontWeight="semibold">End of problem.</Text>
            <Text>
              Information gathering: {play.ig} of {best.ig} on the best path (estimated passing level {levels.ig}).
            </Text>
            <Text>
              Decision making: {play.dm} of {best.dm} on the best path (estimated passing level {levels.dm}).
            </Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
