import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequireAuth } from '../../components/RequireAuth';
import { PageSpinner } from '../../components/PageSpinner';
import { downloadCsv } from '../../lib/csv';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { MailStatusCard } from './MailStatusCard';
import { GenerateButton } from './GenerateControls';
import { SimpleQuestionsTab } from './SimpleQuestionsTab';
import { StatCard } from '../../components/StatCard';
import type { AdminStats, QuestionStatus } from './types';
import { useGenerate } from './useGenerate';

function exportStats(s: AdminStats) {
  downloadCsv(`respira-admin-stats-${new Date().toISOString().slice(0, 10)}.csv`, [
    ['Metric', 'Value'],
    ['Total Questions', s.totalQuestions],
    ['Active Users', s.activeUsers],
    ['Quizzes Today', s.quizzesToday],
    ['Average Score %', s.averageScore],
  ]);
}

function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 6, md: 10 }} textAlign="center">
      <Text fontSize="lg">
        <Text as="strong">{title}:</Text> {text}
      </Text>
    </Box>
  );
}

function AdminDashboard() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  const [tab, setTab] = useState('questions');
  const [questionView, setQuestionView] = useState<QuestionStatus>('published');
  // New drafts are shown where they can be reviewed.
  const generate = useGenerate(() => {
    setTab('questions');
    setQuestionView('draft');
  });

  if (stats.isPending) return <PageSpinner label="Loading admin statistics" />;
  const s = stats.data;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align={{ base: 'stretch', lg: 'center' }} gap="4" direction={{ base: 'column', lg: 'row' }}>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Administrative Control Center
          </Heading>
          <Heading as="h2" size="md" color="fg.muted" fontWeight="medium" mt="1">
            Admin Dashboard
          </Heading>
        </Box>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <GenerateButton size="lg" pending={generate.isPending} onClick={() => void generate.generate()} />
          <Button size="lg" variant="outline" colorPalette="teal" onClick={() => s && exportStats(s)} disabled={!s}>
            Export Analytics
          </Button>
        </Stack>
      </Flex>

      {stats.isError ? (
        <Text mt="6" color="red.700" role="alert">
          Could not load the statistics: {errorMessage(stats.error, 'please reload the page.')}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mt="6">
          <StatCard label="Total Questions" value={s?.totalQuestions} caption="Database Complete" />
          <StatCard label="Active Users" value={s?.activeUsers} caption="Growing Community" />
          <StatCard label="Quizzes Today" value={s?.quizzesToday} caption="Daily Activity" />
          <StatCard label="Average Score" value={s?.averageScore} suffix="%" caption="Performance Level" bar />
        </SimpleGrid>
      )}

      <MailStatusCard />

      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} mt="8" variant="enclosed" size={{ base: 'sm', md: 'md' }} lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="questions">Questions</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="questions">
          <SimpleQuestionsTab status={questionView} onStatus={setQuestionView} />
        </Tabs.Content>
        <Tabs.Content value="users">
          <Placeholder title="User Management" text="Comprehensive user administration tools coming soon" />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Placeholder title="Analytics Dashboard" text="Advanced analytics and reporting features coming soon" />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <Placeholder title="System Settings" text="Configuration and system management tools coming soon" />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

export default function AdminPage() {
  return (
    <RequireAuth role="admin">
      <AdminDashboard />
    </RequireAuth>
  );
}
