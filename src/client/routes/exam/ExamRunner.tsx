// One simulation in progress: the item, its answer, flags, the clock and pace, RTE sections and case locks, the
// calculator and the submit. About 400 lines because that state is shared by all of it (one answer array, one timer,
// one save path); what needs none of it lives in ExamRunnerParts.tsx, pace.ts and savedAnswers.ts.
import { Badge, Box, Button, Container, Flex, Heading, Progress, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActiveExam } from '../../lib/types';
import { FlagButton } from '../../components/FlagButton';
import { OptionList } from '../../components/OptionList';
import { formatClock } from '../../lib/format';
import { useAnswerKeys } from '../../lib/useAnswerKeys';
import { loadSaved, storeSaved } from './savedAnswers';
import { useCountdown } from '../../lib/useCountdown';
import { Exhibit } from '../../components/exhibit/Exhibit';
import { Calculator } from '../../components/Calculator';
import { nextCheckpoint } from '../../../shared/examFormats';
import { ConfirmSubmit } from '../../components/ConfirmSubmit';
import { ITEM_TOP_PX, revealTop } from '../../lib/revealTop';
import { ClockBox, StatusBar } from '../../components/StatusBar';
import { paceStatus } from './pace';
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { CaseContext, ClockIcon, WaitingItem } from './ExamRunnerParts';

interface Props {
  exam: ActiveExam;
  submitting: boolean;
  /** Ends the exam: every answer (one per item) and the whole seconds spent on each item. */
  onSubmit: (answers: (string | null)[], itemSeconds: number[]) => void;
  /** RTE: ends section 1 with its answers (the server locks them). */
  onEndSection?: (answers: (string | null)[]) => void;
  /** RTE: locks a case-set item's answer; the server answers with the exam, its next case item now open. */
  onLockCaseItem?: (position: number, answer: string) => void;
  locking?: boolean;
}

