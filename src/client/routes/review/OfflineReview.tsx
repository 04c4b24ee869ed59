import { Badge, Box, Button, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { capitalize } from '../../../shared/difficulty';
import { CONFIDENCE_LABELS, CONFIDENCES, MISS_TAG_LABELS, MISS_TAGS, type Confidence, type MissTag } from '../../../shared/study';
import { queueReviewAnswer, tagQueuedAnswer } from '../../offline/db';
import { localReview, serverTime, type LocalReview } from '../../offline/review';
import { refreshCounts } from '../../offline/sync';
import { ButtonLink } from '../../components/ButtonLink';
import { Explanation } from '../../components/Explanation';
import { notify } from '../../components/Toaster';
import { OptionList } from '../../components/OptionList';

interface Given {
  clientId: string;
  userAnswer: string;
  isCorrect: boolean;
  missTag: MissTag | null;
}

/**
 * /review without a connection: the cards of downloaded topics that are due, reviewed in tutor mode from what the
 * device holds. The verdict shown is the device's own, for feedback; each answer is queued at once and the server
 * grades it again from its own key when it syncs.
 */
export function OfflineReview({ userId }: { userId: number }) {
  const [review, setReview] = useState<LocalReview | null | undefined>(undefined);
  const [started, setStarted] = useState(false);
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [confidence, setConfidence] = useState<Confidence | null>(null);
  const [given, setGiven] = useState<Record<number, Given>>({});
  const shownAt = useRef(Date.now());

  useEffect(() => {
    let live = true;
    localReview(userId)
      .then((r) => live && setReview(r ?? null))
      .catch(() => live && setReview(null));
    return () => {
      live = false;
    };
  }, [userId]);

  if (review === undefined) return null;
  const items = review?.items ?? [];
  if (!started) {
    return (
      <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
        <Heading as="h1" size="xl">
          Spaced review
        </Heading>
        <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl" data-testid="offline-review">
          <Text fontSize="sm" color="fg.muted">
            Due now, on this device (you are offline)
          </Text>
          <Text fontSize="4xl" fontWeight="bold" data-testid="offline-due-count">
            {items.length}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {review === null
              ? 'Nothing is kept for offline review yet. While online, download topics on the Practice screen: their questions due in the next days come with them.'
              : items.length === 0
                ? `Nothing from your downloaded topics is due now${review.later ? ` (${review.later} due in the next days)` : ''}.`
                : 'Questions from your downloaded topics, in tutor mode. Your answers sync when you are back online.'}
          </Text>
          <Flex gap="3" mt="4" wrap="wrap">
            <Button
              colorPalette="teal"
              disabled={items.length === 0}
              onClick={() => {
                shownAt.current = Date.now();
                setStarted(true);
              }}
            >
              Start offline review
            </Button>
            <ButtonLink to="/quiz" variant="outline">
              Practice
            </ButtonLink>
          </Flex>
        </Box>
      </Container>
    );
  }

  const done = index >= items.length;
  if (done) {
    const answers = Object.values(given);
    return (
      <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
        <Heading as="h1" size="xl">
          Offline review done
        </Heading>
        <Box mt="4" p="5" bg="white" borderWidth="1px" borderRadius="xl" data-testid="offline-review-done">
          <Text fontSize="lg" fontWeight="semibold">
            {answers.filter((a) => a.isCorrect).length} of {answers.length} right
          </Text>
          <Text color="fg.muted" fontSize="sm" mt="2">
            Saved on this device. When you are back online your answers sync, and Respira schedules each question again from the time you
            answered it.
          </Text>
        </Box>
      </Container>
    );
  }

  const item = items[index]!;
  const answer = given[item.id];
  const submit = async () => {
    if (!selected || !review) return;
    const clientId = crypto.randomUUID();
    const isCorrect = selected === item.correctAnswer;
    try {
      await queueReviewAnswer({
        clientId,
        userId,
        questionId: item.id,
        topicId: item.topicId,
        title: `Offline review: ${item.topicName}`,
        userAnswer: selected,
        confidence,
        missTag: null,
        answeredAt: Math.round(serverTime(review.ahead)),
        timeSpent: Math.min(24 * 3600 * 1000, Math.max(0, Date.now() - shownAt.current)),
        queuedAt: Date.now(),
      });
    } catch {
      notify('Your answer was not saved', 'This device could not store it. Please try again.', 'error');
      return;
    }
    setGiven((g) => ({ ...g, [item.id]: { clientId, userAnswer: selected, isCorrect, missTag: null } }));
    void refreshCounts();
  };
  const tag = async (t: MissTag) => {
    if (!answer) return;
    const next = answer.missTag === t ? null : t;
    const kept = await tagQueuedAnswer(answer.clientId, next).catch(() => false);
    if (!kept) return notify('Could not save the reason', 'This answer has already been sent.', 'warning');
    setGiven((g) => ({ ...g, [item.id]: { ...answer, missTag: next } }));
  };
  const next = () => {
    setIndex(index + 1);
    setSelected(null);
    setConfidence(null);
    shownAt.current = Date.now();
  };

  return (
    <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size="lg">
        Offline review
      </Heading>
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="question-counter">
        Question {index + 1} of {items.length} · {Object.keys(given).length} answered
      </Text>
      <Box bg="white" mt="5" p={{ base: 3, md: 6 }} borderRadius="xl" borderWidth="1px">
        <Flex gap="2" mb="3" wrap="wrap" align="center">
          <Badge variant="subtle" colorPalette="blue">
            {item.topicName}
          </Badge>
          <Badge variant="subtle">{capitalize(item.difficulty)}</Badge>
        </Flex>
        <Heading as="h2" size="md" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
          {item.questionText}
        </Heading>
        <OptionList
          name="Answer options"
          options={item.options}
          selected={answer ? answer.userAnswer : selected}
          onSelect={(l) => !answer && setSelected(l)}
          locked={!!answer}
          correctAnswer={answer ? item.correctAnswer : null}
        />
        <Box mt="4" role="group" aria-labelledby="confidence-label">
          <Text id="confidence-label" fontSize="sm" fontWeight="semibold" mb="2">
            How sure are you?
          </Text>
          <Flex gap="2" wrap="wrap">
            {CONFIDENCES.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={confidence === c ? 'solid' : 'outline'}
                colorPalette="blue"
                aria-pressed={confidence === c}
                disabled={!!answer}
                onClick={() => setConfidence(confidence === c ? null : c)}
              >
                {CONFIDENCE_LABELS[c]}
              </Button>
            ))}
          </Flex>
        </Box>
        <Flex mt="5" gap="3" justify="flex-end" wrap="wrap">
          {answer ? (
            <Button colorPalette="teal" onClick={next}>
              {index === items.length - 1 ? 'Finish review' : 'Next Question →'}
            </Button>
          ) : (
            <Button colorPalette="teal" disabled={!selected} onClick={() => void submit()}>
              Submit Answer
            </Button>
          )}
        </Flex>
        {answer && (
          <Box mt="5" p="4" borderRadius="lg" bg={answer.isCorrect ? 'green.50' : 'red.50'} data-testid="feedback">
            <Text fontWeight="bold" color={answer.isCorrect ? 'green.700' : 'red.700'} mb="2">
              {answer.isCorrect ? '✓ Correct!' : `✗ Incorrect. The correct answer is ${item.correctAnswer}.`}
            </Text>
            <Explanation text={item.explanation ?? ''} />
            {!answer.isCorrect && (
              <Box mt="4" role="group" aria-labelledby={`why-${item.id}`}>
                <Text id={`why-${item.id}`} fontWeight="semibold" fontSize="sm" mb="2">
                  Why did I miss it?
                </Text>
                <Flex gap="2" wrap="wrap">
                  {MISS_TAGS.map((t) => (
                    <Button
                      key={t}
                      size="xs"
                      variant={answer.missTag === t ? 'solid' : 'outline'}
                      colorPalette="purple"
                      aria-pressed={answer.missTag === t}
                      onClick={() => void tag(t)}
                    >
                      {MISS_TAG_LABELS[t]}
                    </Button>
                  ))}
                </Flex>
              </Box>
            )}
            <Text mt="3" fontSize="xs" color="fg.muted">
              Saved on this device; it syncs when you are back online.
            </Text>
          </Box>
        )}
      </Box>
    </Container>
  );
}
