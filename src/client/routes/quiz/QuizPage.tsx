import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuizQuestion } from '../../lib/types';
import type { MixedType } from '../../../shared/exams';
import { scorePercent } from '../../../shared/scoring';
import { PageSpinner } from '../../components/PageSpinner';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { enqueue } from '../../offline/db';
import { isNetworkError } from '../../offline/status';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { shuffleInBrowser } from '../../lib/shuffle';
import type { QuizAnswer } from './QuizRunner';
import { TopicPicker, type QuizChoice } from './TopicPicker';
import { useLaterParts } from './laterParts';
import { ButtonLink } from '../../components/ButtonLink';
import { useServerFlags } from '../../lib/useServerFlags';

type Phase =
  | { name: 'pick' }
  | { name: 'cases'; topicId: number; topicName: string }
  | { name: 'case'; topicId: number; topicName: string; caseSetId: number }
  | { name: 'play'; topicId: number | MixedType; title: string; questions: QuizQuestion[]; round: number; offline?: boolean }
  | {
      name: 'done';
      topicId: number | MixedType;
      title: string;
      questions: QuizQuestion[];
      answers: QuizAnswer[];
      flagged: number[];
      score: number;
      /** The server stored and graded the attempt (not queued offline, not refused). */
      saved?: boolean;
    };

function Gate({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container maxW="lg" py="16">
      <Box bg="white" p="8" borderRadius="xl" borderWidth="1px" textAlign="center">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {children}
      </Box>
    </Container>
  );
}

const WEEKLY_LIMIT_TEXT = "You've completed 5 quizzes this week. Upgrade to Pro for unlimited access.";
const QUIZ_LIMIT_DEFAULT = "You've reached your weekly quiz limit. Upgrade to Pro for unlimited access.";
const SAVED_OFFLINE = 'Saved offline — it will sync when you are back online.';

