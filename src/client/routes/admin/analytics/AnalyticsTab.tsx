import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { downloadCsv } from '../../../lib/csv';
import { useTRPC } from '../../../lib/trpc';
import { DisabledWithReason } from '../DisabledWithReason';
import { AnalyticsCard } from './AnalyticsCard';
import { DetailedReports } from './DetailedReports';
import { longDay } from './palette';
import { computeReports, distributionSlices, reportCsvRows, roleSlices, subscriptionSlices } from './reports';
import { SlicePie } from './SlicePie';
import { TopicPerformanceChart } from './TopicPerformanceChart';
import { TrendChart } from './TrendChart';
import './print.css';

/** SPEC §2, full admin variant, Analytics tab. Every figure comes from the admin procedures. */
export default function AnalyticsTab() {
  const trpc = useTRPC();
  const trendsQ = useQuery(trpc.admin.quizTrends.queryOptions());
  const perfQ = useQuery(trpc.admin.topicPerformance.queryOptions());
  const topicsQ = useQuery(trpc.admin.topics.queryOptions());
  const usersQ = useQuery(trpc.admin.users.queryOptions());

  const trends = useMemo(() => trendsQ.data ?? [], [trendsQ.data]);
  const perf = useMemo(() => perfQ.data ?? [], [perfQ.data]);
  // A topic nobody has practised has no average to chart; it still shows in the export with 0 attempts.
  const triedTopics = useMemo(() => perf.filter((p) => p.attempts > 0), [perf]);
  const distribution = useMemo(() => distributionSlices(topicsQ.data ?? []), [topicsQ.data]);
  const roles = useMemo(() => roleSlices(usersQ.data ?? []), [usersQ.data]);
  const subscriptions = useMemo(() => subscriptionSlices(usersQ.data ?? []), [usersQ.data]);
  const reports = useMemo(() => computeReports(trends, perf, topicsQ.data ?? []), [trends, perf, topicsQ.data]);
  const period = trends.length ? `${longDay(trends[0]!.date)} – ${longDay(trends[trends.length - 1]!.date)}` : null;
  const userCount = usersQ.data?.length ?? 0;
  const allLoaded = trendsQ.isSuccess && perfQ.isSuccess && topicsQ.isSuccess && usersQ.isSuccess;

  const exportReport = () => {
    const now = new Date();
    downloadCsv(
      `respira-analytics-${now.toISOString().slice(0, 10)}.csv`,
      reportCsvRows({ generatedAt: now, trends, perf, distribution, roles, subscriptions, reports }),
    );
  };

  return (
    <Stack gap="6" className="analytics-report" data-testid="analytics-tab">
      <Flex gap="3" wrap="wrap" data-print="hide">
        <Button colorPalette="teal" onClick={exportReport} disabled={!allLoaded}>
          Export Analytics Report
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          Print Summary
        </Button>
        <DisabledWithReason
          label="Schedule Report"
          reason="Unavailable: scheduled reports are sent by e-mail, and this server has no mail service."
          variant="outline"
        />
      </Flex>

      <AnalyticsCard
        title="Quiz Activity Trends"
        description="Quiz attempts and average score per day (UTC); days without attempts are left out"
        query={trendsQ}
        isEmpty={trends.length === 0}
        emptyText="No quiz trend data available"
      >
        <TrendChart trends={trends} />
      </AnalyticsCard>

      <AnalyticsCard
        title="Topic Performance Analysis"
        description="Topic quiz attempts and their average score, for every topic practised"
        query={perfQ}
        isEmpty={triedTopics.length === 0}
        emptyText="No performance data available"
      >
        <TopicPerformanceChart perf={triedTopics} />
      </AnalyticsCard>

      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6">
        <AnalyticsCard
          title="Question Distribution"
          description="Published questions per topic"
          query={topicsQ}
          isEmpty={distribution.length === 0}
          emptyText="No question data available"
        >
          <SlicePie
            label={`Question Distribution: published questions in ${distribution.length} topics`}
            caption="Published questions per topic"
            unit="Questions"
            slices={distribution}
            nameLength={15}
          />
        </AnalyticsCard>
        <AnalyticsCard
          title="User Roles"
          description="Accounts by role"
          query={usersQ}
          isEmpty={userCount === 0}
          emptyText="No user data available"
        >
          <SlicePie label={`User Roles: ${userCount} accounts by role`} caption="Accounts by role" unit="Users" slices={roles} />
        </AnalyticsCard>
        <AnalyticsCard
          title="Subscription Status"
          description="Free accounts and paid (Pro or Premium) accounts"
          query={usersQ}
          isEmpty={userCount === 0}
          emptyText="No subscription data available"
        >
          <SlicePie
            label={`Subscription Status: ${userCount} accounts by plan`}
            caption="Accounts by subscription"
            unit="Users"
            slices={subscriptions}
          />
        </AnalyticsCard>
      </SimpleGrid>

      {trendsQ.isSuccess && perfQ.isSuccess && topicsQ.isSuccess && <DetailedReports reports={reports} period={period} />}
    </Stack>
  );
}
