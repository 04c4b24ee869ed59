// One test in progress: the item, its answer and feedback, the clock and the finish. Over 300 lines because the
// runner's state (answers, flags, timer, sync) is shared by all of it; the parts that need none of it live in
// TestParts.tsx and ReviewRatings.tsx.
import { Badge, Box, Button, Container, Flex, Heading, Progress, Text } from '@chakra-ui/react';
import { Calculator } from '../../components/Calculator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { capitalize } from '../../../shared/difficulty';
import { PeerStat } from '../../components/PeerStat';
import { CONFIDENCE_LABELS, CONFIDENCES, type Confidence } from '../../../shared/study';
import type { TestView } from '../../lib/types';
import { Explanation } from '../../components/Explanation';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../components/Toaster';
import { OptionList } from '../../components/OptionList';
import { useCountdown } from '../../lib/useCountdown';
import { useTRPC } from '../../lib/trpc';
import { formatSeconds, MarkToggle, MissTagRow, NoteField, usePatchItem } from './TestParts';
import { Exhibit } from '../../components/exhibit/Exhibit';
import { ConfirmSubmit } from '../../components/ConfirmSubmit';
import { ITEM_TOP_PX, revealTop } from '../../lib/revealTop';
import { StatusBar } from '../../components/StatusBar';
import { ReviewRatings } from './ReviewRatings';
import type { ReviewRating } from '../../../shared/study';

function Countdown({ test, onZero }: { test: TestView; onZero: () => void }) {
  const left = useCountdown(test.deadlineAt!, test.serverNow, onZero);
  return (
    <Badge
      size="lg"
      colorPalette={left < 60 ? 'red' : 'teal'}
      variant="solid"
      aria-live={left < 60 ? 'polite' : 'off'}
      flexShrink={0}
      data-testid="countdown"
    >
      ⏱ {formatSeconds(left)}
    </Badge>
  );
}

