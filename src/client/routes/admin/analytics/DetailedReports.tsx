import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Reports } from './reports';

function ReportCard({ title, value, detail }: { title: string; value: string; detail: string }) {
  return (
    <Box bg="white" p="4" borderRadius="xl" borderWidth="1px" className="analytics-card" data-testid="report-card">
      <Heading as="h3" size="sm" color="fg.muted" fontWeight="medium">
        {title}
      </Heading>
      <Text fontSize="2xl" fontWeight="bold" color="teal.700" mt="1" lineClamp={2}>
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {detail}
      </Text>
    </Box>
  );
}

export function DetailedReports({ reports: r, period }: { reports: Reports; period: string | null }) {
  return (
    <Box as="section" aria-labelledby="detailed-reports">
      <Heading as="h2" size="md" id="detailed-reports" mb="3">
        Detailed Reports
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <ReportCard
          title="Avg Daily Attempts"
          value={r.avgDailyAttempts === null ? '—' : String(r.avgDailyAttempts)}
          detail={period ? `Per day with quiz activity, ${period}` : 'No quiz attempts in the trend period'}
        />
        <ReportCard
          title="Platform Avg Score"
          value={r.platformAvgScore === null ? '—' : `${r.platformAvgScore}%`}
          detail={period ? `Weighted by attempts, ${period}` : 'No quiz attempts in the trend period'}
        />
        <ReportCard
          title="Most Questions/Topic"
          value={r.mostQuestions ? String(r.mostQuestions.count) : '—'}
          detail={r.mostQuestions ? r.mostQuestions.name : 'No published questions yet'}
        />
        <ReportCard
          title="Most Popular Topic"
          value={r.mostPopular ? r.mostPopular.name : '—'}
          detail={
            r.mostPopular ? `${r.mostPopular.attempts} attempt${r.mostPopular.attempts === 1 ? '' : 's'}` : 'No topic quizzes taken yet'
          }
        />
      </SimpleGrid>
    </Box>
  );
}