export function ExamRunner({ exam, submitting, onSubmit, onEndSection, onLockCaseItem, locking = false }: Props) {
  const total = exam.totalItems;
  const format = exam.format;
  // The items on screen: the current section of a real-format exam (the RTE's section 1 is locked once section 2 runs).
  const range = format ? format.sections[format.section]! : { start: 0, end: total };
  const byPosition = new Map(exam.questions.map((q) => [q.position, q]));
  const inRange = (p: number) => p >= range.start && p < range.end;
  // A case's later items wait on the server until the item before them is locked: they hold a place in the list.
  const waiting = new Map(
    (format?.caseSets ?? []).flatMap((c) =>
      Array.from(
        { length: c.length - c.open },
        (_, k) => [c.start + c.open + k, { item: c.open + k + 1, length: c.length, open: c.open, openAt: c.start + c.open - 1 }] as const,
      ),
    ),
  );
  const caseLocked = useMemo(() => format?.caseLocked ?? [], [format?.caseLocked]);
  const positions = [...exam.questions.map((q) => q.position), ...waiting.keys()].filter(inRange).sort((a, b) => a - b);
  const firstPos = positions[0] ?? 0;
  const lastPos = positions.at(-1) ?? 0;
  const [state, setState] = useState(() => {
    const saved = loadSaved(exam.examSessionId, total);
    const answers = saved.answers.slice();
    format?.lockedAnswers?.forEach((a, i) => (answers[i] = a));
    const index = positions.includes(saved.index) ? saved.index : firstPos;
    return { ...saved, answers, index };
  });
  const { answers, flags, index } = state;
  const trpc = useTRPC();
  const q = byPosition.get(index);
  const lockedHere = caseLocked[index] ?? null;
  // The open item of a case that has items after it: answering it means locking it to see the next.
  const needsLock = !!q?.case && q.case.position < q.case.length && lockedHere === null;

  // Time on each item, for the pacing chart: counted while the item is on screen, kept with the answers.
  const spent = useRef<number[]>(state.spent ?? Array<number>(total).fill(0));
  const since = useRef(Date.now());
  const shown = useRef(index);
  const flush = useCallback(() => {
    const now = Date.now();
    spent.current[shown.current] = (spent.current[shown.current] ?? 0) + (now - since.current);
    since.current = now;
  }, []);
  useEffect(() => {
    flush();
    shown.current = index;
  }, [index, flush]);
  useEffect(() => {
    const id = setInterval(() => {
      flush();
      setState((s) => ({ ...s, spent: spent.current.slice() }));
    }, 5000);
    return () => clearInterval(id);
  }, [flush]);

  useEffect(() => storeSaved(exam.examSessionId, { ...state, spent: spent.current.slice() }), [exam.examSessionId, state]);

  const itemSeconds = useCallback(() => {
    flush();
    // Whole seconds, rounded down: the server refuses seconds that add up to more than the exam ran.
    return spent.current.map((ms) => Math.max(0, Math.floor(ms / 1000)));
  }, [flush]);
  const endsSection = Boolean(format && onEndSection && format.section === 0 && format.sections.length > 1);
  const submit = useCallback(() => {
    // A locked case item's answer is the server's; the browser's copy cannot differ from it.
    const sent = answers.map((a, i) => caseLocked[i] ?? a);
    if (endsSection) onEndSection?.(sent.slice(0, range.end));
    else onSubmit(sent, itemSeconds());
  }, [endsSection, onEndSection, onSubmit, answers, caseLocked, range.end, itemSeconds]);
  const deadline = format ? format.sectionDeadlineAt : exam.deadlineAt;
  // The clock's own end submits at once, dialog or not: time is up whatever the learner was about to decide.
  const seconds = useCountdown(deadline, exam.serverNow, submit);
  const [calcOpen, setCalcOpen] = useState(false);
  // Which confirmation is open: ending (Submit Exam / End Section 1) or locking the case item on screen.
  const [confirming, setConfirming] = useState<'end' | 'lock' | null>(null);

  const pick = useCallback(
    (letter: string) => {
      if (lockedHere !== null) return;
      setState((s) => {
        const next = s.answers.slice();
        next[s.index] = letter;
        return { ...s, answers: next };
      });
    },
    [lockedHere],
  );
  const step = (from: number, by: number) => {
    const at = positions.indexOf(from);
    return positions[Math.max(0, Math.min(positions.length - 1, at + by))] ?? from;
  };
  const go = (pos: number) => setState((s) => ({ ...s, index: pos }));
  const flagItem = useMutation(trpc.learner.flagExamItem.mutationOptions());
  // Shown at once; kept on the learner's account by the server (the Flagged pool), and undone if the server refuses.
  const toggleFlag = () => {
    const position = index;
    const flagged = !flags.includes(position);
    const setFlag = (on: boolean) =>
      setState((s) => ({ ...s, flags: on ? [...s.flags.filter((f) => f !== position), position] : s.flags.filter((f) => f !== position) }));
    setFlag(flagged);
    flagItem.mutate(
      { examSessionId: exam.examSessionId, position, flagged },
      {
        onError: (err) => {
          setFlag(!flagged);
          notify('Your flag was not saved', errorMessage(err, 'Please try again.'), 'error');
        },
      },
    );
  };
  const submitRef = useRef<HTMLButtonElement>(null);
  // Enter moves on; on the last question it brings the learner to Submit Exam rather than submitting,
  // so a stray key press never ends an exam (a second Enter on the focused button does).
  const onEnter = useCallback(() => {
    if (index === lastPos) submitRef.current?.focus();
    else setState((s) => ({ ...s, index: step(s.index, 1) }));
    // positions follow the exam prop, which is fixed for the life of this runner
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, lastPos]);
  useAnswerKeys(q?.options.length ?? 0, pick, onEnter, !submitting && !calcOpen && !confirming && !!q);
  const lockAnswer = () => {
    const answer = answers[index];
    if (answer && onLockCaseItem && !locking) onLockCaseItem(index, answer);
  };

  const isAnswered = (p: number) => (caseLocked[p] ?? answers[p]) !== null;
  const answered = positions.filter(isAnswered).length;
  const flagged = flags.includes(index);
  const openCounts = { unanswered: positions.length - answered, flagged: flags.filter(inRange).length };
  // Ending a section always asks (its answers lock for good); Submit Exam asks only when something is left open.
  const requestSubmit = () => (endsSection || openCounts.unanswered > 0 || openCounts.flagged > 0 ? setConfirming('end') : submit());
  // A flagged case item is one the learner meant to come back to: locking it makes that impossible, so ask.
  const requestLock = () => (flagged ? setConfirming('lock') : lockAnswer());
  const firstUnanswered = () => {
    const left = positions.filter((p) => !isAnswered(p));
    // An item still waiting on the server cannot be answered yet: prefer one that is on screen.
    return left.find((p) => byPosition.has(p)) ?? left[0];
  };
  const jumpToFirstUnanswered = () => {
    setConfirming(null);
    const p = firstUnanswered();
    if (p !== undefined) go(p);
  };

  // Moving to another item brings its top into view (a phone's Next and grid sit below it).
  const itemRef = useRef<HTMLDivElement>(null);
  const lastShown = useRef(index);
  useEffect(() => {
    if (lastShown.current === index) return;
    lastShown.current = index;
    revealTop(itemRef.current, ITEM_TOP_PX);
  }, [index]);
  const last = index === lastPos;
  const lowTime = seconds <= 300;
  const sectionSeconds = format
    ? Math.round((new Date(format.sectionDeadlineAt).getTime() - new Date(format.sectionStartAt).getTime()) / 1000)
    : 0;
  const checkpoint = format ? nextCheckpoint(index, format.secondsPerItem, range.start, range.end) : null;
  // The section's (or exam's) own clock over its own items: RTE sections hold unequal numbers of items.
  const windowSeconds = format
    ? sectionSeconds
    : Math.round((new Date(exam.deadlineAt).getTime() - new Date(exam.startedAt).getTime()) / 1000);
  const pace = paceStatus(answered, windowSeconds / Math.max(1, positions.length), Math.max(0, windowSeconds - seconds));
  const sectionLabel = format && format.sections.length > 1 ? `Section ${format.section + 1} of ${format.sections.length} · ` : '';

  const navButtons = (
    <Flex mt="5" justify="space-between" gap="3">
      <Button variant="outline" onClick={() => go(step(index, -1))} disabled={index === firstPos}>
        Previous
      </Button>
      {last ? (
        // Its own key: React would otherwise reuse the focused Next button, and the Enter that reached the
        // last question would submit the exam with the next press.
        <Button key="submit" ref={submitRef} colorPalette="teal" onClick={requestSubmit} loading={submitting}>
          {endsSection ? 'End Section 1' : 'Submit Exam'}
        </Button>
      ) : (
        <Button key="next" colorPalette="teal" onClick={() => go(step(index, 1))}>
          Next
        </Button>
      )}
    </Flex>
  );

  return (
    <Container maxW="4xl" py={{ base: 4, md: 8 }}>
      <Heading as="h1" size="lg">
        {exam.name}
      </Heading>
      {format && format.section === 1 && (
        <Text color="fg.muted" fontSize="sm">
          Section 1 is locked: its answers are final.
        </Text>
      )}
      {/* Where the learner is and the time left stay on screen however long the item (a case, an exhibit) scrolls. */}
      <StatusBar testId="exam-status-bar">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {sectionLabel}Question {index + 1} of {total}
        </Text>
        <ClockBox label="Time remaining" low={lowTime} testId="exam-clock">
          <ClockIcon /> {formatClock(seconds)}
        </ClockBox>
      </StatusBar>
      <Text fontSize="sm" fontWeight="semibold" color={pace.minutes < 0 ? 'orange.800' : 'fg'} data-testid="pace-status">
        {pace.text}
        <Text as="span" fontWeight="normal" color="fg.muted">
          {' '}
          · {answered} answered in {formatClock(Math.max(0, windowSeconds - seconds))}
        </Text>
      </Text>
      {checkpoint && (
        <Text mt="1" fontSize="sm" data-testid="pace-checkpoint">
          Pace: {format!.secondsPerItem.toFixed(1)} s an item. You should be near item {checkpoint.item} at{' '}
          {formatClock(checkpoint.atSeconds)} into the {format!.sections.length > 1 ? 'section' : 'exam'} (now{' '}
          {formatClock(Math.max(0, sectionSeconds - seconds))}).
        </Text>
      )}
      <Progress.Root
        value={Math.round(((positions.indexOf(index) + 1) / Math.max(1, positions.length)) * 100)}
        max={100}
        mt="3"
        size="sm"
        colorPalette="teal"
        aria-label="Exam progress"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Flex gap="2" mt="3" wrap="wrap">
        <Badge colorPalette="teal" size="lg" data-testid="answered-badge">
          Answered: {answered}/{positions.length}
        </Badge>
        <Badge colorPalette="orange" size="lg" data-testid="flagged-badge">
          Flagged: {flags.length}
        </Badge>
        <Box ms="auto">
          <Calculator onOpenChange={setCalcOpen} />
        </Box>
      </Flex>

      {!q ? (
        <WaitingItem at={waiting.get(index)} onBack={(pos) => go(pos)} nav={navButtons} boxRef={itemRef} />
      ) : (
        <Box
          ref={itemRef}
          bg="white"
          mt="4"
          p={{ base: 4, md: 6 }}
          borderRadius="xl"
          borderWidth="1px"
          scrollMarginTop={`${ITEM_TOP_PX}px`}
          data-testid="exam-item"
        >
          <Flex justify="space-between" gap="2" mb="3" align="center" wrap="wrap">
            <Badge variant="subtle">{q.topicName}</Badge>
            <FlagButton size="sm" variant={flagged ? 'solid' : 'outline'} colorPalette="orange" flagged={flagged} onToggle={toggleFlag} />
          </Flex>
          {q.case && <CaseContext case={q.case} />}
          <Text fontSize="lg" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
            {q.questionText}
          </Text>
          <Exhibit exhibit={q.exhibit} />
          <OptionList
            name={`Answer for question ${index + 1}`}
            options={q.options}
            selected={lockedHere ?? answers[index] ?? null}
            onSelect={pick}
            locked={lockedHere !== null}
          />
          {lockedHere !== null && (
            <Text mt="3" fontSize="sm" color="fg.muted">
              Locked: this answer is final, as the case has moved on.
            </Text>
          )}
          {needsLock && (
            <Flex mt="4" gap="3" align="center" wrap="wrap">
              <Button colorPalette="teal" variant="outline" onClick={requestLock} disabled={!answers[index]} loading={locking}>
                Lock answer and open item {q.case!.position + 1}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                A case&apos;s items are answered in order: once locked, this answer cannot change.
              </Text>
            </Flex>
          )}
          {navButtons}
        </Box>
      )}

      <Box mt="5">
        <Text fontSize="sm" fontWeight="semibold" mb="2">
          Jump to a question
        </Text>
        <SimpleGrid columns={{ base: 8, sm: 10, md: 14 }} gap="1" as="nav" aria-label="Questions">
          {positions.map((i) => {
            const isAnswered = (caseLocked[i] ?? answers[i]) !== null;
            const isFlagged = flags.includes(i);
            return (
              <Button
                key={i}
                size="xs"
                variant={i === index ? 'solid' : isAnswered ? 'subtle' : 'outline'}
                colorPalette={isFlagged ? 'orange' : 'teal'}
                // "marked", not "flagged": the word stays unique to the flag toggle, for anyone looking for it by name.
                aria-label={`Question ${i + 1}${isAnswered ? ', answered' : ''}${waiting.has(i) ? ', opens after the case item before it' : ''}${isFlagged ? ', marked for review' : ''}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => go(i)}
              >
                {i + 1}
                {isFlagged ? '⚑' : ''}
              </Button>
            );
          })}
        </SimpleGrid>
      </Box>
      <ConfirmSubmit
        open={confirming === 'end'}
        title={endsSection ? 'End section 1?' : 'Submit your exam?'}
        counts={openCounts}
        consequence={
          endsSection
            ? 'Section 1 locks for good: you cannot come back to its items, and any left unanswered count as wrong.'
            : 'Your exam is graded now; unanswered questions count as wrong.'
        }
        confirmLabel={endsSection ? 'End section now' : 'Submit now'}
        busy={submitting}
        onConfirm={() => {
          setConfirming(null);
          submit();
        }}
        onCancel={() => setConfirming(null)}
        onJump={jumpToFirstUnanswered}
      />
      <ConfirmSubmit
        open={confirming === 'lock'}
        title="Lock this flagged answer?"
        counts={{ unanswered: 0, flagged: 1 }}
        consequence="You flagged this item for review. Once locked, its answer is final and the case moves on to its next item."
        confirmLabel="Lock answer"
        busy={locking}
        onConfirm={() => {
          setConfirming(null);
          lockAnswer();
        }}
        onCancel={() => setConfirming(null)}
      />
    </Container>
  );
}
