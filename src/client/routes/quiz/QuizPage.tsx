import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { QuizQuestion } from '../../../server/services/questions';
import type { MixedType } from '../../../shared/exams';
import { scorePercent } from '../../../shared/scoring';
import { PageSpinner } from '../../components/PageSpinner';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { shuffleInBrowser } from './shuffle';
import { QuizResults } from './QuizResults';
import { QuizRunner, type QuizAnswer } from './QuizRunner';
import { TopicPicker, type QuizChoice } from './TopicPicker';

type Phase =
  | { name: 'pick' }
  | { name: 'play'; topicId: number | MixedType; title: string; questions: QuizQuestion[]; round: number }
  | { name: 'done'; topicId: number | MixedType; title: string; questions: QuizQuestion[]; answers: QuizAnswer[]; flagged: number[]; score: number };

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

function Quiz() {
  const trpc = useTRPC();
  const [phase, setPhase] = useState<Phase>({ name: 'pick' });
  const start = useMutation(trpc.learner.startQuiz.mutationOptions());
  const save = useMutation(trpc.learner.saveAttempt.mutationOptions());

  async function choose(choice: QuizChoice) {
    const mixed = typeof choice.topicId === 'string';
    try {
      const quiz = await start.mutateAsync(choice);
      setPhase({ name: 'play', topicId: quiz.topicId, title: quiz.title, questions: quiz.questions, round: 0 });
    } catch (err) {
      const code = errorCode(err);
      if (code === 'FORBIDDEN') notify('Quiz Limit Reached', errorMessage(err, QUIZ_LIMIT_DEFAULT), 'error');
      else if (code === 'PRECONDITION_FAILED')
        notify('No questions available', mixed ? 'No questions found across all topics.' : "This topic doesn't have any questions yet.", 'warning');
      else if (mixed) notify('Error loading mixed practice', 'Failed to load questions for mixed practice exam.', 'error');
      else notify('Error loading questions', 'Failed to load questions for this topic.', 'error');
    }
  }

  async function complete(answers: QuizAnswer[], flagged: number[]) {
    if (phase.name !== 'play') return;
    const local = scorePercent(answers.filter((a) => a.isCorrect).length, phase.questions.length);
    const base = { topicId: phase.topicId, title: phase.title, questions: phase.questions, answers, flagged };
    try {
      const saved = await save.mutateAsync({
        topicId: phase.topicId,
        questionsAnswered: answers,
        score: local,
        totalQuestions: phase.questions.length,
        timeSpent: null,
        clientId: crypto.randomUUID(),
      });
      notify('Quiz completed!', `You scored ${saved.score}% on this quiz.`, 'success');
      setPhase({ name: 'done', ...base, score: saved.score });
    } catch (err) {
      if (errorMessage(err, '').includes('Weekly quiz limit reached')) notify('Weekly limit reached', WEEKLY_LIMIT_TEXT, 'error');
      else notify('Error saving quiz', 'Failed to save your quiz results.', 'error');
      setPhase({ name: 'done', ...base, score: local });
    }
  }

  if (phase.name === 'pick') return start.isPending ? <PageSpinner label="Loading questions" /> : <TopicPicker onChoose={choose} busy={start.isPending} />;
  if (phase.name === 'play') {
    if (save.isPending) return <PageSpinner label="Saving your results" />;
    return (
      <QuizRunner
        key={phase.round}
        title={phase.title}
        questions={phase.questions}
        onExit={() => setPhase({ name: 'pick' })}
        onComplete={complete}
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
      onRetake={() =>
        setPhase({ name: 'play', topicId: phase.topicId, title: phase.title, questions: shuffleInBrowser(phase.questions), round: Date.now() })
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
        <Button asChild mt="6" colorPalette="teal">
          <RouterLink to="/auth">Sign In</RouterLink>
        </Button>
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
          <Button asChild colorPalette="orange">
            <RouterLink to="/subscription">Upgrade to Pro</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
          </Button>
        </Stack>
      </Gate>
    );
  }
  return <Quiz />;
}