/** One question at a time; tutor mode grades each answer at once, timed mode saves it and grades at Finish. */
export function TestRunner({ test }: { test: TestView }) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  const patch = usePatchItem(test.id);
  const tutor = test.mode === 'tutor';
  const isReview = test.kind === 'review';
  const firstOpen = test.items.findIndex((i) => i.answeredAt === null);
  const [index, setIndex] = useState(firstOpen < 0 ? 0 : firstOpen);
  const item = test.items[index]!;
  const [selected, setSelected] = useState<string | null>(item.userAnswer);
  const [confidence, setConfidence] = useState<Confidence | null>(item.confidence);
  const shownAt = useRef(Date.now());
  const locked = tutor && item.answeredAt !== null;
  const [confirming, setConfirming] = useState(false);
  const itemRef = useRef<HTMLDivElement>(null);
  const lastShown = useRef(index);

  useEffect(() => {
    setSelected(item.userAnswer);
    setConfidence(item.confidence);
    shownAt.current = Date.now();
    // A new question's top comes into view (on a phone Next sits far below it).
    if (lastShown.current !== index) revealTop(itemRef.current, ITEM_TOP_PX);
    lastShown.current = index;
    // Only a new question resets the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const answer = useMutation(
    trpc.learner.answerTest.mutationOptions({
      onSuccess: (r, input) => {
        patch(Number(input.questionId), {
          userAnswer: String(input.userAnswer),
          confidence: input.confidence ?? null,
          timeSpent: input.timeSpent == null ? null : Number(input.timeSpent),
          answeredAt: new Date(),
          ...('isCorrect' in r
            ? {
                review: 'review' in r ? (r.review ?? null) : null,
                isCorrect: r.isCorrect,
                correctAnswer: r.correctAnswer,
                explanation: r.explanation,
                source: r.source,
                reviewedOn: r.reviewedOn,
                writtenOn: r.writtenOn,
              }
            : {}),
        });
      },
      onError: (err) => {
        notify('Your answer was not saved', errorMessage(err, 'Please try again.'), 'error');
        void qc.invalidateQueries({ queryKey: trpc.learner.getTest.queryKey({ testId: test.id }) });
      },
    }),
  );
  const finish = useMutation(
    trpc.learner.finishTest.mutationOptions({
      onSuccess: (done) => {
        qc.setQueryData(trpc.learner.getTest.queryKey({ testId: test.id }), done);
        void qc.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
        void qc.invalidateQueries({ queryKey: trpc.learner.testPoolCounts.queryKey() });
        void qc.invalidateQueries({ queryKey: trpc.learner.reviewDue.queryKey() });
      },
      onError: (err) => notify('Could not finish the test', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );

  const rate = useMutation(
    trpc.learner.rateReview.mutationOptions({
      onError: (err) => {
        notify('Your rating was not saved', errorMessage(err, 'Please try again.'), 'error');
        void qc.invalidateQueries({ queryKey: trpc.learner.getTest.queryKey({ testId: test.id }) });
      },
    }),
  );

  const send = (letter: string, conf: Confidence | null) => {
    if (item.questionId === null) return;
    const spent = Date.now() - shownAt.current + (tutor ? 0 : (item.timeSpent ?? 0));
    answer.mutate({ testId: test.id, questionId: item.questionId, userAnswer: letter, confidence: conf, timeSpent: Math.round(spent) });
    if (!tutor) shownAt.current = Date.now();
  };
  const pick = (letter: string) => {
    if (locked) return;
    setSelected(letter);
    // Timed: every choice is saved as it is made (the latest one counts).
    if (!tutor) send(letter, confidence);
  };
  const chooseConfidence = (c: Confidence) => {
    if (locked) return;
    const next = confidence === c ? null : c;
    setConfidence(next);
    if (!tutor && selected) send(selected, next);
  };
  const last = index === test.items.length - 1;
  const unrated = isReview && item.review && !item.review.rated ? item.review : null;
  /** A review card moves on with the learner's rating (the preselected one by Next or Enter); the last one finishes. */
  const rateAndGo = (rating: ReviewRating) => {
    if (item.questionId === null) return;
    const id = item.questionId;
    patch(id, { review: { ...unrated!, rated: true, intervals: null } });
    // The last card finishes the review once its rating is stored (the finish rates any card left unrated itself).
    rate.mutate({ testId: test.id, questionId: id, rating }, { onSettled: () => last && finish.mutate({ testId: test.id }) });
    if (!last) setIndex(index + 1);
  };
  const next = () => {
    if (unrated) return rateAndGo(unrated.suggested);
    if (!last) setIndex(index + 1);
  };
  const submit = () => {
    if (!selected) return notify('Please select an answer', undefined, 'warning');
    send(selected, confidence);
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      // The confirmation owns the keyboard while it is open: no answer changes behind it.
      if (confirming) return;
      if (e.ctrlKey || e.metaKey || e.altKey || target.closest('input, textarea, select')) return;
      const k = e.key.toUpperCase();
      const letter = /^[A-F]$/.test(k) ? k.charCodeAt(0) - 65 : -1;
      if (letter >= 0 && letter < item.options.length) {
        pick(k);
        e.preventDefault();
      } else if (e.key >= '1' && e.key <= '3') {
        chooseConfidence(CONFIDENCES[Number(e.key) - 1]!);
        e.preventDefault();
      } else if (e.key === 'Enter' && tutor && target.tagName !== 'BUTTON') {
        if (locked) next();
        else submit();
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const answered = test.items.filter((i) => i.answeredAt !== null).length;
  const openCounts = { unanswered: test.items.length - answered, flagged: test.items.filter((i) => i.marked).length };
  // Finish Test grades everything at once: ask first when something is left open; the countdown's end does not ask.
  const requestFinish = () =>
    openCounts.unanswered > 0 || openCounts.flagged > 0 ? setConfirming(true) : finish.mutate({ testId: test.id });
  const jumpToFirstUnanswered = () => {
    setConfirming(false);
    const first = test.items.findIndex((i) => i.answeredAt === null);
    if (first >= 0) setIndex(first);
  };
  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {isReview ? 'Review' : tutor ? 'Tutor test' : 'Timed test'}
        </Heading>
        <Flex gap="2" align="center">
          {!tutor && <Calculator />}
          <Button
            colorPalette="teal"
            variant={last || answered === test.items.length ? 'solid' : 'outline'}
            size="sm"
            loading={finish.isPending}
            onClick={requestFinish}
          >
            Finish Test
          </Button>
        </Flex>
      </Flex>
      {/* Where the learner is and the time left stay on screen while a long item scrolls (decision 096). */}
      <StatusBar testId="test-status-bar">
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="question-counter">
          Question {index + 1} of {test.items.length} · {answered} answered
        </Text>
        {!tutor && test.deadlineAt && <Countdown test={test} onZero={() => finish.mutate({ testId: test.id })} />}
      </StatusBar>
      <Progress.Root value={(answered / test.items.length) * 100} max={100} mt="1" colorPalette="teal" size="sm" aria-label="Test progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {test.expired && (
        <Text mt="3" color="red.700" fontWeight="semibold" role="alert">
          Time is up. Finish the test to see your results.
        </Text>
      )}

      <Box ref={itemRef} bg="white" mt="5" p={{ base: 3, md: 6 }} borderRadius="xl" borderWidth="1px" scrollMarginTop={`${ITEM_TOP_PX}px`}>
        <Flex gap="2" mb="3" wrap="wrap" align="center">
          <Badge variant="subtle" colorPalette="blue">
            {item.topicName}
          </Badge>
          <Badge variant="subtle">{capitalize(item.difficulty)}</Badge>
          <Box flex="1" />
          <MarkToggle testId={test.id} item={item} />
        </Flex>
        <Heading as="h2" size="md" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
          {item.questionText}
        </Heading>
        <Exhibit exhibit={item.exhibit} />
        <OptionList
          name="Answer options"
          options={item.options}
          selected={selected}
          onSelect={pick}
          locked={locked || test.expired}
          correctAnswer={locked ? item.correctAnswer : null}
        />

        <Box mt="4" role="group" aria-labelledby="confidence-label">
          <Text id="confidence-label" fontSize="sm" fontWeight="semibold" mb="2">
            How sure are you?
          </Text>
          <Flex gap="2" wrap="wrap">
            {CONFIDENCES.map((c, i) => (
              <Button
                key={c}
                size="sm"
                variant={confidence === c ? 'solid' : 'outline'}
                colorPalette="blue"
                aria-pressed={confidence === c}
                disabled={locked}
                onClick={() => chooseConfidence(c)}
              >
                {CONFIDENCE_LABELS[c]}{' '}
                <Text as="span" color={confidence === c ? 'whiteAlpha.800' : 'fg.muted'} hideBelow="md">
                  ({i + 1})
                </Text>
              </Button>
            ))}
          </Flex>
        </Box>

        <Flex mt="5" gap="3" justify="space-between" wrap="wrap">
          <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={index === 0}>
            ← Previous
          </Button>
          {tutor && !locked ? (
            <Button colorPalette="teal" onClick={submit} disabled={!selected || test.expired} loading={answer.isPending}>
              Submit Answer
            </Button>
          ) : last && !unrated ? (
            <Button colorPalette="teal" onClick={requestFinish} loading={finish.isPending}>
              Finish Test
            </Button>
          ) : (
            <Button colorPalette="teal" onClick={next}>
              Next Question →
            </Button>
          )}
        </Flex>

        {locked && (
          <Box mt="5" p="4" borderRadius="lg" bg={item.isCorrect ? 'green.50' : 'red.50'} data-testid="feedback">
            <Text fontWeight="bold" color={item.isCorrect ? 'green.700' : 'red.700'} mb="2">
              {item.isCorrect ? '✓ Correct!' : `✗ Incorrect. The correct answer is ${item.correctAnswer}.`}
            </Text>
            {unrated && <ReviewRatings choice={unrated} busy={rate.isPending || finish.isPending} onRate={rateAndGo} />}
            <Explanation text={item.explanation ?? ''} source={item.source} reviewedOn={item.reviewedOn} writtenOn={item.writtenOn} />
            <PeerStat questionId={item.questionId} />
            <MissTagRow testId={test.id} item={item} />
          </Box>
        )}
        <Box mt="4">
          <NoteField key={item.questionId ?? index} testId={test.id} item={item} />
        </Box>
        <Text mt="3" fontSize="xs" color="fg.muted" hideBelow="md">
          Keyboard: A–{String.fromCharCode(64 + Math.max(1, item.options.length))} to choose, 1 Sure · 2 Unsure · 3 Guess
          {tutor ? ', Enter to submit or continue' : ''}.
        </Text>
      </Box>
      <ConfirmSubmit
        open={confirming}
        title="Finish this test?"
        counts={openCounts}
        consequence="The test is graded now; questions left unanswered count as wrong."
        confirmLabel="Finish now"
        busy={finish.isPending}
        onConfirm={() => {
          setConfirming(false);
          finish.mutate({ testId: test.id });
        }}
        onCancel={() => setConfirming(false)}
        onJump={jumpToFirstUnanswered}
      />
    </Container>
  );
}
