import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ActiveExam } from '../../lib/types';
import { EXAMS, EXAM_TYPES, type ExamType } from '../../../shared/exams';
import { RTE_CUTS, RTE_FORMAT, TMC_FORMAT } from '../../../shared/examFormats';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS } from '../../../shared/plans';
import { ExamCards } from '../../components/ExamCards';
import { RequireAuth } from '../../components/RequireAuth';
import { PageSpinner } from '../../components/PageSpinner';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import type { RouterOutput } from '../../lib/types';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { ExamResults } from '../../components/exam-results/ExamResults';
import { firstReviewPage } from '../../components/AttemptReviewPanel';
import { ExamRunner } from './ExamRunner';
import { BreakScreen } from './BreakScreen';
import { clearSaved } from './savedAnswers';
import { ButtonLink } from '../../components/ButtonLink';

type Result = Omit<RouterOutput['learner']['submitExam'], 'reviewPage'>;

function startError(err: unknown) {
  const code = errorCode(err);
  const message = errorMessage(err, '');
  if (code === 'FORBIDDEN') notify('Exam Access Restricted', message || 'You need Pro access for full exam mode.', 'error');
  else if (code === 'PRECONDITION_FAILED' && message.startsWith('Only ')) notify('Insufficient questions', message, 'warning');
  else if (code === 'PRECONDITION_FAILED')
    notify('No questions available', 'Unable to load exam questions. Please try again later.', 'warning');
  else notify('Error starting exam', 'Failed to load exam questions.', 'error');
}

