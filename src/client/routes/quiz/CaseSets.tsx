// A clinical case run on the quiz screen (issue #17 §5): the scenario, each item answered and locked in order, the
// updates between them and the result.
import { Badge, Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { scorePercent } from '../../../shared/scoring';
import { AnswerFeedback } from '../../components/AnswerFeedback';
import { OptionList } from '../../components/OptionList';
import { PageSpinner } from '../../components/PageSpinner';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { revealTop } from '../../lib/revealTop';
import type { RouterOutput } from '../../lib/types';
import { FlagButton } from '../../components/FlagButton';
import { useFlagToggles } from '../../lib/useFlagToggles';
import { useServerFlags } from '../../lib/useServerFlags';
import { settingTitle } from './CaseSetList';

type CaseView = RouterOutput['learner']['caseSet'];
type Item = NonNullable<CaseView['current']>;
type Result = NonNullable<RouterOutput['learner']['answerCaseItem']['result']>;
interface Verdict {
  userAnswer: string;
  isCorrect: boolean;
  correctAnswer: string;
  explanation: string;
}
interface Step {
  item: Item;
  verdict: Verdict | null;
}

function UpdateBox({ text }: { text: string }) {
  return (
    <Box p="4" mb="3" bg="blue.50" borderWidth="1px" borderColor="blue.200" borderRadius="lg" data-testid="case-update">
      <Text fontWeight="bold" color="blue.800" mb="1">
        Update
      </Text>
      <Text whiteSpace="pre-wrap">{text}</Text>
    </Box>
  );
}

/**
 * Taking a case set: the scenario, then one item at a time. The server locks each answer and sends the next item
 * (with its update) only in the answer to the previous one; a reload resumes from the server's run.
 */
export function CaseRunner({ caseSetId, onExit }: { caseSetId: number; onExit: () => void }) {
  const trpc = useTRPC();
  const view = useQuery({ ...trpc.learner.caseSet.queryOptions({ caseSetId }), gcTime: 0 });
  if (view.isPending) return <PageSpinner label="Loading the case" />;
  if (view.isError) {
    return (
      <Container maxW="3xl" py="10">
        <Text role="alert">{errorMessage(view.error, 'This case could not be loaded.')}</Text>
        <Button mt="4" onClick={onExit}>
          Back to clinical cases
        </Button>
      </Container>
    );
  }
  return <CaseSteps view={view.data} onExit={onExit} />;
}

function CaseSteps({ view, onExit }: { view: CaseView; onExit: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [steps, setSteps] = useState<Step[]>(() => [
    ...view.answered.map((a) => ({
      item: a,
      verdict: { userAnswer: a.userAnswer ?? '', isCorrect: a.isCorrect, correctAnswer: a.correctAnswer, explanation: a.explanation },
    })),
    ...(view.current ? [{ item: view.current, verdict: null }] : []),
  ]);
  const [selected, setSelected] = useState<string | null>(null);
  const [nextItem, setNextItem] = useState<Item | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [showResult, setShowResult] = useState(false);
  const answer = useMutation(trpc.learner.answerCaseItem.mutationOptions());
  const flags = useFlagToggles(useServerFlags());
  const current = steps[steps.length - 1];
  // The next item opens below the ones answered: bring its top (its update) into view.
  const currentRef = useRef<HTMLDivElement>(null);
  const stepCount = useRef(steps.length);
  useEffect(() => {
    if (stepCount.current === steps.length) return;
    stepCount.current = steps.length;
    revealTop(currentRef.current);
  }, [steps.length]);

  async function submit() {
    if (!current || !selected || current.verdict) return;
    try {
      const res = await answer.mutateAsync({ caseSetId: view.id, questionId: current.item.questionId, userAnswer: selected });
      setSteps((s) =>
        s.map((st, i) =>
          i === s.length - 1
            ? {
                ...st,
                verdict: { userAnswer: selected, isCorrect: res.isCorrect, correctAnswer: res.correctAnswer, explanation: res.explanation },
              }
            : st,
        ),
      );
      setNextItem(res.next?.question ?? null);
      if (res.result) {
        setResult(res.result);
        notify('Case completed!', `You scored ${res.result.score}% on this case.`, 'success');
        void queryClient.invalidateQueries({ queryKey: trpc.learner.pathKey() });
      }
    } catch (err) {
      notify('Your answer was not saved', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  function advance() {
    if (nextItem) {
      setSteps((s) => [...s, { item: nextItem, verdict: null }]);
      setNextItem(null);
      setSelected(null);
    } else if (result) setShowResult(true);
  }

  if (showResult && result) {
    return (
      <Container maxW="3xl" py={{ base: 6, md: 10 }}>
        <Box bg="white" p="6" borderRadius="xl" borderWidth="1px" data-testid="case-result">
          <Heading as="h1" size="xl">
            Case complete
          </Heading>
          <Text mt="1" color="fg.muted">
            {view.title}
          </Text>
          <Text mt="4" fontSize="3xl" fontWeight="bold" data-testid="case-score">
            {result.score}%
          </Text>
          <Text>
            {result.correctCount} of {result.totalQuestions} items correct
          </Text>
          <Stack as="ol" mt="4" gap="2" listStyleType="none">
            {result.items.map((it) => (
              <Flex
                as="li"
                key={it.position}
                justify="space-between"
                borderBottomWidth="1px"
                py="2"
                data-testid={`case-item-score-${it.position}`}
              >
                <Text>Item {it.position}</Text>
                <Text fontWeight="semibold" color={it.isCorrect ? 'green.700' : 'red.700'}>
                  {it.isCorrect ? '✓ Correct' : '✗ Incorrect'} (your answer: {it.userAnswer ?? '—'})
                </Text>
              </Flex>
            ))}
          </Stack>
          <Text mt="3" fontSize="sm" color="fg.muted">
            Total: {scorePercent(result.correctCount, result.totalQuestions)}% — each item is scored on its own.
          </Text>
          <Button mt="6" colorPalette="teal" onClick={onExit}>
            Back to clinical cases
          </Button>
        </Box>
      </Container>
    );
  }

  return (
    <Container maxW="3xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h1" size="xl">
            {view.title}
          </Heading>
          <Flex gap="2" mt="1">
            <Badge variant="subtle">{view.topicName}</Badge>
            <Badge variant="subtle">{settingTitle(view.setting)}</Badge>
          </Flex>
        </Box>
        <Button variant="outline" onClick={onExit}>
          Exit case
        </Button>
      </Flex>
      <Box mt="5" p="5" bg="white" borderRadius="xl" borderWidth="1px" data-testid="case-scenario">
        <Text fontWeight="bold" mb="1">
          Scenario
        </Text>
        <Text whiteSpace="pre-wrap">{view.scenario}</Text>
      </Box>
      {steps.map((st, i) => {
        const isCurrent = i === steps.length - 1;
        return (
          <Box
            key={st.item.questionId}
            ref={isCurrent ? currentRef : undefined}
            scrollMarginTop="72px"
            mt="5"
            p={{ base: 4, md: 6 }}
            bg="white"
            borderRadius="xl"
            borderWidth="1px"
            data-testid={`case-step-${st.item.position}`}
          >
            <Text fontSize="sm" color="fg.muted" mb="2">
              Item {st.item.position} of {view.itemCount}
            </Text>
            {st.item.update && <UpdateBox text={st.item.update} />}
            <Heading as="h2" size="md" fontWeight="semibold" mb="4" whiteSpace="pre-wrap">
              {st.item.questionText}
            </Heading>
            <OptionList
              name={`Answer options for item ${st.item.position}`}
              options={st.item.options}
              selected={st.verdict ? st.verdict.userAnswer : isCurrent ? selected : null}
              onSelect={setSelected}
              locked={st.verdict !== null || answer.isPending}
              correctAnswer={st.verdict?.correctAnswer ?? null}
            />
            <FlagButton mt="4" size="sm" flagged={flags.isFlagged(st.item.questionId)} onToggle={() => flags.toggle(st.item.questionId)} />
            {isCurrent && (
              <Flex mt="5" justify="flex-end">
                {st.verdict ? (
                  <Button colorPalette="teal" onClick={advance}>
                    {nextItem ? 'Next item' : 'See case results'}
                  </Button>
                ) : (
                  <Button colorPalette="teal" onClick={() => void submit()} disabled={!selected} loading={answer.isPending}>
                    Submit Answer
                  </Button>
                )}
              </Flex>
            )}
            <AnswerFeedback
              correct={st.verdict ? st.verdict.isCorrect : null}
              explanation={st.verdict?.explanation ?? ''}
              difficulty={st.item.difficulty}
            />
          </Box>
        );
      })}
    </Container>
  );
}