function Quiz({ userId }: { userId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: 'pick' });
  const { later, need } = useLaterParts();
  const [partsFailed, setPartsFailed] = useState<Error | null>(null);
  const start = useMutation(trpc.learner.startQuiz.mutationOptions());
  const save = useMutation(trpc.learner.saveAttempt.mutationOptions());
  const online = phase.name === 'play' && !phase.offline;
  // "Flag for review" is kept on the learner's account while online; an offline quiz keeps its flags on the page.
  const flagStore = useServerFlags(online);

  /** No connection: the same quiz from questions downloaded for offline use, when there are any. */
  async function startOffline(choice: QuizChoice) {
    const mixed = typeof choice.topicId === 'string';
    const quiz = await need()
      .then((m) => m.localQuiz(userId, choice))
      .catch(() => undefined);
    if (quiz) {
      setPhase({ name: 'play', topicId: quiz.topicId, title: quiz.title, questions: quiz.questions, round: 0, offline: true });
      return;
    }
    notify(
      'Not available offline',
      mixed
        ? 'Download at least one topic for offline use while you are online to take mixed practice exams offline.'
        : 'Download this topic for offline use while you are online to practise it without a connection.',
      'warning',
    );
  }

  async function choose(choice: QuizChoice) {
    const mixed = typeof choice.topicId === 'string';
    if (!navigator.onLine) return startOffline(choice);
    try {
      const [quiz] = await Promise.all([start.mutateAsync(choice), need()]);
      setPhase({ name: 'play', topicId: quiz.topicId, title: quiz.title, questions: quiz.questions, round: 0 });
    } catch (err) {
      const code = errorCode(err);
      if (isNetworkError(err)) return startOffline(choice);
      if (code === 'FORBIDDEN') notify('Quiz Limit Reached', errorMessage(err, QUIZ_LIMIT_DEFAULT), 'error');
      else if (code === 'PRECONDITION_FAILED')
        notify(
          'No questions available',
          mixed ? 'No questions found across all topics.' : "This topic doesn't have any questions yet.",
          'warning',
        );
      else if (mixed) notify('Error loading mixed practice', 'Failed to load questions for mixed practice exam.', 'error');
      else notify('Error loading questions', 'Failed to load questions for this topic.', 'error');
    }
  }

  async function complete(answers: QuizAnswer[], flagged: number[]) {
    if (phase.name !== 'play') return;
    const local = scorePercent(answers.filter((a) => a.isCorrect).length, phase.questions.length);
    const base = { topicId: phase.topicId, title: phase.title, questions: phase.questions, answers, flagged };
    const input = {
      topicId: phase.topicId,
      questionsAnswered: answers,
      score: local,
      totalQuestions: phase.questions.length,
      timeSpent: null,
    };
    // One id for this attempt however often it is sent: a save whose answer was lost can be queued safely.
    const clientId = crypto.randomUUID();

    const queue = async () => {
      try {
        await enqueue({ clientId, userId, title: phase.title, input, queuedAt: Date.now() });
        notify(SAVED_OFFLINE, undefined, 'info');
        // Loaded before the quiz could start (choose), so this resolves at once.
        void need().then(({ refreshCounts, syncOutbox }) => {
          void refreshCounts();
          // Online but the server did not answer: try again shortly rather than wait for an 'online' event.
          if (navigator.onLine) setTimeout(() => void syncOutbox(), 5000);
        });
      } catch {
        notify('Error saving quiz', 'Failed to save your quiz results.', 'error');
      }
      setPhase({ name: 'done', ...base, score: local });
    };

    if (!navigator.onLine) return queue();
    try {
      const saved = await save.mutateAsync({ ...input, clientId });
      notify('Quiz completed!', `You scored ${saved.score}% on this quiz.`, 'success');
      // Dashboard figures are cached as never stale: a saved attempt makes them out of date.
      void queryClient.invalidateQueries({ queryKey: trpc.learner.pathKey() });
      setPhase({ name: 'done', ...base, score: saved.score, saved: true });
    } catch (err) {
      if (isNetworkError(err)) return queue();
      if (errorMessage(err, '').includes('Weekly quiz limit reached')) notify('Weekly limit reached', WEEKLY_LIMIT_TEXT, 'error');
      else notify('Error saving quiz', 'Failed to save your quiz results.', 'error');
      setPhase({ name: 'done', ...base, score: local });
    }
  }

  // The later phases' code did not arrive: the route's error boundary says so, as it does for a screen's own chunk.
  if (partsFailed) throw partsFailed;
  if (phase.name === 'pick')
    return start.isPending ? (
      <PageSpinner label="Loading questions" />
    ) : (
      <TopicPicker
        userId={userId}
        onChoose={choose}
        onCases={(topicId, topicName) => {
          void need().then(
            () => setPhase({ name: 'cases', topicId, topicName }),
            (err: unknown) => setPartsFailed(err instanceof Error ? err : new Error(String(err))),
          );
        }}
        busy={start.isPending}
      />
    );
  // Every way out of the picker waits for `need`: this spinner is only a type guard's answer.
  if (!later) return <PageSpinner />;
  const { CaseRunner, CaseSetList, QuizResults, QuizRunner } = later;
  if (phase.name === 'cases')
    return (
      <CaseSetList
        topicId={phase.topicId}
        topicName={phase.topicName}
        onOpen={(caseSetId) => setPhase({ ...phase, name: 'case', caseSetId })}
        onBack={() => setPhase({ name: 'pick' })}
      />
    );
  if (phase.name === 'case')
    return (
      <CaseRunner
        key={phase.caseSetId}
        caseSetId={phase.caseSetId}
        onExit={() => setPhase({ name: 'cases', topicId: phase.topicId, topicName: phase.topicName })}
      />
    );
  if (phase.name === 'play') {
    if (save.isPending) return <PageSpinner label="Saving your results" />;
    return (
      <QuizRunner
        key={phase.round}
        title={phase.title}
        questions={phase.questions}
        onExit={() => setPhase({ name: 'pick' })}
        onComplete={complete}
        flagStore={online ? flagStore : undefined}
      />
    );
  }
  const correct = phase.answers.filter((a) => a.isCorrect).length;
  return (
    <QuizResults
      title={phase.title}
      score={phase.score}
      correct={correct}
      total={phase.questions.length}
      questions={phase.questions}
      answers={phase.answers}
      flagged={phase.flagged}
      saved={phase.saved === true}
      onRetake={() =>
        setPhase({
          name: 'play',
          topicId: phase.topicId,
          title: phase.title,
          questions: shuffleInBrowser(phase.questions),
          round: Date.now(),
        })
      }
      onChooseAnother={() => setPhase({ name: 'pick' })}
    />
  );
}

export default function QuizPage() {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (!user) {
    return (
      <Gate title="Authentication Required">
        <Text mt="3" color="fg.muted">
          Please sign in to access practice quizzes.
        </Text>
        <Box mt="6">
          <ButtonLink to="/auth">Sign In</ButtonLink>
        </Box>
      </Gate>
    );
  }
  if (!user.isPro) {
    return (
      <Gate title="Pro Subscription Required">
        <Text mt="3" color="fg.muted">
          Practice quizzes are exclusively for Pro subscribers. Upgrade to unlock every topic quiz and the mixed practice exams.
        </Text>
        <Text mt="3" fontWeight="medium">
          Current status: {!user.subscriptionStatus || user.subscriptionStatus === 'free' ? 'Free Plan' : user.subscriptionStatus}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6" justify="center">
          <ButtonLink to="/subscription" variant="accent">
            Upgrade to Pro
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Back to Dashboard
          </ButtonLink>
        </Stack>
      </Gate>
    );
  }
  return <Quiz userId={user.id} />;
}
