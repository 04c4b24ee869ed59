import { Badge, Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { StatusBar } from '../../components/StatusBar';
import { useState } from 'react';
import { CSE_CATEGORY_LABELS } from '../../../shared/cseFormat';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PastSections } from './PastSections';
import { ProblemComplete } from './ProblemComplete';
import { RevealedList } from './Revealed';
import { SectionPlay } from './SectionPlay';
import { ExamClock, PracticeClock } from './SimulationClock';
import type { CsePlay, CseView } from './types';
import type { MovedOn } from './useCsePlay';

interface Props {
  view: CseView;
  play: CsePlay;
  movedOn: MovedOn | null;
  choosing: boolean;
  ending: boolean;
  onChoose: (sectionId: string, optionIds: string[], done: boolean) => Promise<boolean>;
  onEnd: () => Promise<boolean>;
  onTimeUp: () => void;
  onNext: () => void;
}

/** A problem being played: the scenario, the sections behind (folded), and the section to play. */
export function CsePlayer({ view, play, movedOn, choosing, ending, onChoose, onEnd, onTimeUp, onNext }: Props) {
  const exam = view.mode === 'exam';
  const [askingEnd, setAskingEnd] = useState(false);
  const current = play.current;
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }} data-testid="cse-play">
      <Text fontSize="sm" color="fg.muted">
        {exam ? 'Full simulation' : 'Practice problem'}
      </Text>
      <Heading as="h1" size="xl">
        {play.title}
      </Heading>
      <Badge mt="1" variant="subtle">
        {CSE_CATEGORY_LABELS[play.category]}
      </Badge>
      {/* The clock and the pace stay on screen while a long section's options scroll. Under the header (1100). */}
      <StatusBar testId="cse-status-bar">
        {exam && view.deadlineAt ? (
          <ExamClock
            startedAt={view.startedAt}
            deadlineAt={view.deadlineAt}
            serverNow={view.serverNow}
            position={view.position}
            problemCount={view.problemCount}
            onTimeUp={onTimeUp}
          />
        ) : (
          <PracticeClock startedAt={view.startedAt} serverNow={view.serverNow} />
        )}
      </StatusBar>

      <Box mt="2" p="3" bg="gray.50" borderWidth="1px" borderRadius="md" data-testid="cse-scenario">
        <Text fontWeight="bold" mb="1">
          Scenario
        </Text>
        <Text whiteSpace="pre-wrap">{play.scenario}</Text>
      </Box>
      <PastSections past={play.past} />

      {current ? (
        <Box mt="4">
          {movedOn && movedOn.revealed.length > 0 && (
            <Box mb="3" data-testid="cse-moved-on">
              <Text fontWeight="semibold">{movedOn.kind === 'dm' ? 'What happened' : 'What your choices revealed'}</Text>
              <RevealedList chosen={movedOn.revealed} />
            </Box>
          )}
          <SectionPlay
            key={current.id}
            sessionId={view.id}
            section={current}
            busy={choosing}
            onChoose={(ids, done) => onChoose(current.id, ids, done)}
          />
        </Box>
      ) : (
        <ProblemComplete ended={null} next="problem" onGoOn={onNext} />
      )}

      {exam && (
        <Flex mt="6" justify="flex-end">
          <Button minH="11" variant="outline" colorPalette="red" disabled={ending} onClick={() => setAskingEnd(true)}>
            End simulation
          </Button>
        </Flex>
      )}
      <ConfirmDialog
        testId="cse-confirm"
        open={askingEnd}
        title="End the simulation?"
        body="It is scored now: a problem you have not finished counts with what it earned so far, and the problems not reached earn nothing. You cannot come back to it."
        confirmLabel="End simulation"
        cancelLabel="Keep going"
        busy={ending}
        onConfirm={() => void onEnd().then(() => setAskingEnd(false))}
        onCancel={() => setAskingEnd(false)}
      />
    </Container>
  );
}
