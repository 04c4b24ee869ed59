import { Badge, Box, Container, Flex, HStack, Heading, SimpleGrid, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { RequireAuth } from '../../components/RequireAuth';
import { PageSpinner } from '../../components/PageSpinner';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { MailStatusCard } from './MailStatusCard';
import { FullQuestionsTab } from './FullQuestionsTab';
import { PerformanceTab } from './PerformanceTab';
import { SettingsTab } from './SettingsTab';
import { StatCard } from '../../components/StatCard';
import { UsersTab } from './UsersTab';
import { ButtonLink } from '../../components/ButtonLink';

// The charts bring recharts; load them only when the Analytics tab is opened.
const AnalyticsTab = lazy(() => import('./analytics/AnalyticsTab'));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function EnhancedDashboard() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.admin.stats.queryOptions());
  const s = stats.data;
  const loading = stats.isPending;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Admin Dashboard
            </Heading>
            {/* Shown once the server has answered, so it reports something real. */}
            {stats.isSuccess && (
              <Badge colorPalette="green" variant="subtle" size="lg" data-testid="system-online">
                System Online
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" mt="1">
            Comprehensive platform management and analytics
          </Text>
        </Box>
        <HStack gap="3" wrap="wrap">
          <ButtonLink to="/admin/case-sets" variant="outline">
            Clinical Case Sets
          </ButtonLink>
          <ButtonLink to="/admin/cse" variant="outline">
            Simulations
          </ButtonLink>
          <ButtonLink to="/admin/item-analysis" variant="outline">
            Item Analysis
          </ButtonLink>
          <ButtonLink to="/admin/realtime" variant="outline">
            Real-Time Analytics
          </ButtonLink>
        </HStack>
      </Flex>

      {stats.isError ? (
        <Text mt="6" color="red.700" role="alert">
          Could not load the statistics: {errorMessage(stats.error, 'please reload the page.')}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4" mt="6">
          <StatCard
            label="Total Questions"
            value={s?.totalQuestions}
            caption={s ? `across ${plural(s.topicCount, 'topic')}` : ' '}
            loading={loading}
          />
          <StatCard
            label="Total Users"
            value={s?.totalUsers}
            caption={s ? `including ${plural(s.adminCount, 'admin')}` : ' '}
            loading={loading}
          />
          <StatCard label="Total Quiz Attempts" value={s?.totalAttempts} caption="all time" loading={loading} />
          <StatCard
            label="Platform Average"
            value={s?.averageScore}
            suffix="%"
            caption="average score of every attempt"
            loading={loading}
          />
        </SimpleGrid>
      )}

      <MailStatusCard />

      {/* Each tab loads its data when first opened; Users mounts afresh so its list is refetched (SPEC §7). */}
      <Tabs.Root defaultValue="questions" mt="8" variant="enclosed" size={{ base: 'sm', md: 'md' }} lazyMount>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="questions">Questions</Tabs.Trigger>
          <Tabs.Trigger value="users">Users</Tabs.Trigger>
          <Tabs.Trigger value="analytics">Analytics</Tabs.Trigger>
          <Tabs.Trigger value="performance">Performance</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="questions">
          <FullQuestionsTab />
        </Tabs.Content>
        <Tabs.Content value="users">
          <UsersTab />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <Suspense fallback={<PageSpinner label="Loading analytics" />}>
            <AnalyticsTab />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="performance">
          <PerformanceTab />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}

export default function AdminEnhancedPage() {
  return (
    <RequireAuth role="admin">
      <EnhancedDashboard />
    </RequireAuth>
  );
}
