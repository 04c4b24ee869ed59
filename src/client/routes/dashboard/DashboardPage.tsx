import { Badge, Box, Button, Container, Flex, Heading, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS } from '../../../shared/plans';
import { ExamCards } from '../../components/ExamCards';
import { RequireAuth } from '../../components/Guards';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { usePaymentReturn } from '../subscription/usePaymentReturn';
import { ButtonLink } from '../../components/ButtonLink';

function StatCard({ label, value, suffix, loading }: { label: string; value: number | undefined; suffix?: string; loading: boolean }) {
  return (
    <Box bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Skeleton loading={loading} mt="1" height="9">
        <Text fontSize="3xl" fontWeight="bold" color="teal.700">
          {value ?? 0}
          {suffix}
        </Text>
      </Skeleton>
    </Box>
  );
}

function Dashboard() {
  const { user } = useSession();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const stats = useQuery(trpc.learner.stats.queryOptions());
  const recent = useQuery(trpc.learner.recentAttempts.queryOptions({ limit: 3 }));
  const progress = useQuery(trpc.learner.progress.queryOptions());
  const usage = useQuery(trpc.learner.planUsage.queryOptions());
  usePaymentReturn();
  if (!user) return null;
  const greetingName = user.firstName || user.username;

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Welcome back, {greetingName}!
          </Heading>
          <Text color="fg.muted">Pick up where you left off.</Text>
        </Box>
        <ButtonLink to="/quiz" colorPalette="teal" size="lg">Start Quick Quiz</ButtonLink>
      </Flex>

      {!user.isPro && (
        <Box mt="6" p="5" bg="orange.50" borderColor="orange.200" borderWidth="1px" borderRadius="xl" data-testid="free-plan-card">
          <Heading as="h2" size="md">
            Free Plan Limits
          </Heading>
          <Stack as="ul" mt="2" gap="1" pl="5" listStyleType="disc" fontSize="sm">
            <li>
              Practice Exam: {usage.data ? `${usage.data.attemptsUsed} of ${usage.data.attemptsAllowed}` : '…'} attempts used in the
              last {usage.data?.windowDays ?? FREE_WINDOW_DAYS} days ({FREE_ATTEMPTS_PER_WINDOW} allowed every {FREE_WINDOW_DAYS} days).
            </li>
            <li>Topic practice quizzes, mixed practice exams and the CRT and RRT simulations need Pro.</li>
            <li>The free preview quiz is always open.</li>
          </Stack>
          <ButtonLink to="/subscription" mt="4" colorPalette="orange">Unlock All Questions</ButtonLink>
        </Box>
      )}

      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="6">
        <StatCard label="Quizzes Taken" value={stats.data?.totalQuizzes} loading={stats.isPending} />
        <StatCard label="Average Score" value={stats.data?.averageScore} suffix="%" loading={stats.isPending} />
        <StatCard label="Study Streak" value={stats.data?.studyStreak} suffix={stats.data?.studyStreak === 1 ? ' day' : ' days'} loading={stats.isPending} />
        <StatCard label="Exam Ready" value={stats.data?.examReadiness} suffix="%" loading={stats.isPending} />
      </SimpleGrid>

      <Heading as="h2" size="xl" mt="10" mb="4">
        NBRC Exam Center
      </Heading>
      <ExamCards isPro={user.isPro} onStart={() => navigate('/exam')} />

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" mt="10">
        <Box bg="white" p="5" borderRadius="xl" borderWidth="1px">
          <Heading as="h2" size="md" mb="3">
            Recent quizzes
          </Heading>
          {recent.isPending ? (
            <Skeleton height="20" />
          ) : recent.data && recent.data.length > 0 ? (
            <Stack gap="2" data-testid="recent-attempts">
              {recent.data.map((a) => (
                <Flex key={a.id} justify="space-between" align="center" gap="3" p="2" borderRadius="md" bg="gray.50">
                  <Box>
                    <Text fontWeight="medium">{a.title}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {formatDate(a.completedAt)} · {a.correctCount}/{a.totalQuestions} correct
                    </Text>
                  </Box>
                  <Badge colorPalette={a.score >= 75 ? 'green' : 'orange'} size="lg">
                    {a.score}%
                  </Badge>
                </Flex>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">No quizzes yet. Your finished quizzes and exams appear here.</Text>
          )}
        </Box>
        <Box bg="white" p="5" borderRadius="xl" borderWidth="1px">
          <Heading as="h2" size="md" mb="3">
            Progress by topic
          </Heading>
          {progress.isPending ? (
            <Skeleton height="20" />
          ) : progress.data && progress.data.length > 0 ? (
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Topic</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Quizzes</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Average</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {progress.data.map((p) => (
                  <Table.Row key={p.topicId ?? p.topicName}>
                    <Table.Cell>{p.topicName}</Table.Cell>
                    <Table.Cell textAlign="end">{p.totalQuizzes}</Table.Cell>
                    <Table.Cell textAlign="end">{p.averageScore}%</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text color="fg.muted">Finish a topic quiz to see your progress per topic.</Text>
          )}
        </Box>
      </SimpleGrid>
    </Container>
  );
}

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