function ExamCenter() {
  const { user } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The open exam, if any: a reload lands back in it with the server's clock still running.
  const active = useQuery(trpc.learner.activeExam.queryOptions(undefined, { staleTime: 0, gcTime: 0 }));
  const [exam, setExam] = useState<ActiveExam | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [starting, setStarting] = useState<ExamType | null>(null);
  const start = useMutation(trpc.learner.startExam.mutationOptions());
  const submit = useMutation(trpc.learner.submitExam.mutationOptions());
  const endSection = useMutation(trpc.learner.endExamSection.mutationOptions());
  const startSection = useMutation(trpc.learner.startExamSection.mutationOptions());
  const lockCase = useMutation(trpc.learner.lockCaseItem.mutationOptions());
  const current = exam ?? active.data ?? null;
  // The centre, an exam's section, its break and the result are one route: each opens at its top, not where the
  // button that led to it was (Start sits low on a phone, Submit Exam at the bottom).
  const view = result
    ? 'result'
    : current
      ? `${current.examSessionId}-${current.format?.phase ?? ''}-${current.format?.section ?? 0}`
      : 'centre';
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [view]);

  async function begin(type: ExamType) {
    setStarting(type);
    try {
      const started = await start.mutateAsync({ examType: type });
      setExam(started);
      // The exam's length, not what has left the server yet: an RTE's later case items and its second section come
      // later.
      notify('Exam Started', `${started.name}: ${started.totalItems} questions`, 'info');
    } catch (err) {
      startError(err);
    } finally {
      setStarting(null);
      void queryClient.invalidateQueries({ queryKey: trpc.learner.planUsage.queryKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
    }
  }

  async function endFirstSection(answers: (string | null)[]) {
    if (!current || endSection.isPending) return;
    try {
      setExam(await endSection.mutateAsync({ examSessionId: current.examSessionId, section: 1, answers }));
    } catch (err) {
      notify('Could not end section 1', errorMessage(err, 'Check your connection and try again.'), 'error');
    }
  }

  async function lockCaseItem(position: number, answer: string) {
    if (!current || lockCase.isPending) return;
    try {
      setExam(await lockCase.mutateAsync({ examSessionId: current.examSessionId, position, answer }));
    } catch (err) {
      notify('Could not lock your answer', errorMessage(err, 'Check your connection and try again.'), 'error');
    }
  }

  async function beginSecondSection() {
    if (!current || startSection.isPending) return;
    try {
      setExam(await startSection.mutateAsync({ examSessionId: current.examSessionId, section: 2 }));
    } catch (err) {
      notify('Could not start section 2', errorMessage(err, 'Check your connection and try again.'), 'error');
    }
  }

  async function finish(answers: (string | null)[], itemSeconds: number[]) {
    if (!current || submit.isPending) return;
    try {
      const res = await submit.mutateAsync({ examSessionId: current.examSessionId, answers, itemSeconds });
      clearSaved(current.examSessionId);
      setExam(null);
      queryClient.setQueryData(trpc.learner.activeExam.queryKey(), null);
      void queryClient.invalidateQueries({ queryKey: trpc.learner.pathKey() });
      // The review's first page came with the result: the panel shows it without asking again, and pages on from there.
      const { reviewPage, ...summary } = res;
      queryClient.setQueryData(trpc.learner.attemptReview.queryKey(firstReviewPage(res.attemptId)), { ...reviewPage, exam: summary });
      setResult(summary);
    } catch (err) {
      // The answers stay in this browser; the learner can submit again.
      notify('Could not submit your exam', errorMessage(err, 'Check your connection and press Submit Exam again.'), 'error');
    }
  }

  if (!user) return null;
  if (result) return <ExamResults result={result} onAnother={() => setResult(null)} />;
  if (active.isPending && !exam) return <PageSpinner label="Checking for an exam in progress" />;
  if (current?.format?.phase === 'break')
    return (
      <BreakScreen key={`${current.examSessionId}-break`} exam={current} starting={startSection.isPending} onStart={beginSecondSection} />
    );
  if (current)
    return (
      <ExamRunner
        // A new section is a new runner: its clock, range and pacing start afresh (answers live in this browser).
        key={`${current.examSessionId}-${current.format?.section ?? 0}`}
        exam={current}
        submitting={submit.isPending || endSection.isPending}
        onSubmit={finish}
        onEndSection={endFirstSection}
        onLockCaseItem={lockCaseItem}
        locking={lockCase.isPending}
      />
    );

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            NBRC Exam Center
          </Heading>
          <Text color="fg.muted">
            Timed exams drawn from every topic. Passing is 75% or more on the {EXAMS.practice.name}, {EXAMS.crt.name} and {EXAMS.rrt.name}.
            Unanswered questions count as wrong.
          </Text>
          <Text color="fg.muted" fontSize="sm" mt="1" data-testid="format-cuts">
            The real formats are scored against cut scores instead: TMC, {TMC_FORMAT.cuts.crt} (CRT) and {TMC_FORMAT.cuts.rrt} (RRT) of{' '}
            {TMC_FORMAT.scored} scored items; RTE, {RTE_CUTS.crt} and {RTE_CUTS.rrt} of {RTE_FORMAT.scored}
            {RTE_CUTS.estimated ? ' (estimated: the NBRC has not published them yet)' : ''}.
          </Text>
        </Box>
        <Flex gap="3" wrap="wrap">
          <ButtonLink to="/history" variant="outline">
            History
          </ButtonLink>
          <ButtonLink to="/dashboard" variant="outline">
            Back to Dashboard
          </ButtonLink>
        </Flex>
      </Flex>
      <ExamCards types={EXAM_TYPES} isPro={user.isPro} onStart={begin} busy={starting} />
      {/* Clinical simulations (issue #32) live on their own screen; the exam center is where learners look for them. */}
      <Flex
        mt="6"
        p={{ base: 4, md: 6 }}
        bg="white"
        borderWidth="1px"
        borderRadius="xl"
        gap="3"
        direction={{ base: 'column', sm: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', sm: 'center' }}
        data-testid="cse-entry"
      >
        <Box>
          <Heading as="h2" size="lg">
            Clinical simulations (CSE)
          </Heading>
          <Text color="fg.muted">
            Branching patient problems scored for information gathering and decision making, one at a time or as a full simulation.
          </Text>
        </Box>
        <ButtonLink to="/cse">Open clinical simulations</ButtonLink>
      </Flex>
      {!user.isPro && (
        <Text mt="4" fontSize="sm" color="fg.muted">
          The free plan includes the {EXAMS.practice.name} {FREE_ATTEMPTS_PER_WINDOW} times every {FREE_WINDOW_DAYS} days. The CRT and RRT
          simulations are part of Respira Pro.
        </Text>
      )}
    </Container>
  );
}

export default function ExamPage() {
  return (
    <RequireAuth>
      <ExamCenter />
    </RequireAuth>
  );
}
