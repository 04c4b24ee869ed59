import { Badge, Box, Container, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequireAuth } from '../../components/RequireAuth';
import { StatCard } from '../../components/StatCard';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { AnalyticsUser } from './labels';
import { UserDetailDialog } from './UserDetailDialog';
import { UserTable } from './UserTable';

function SuperAdminDashboard() {
  const trpc = useTRPC();
  const stats = useQuery(trpc.superAdmin.platformStats.queryOptions());
  const [viewing, setViewing] = useState<AnalyticsUser | null>(null);
  const s = stats.data;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Flex gap="3" align={{ base: 'start', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h1" size="2xl">
            Super Admin Dashboard
          </Heading>
          <Text color="fg.muted">Read-only analytics of Respira's users and their activity</Text>
        </Box>
        <Badge colorPalette="purple" size="lg" variant="solid">
          Super Admin Access
        </Badge>
      </Flex>

      {stats.error && (
        <Text mt="4" color="red.700" role="alert">
          {errorMessage(stats.error, 'Could not load the platform statistics.')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="6">
        <StatCard label="Total Users" value={s && String(s.totalUsers)} loading={stats.isPending} empty="—" tone="purple" />
        <StatCard label="Active Today" value={s && String(s.activeUsersToday)} loading={stats.isPending} empty="—" tone="purple" />
        <StatCard label="Total Quizzes" value={s && String(s.totalQuizzes)} loading={stats.isPending} empty="—" tone="purple" />
        <StatCard label="Avg Score" value={s && `${s.averagePlatformScore}%`} loading={stats.isPending} empty="—" tone="purple" />
      </SimpleGrid>

      <Heading as="h2" size="xl" mt="10" mb="1">
        User Analytics
      </Heading>
      <Text color="fg.muted" mb="4" fontSize="sm">
        Every account with its sign-ins and quiz results. Choose a column heading to sort by it.
      </Text>
      <UserTable onView={setViewing} />
      <UserDetailDialog user={viewing} onClose={() => setViewing(null)} />
    </Container>
  );
}

/** SPEC §2 "Super admin dashboard" (/super-admin): super admins only, read-only. */
export default function SuperAdminPage() {
  return (
    <RequireAuth role="super_admin">
      <SuperAdminDashboard />
    </RequireAuth>
  );
}
