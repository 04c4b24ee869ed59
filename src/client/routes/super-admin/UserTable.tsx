import { Badge, Box, Button, Field, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { fullName, roleLabel, subscriptionLabel, type AnalyticsUser } from './labels';
import { DEFAULT_SORT, matchesSearch, nextSort, sortUsers, type Sort, type SortKey } from './sortUsers';

/** Keeps each row's name in view while the table scrolls sideways on a narrow screen. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bg: 'white', borderRightWidth: { base: '1px', md: '0' } } as const;

function SortHeader({ label, column, sort, onSort, numeric, sticky }: { label: string; column: SortKey; sort: Sort; onSort: (k: SortKey) => void; numeric?: boolean; sticky?: boolean }) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} textAlign={numeric ? 'end' : undefined} whiteSpace="nowrap" {...(sticky ? stickyCell : {})}>
      <Button variant="ghost" size="sm" h="8" px="1" mx="-1" fontWeight="semibold" onClick={() => onSort(column)} data-testid={`sort-${column}`}>
        {label}
        <Box as="span" aria-hidden color={active ? 'teal.700' : 'fg.subtle'}>
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

/** SPEC §2 "User Analytics": searchable, sortable, read-only. */
export function UserTable({ users, onView }: { users: AnalyticsUser[]; onView: (u: AnalyticsUser) => void }) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const rows = useMemo(() => sortUsers(users.filter((u) => matchesSearch(u, search)), sort), [users, search, sort]);
  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));

  return (
    <Box>
      <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }} mb="3">
        <Field.Root maxW={{ sm: 'sm' }}>
          <Field.Label>Search users</Field.Label>
          <Input type="search" placeholder="Search users..." value={search} onChange={(e) => setSearch(e.target.value)} bg="white" />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="user-count" pb={{ sm: '2' }}>
          {rows.length === users.length ? `${users.length} users` : `${rows.length} of ${users.length} users`}
        </Text>
      </Flex>
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white">
        <Table.Root size="sm" data-testid="user-table">
          <Table.Caption srOnly>User Analytics, sorted by {sortLabel(sort)}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <SortHeader label="Name" column="name" sort={sort} onSort={onSort} sticky />
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Subscription</Table.ColumnHeader>
              <SortHeader label="Logins" column="logins" sort={sort} onSort={onSort} numeric />
              <SortHeader label="Last Login" column="lastLogin" sort={sort} onSort={onSort} />
              <Table.ColumnHeader textAlign="end">Quizzes</Table.ColumnHeader>
              <SortHeader label="Avg Score" column="avgScore" sort={sort} onSort={onSort} numeric />
              <Table.ColumnHeader>
                <Box as="span" srOnly>
                  Details
                </Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((u) => (
              <Table.Row key={u.id} data-testid="user-row">
                <Table.Cell {...stickyCell} minW="8rem" maxW={{ base: "10rem", md: "none" }} whiteSpace="normal">
                  <Text fontWeight="medium">
                    {fullName(u) || u.username}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    @{u.username}
                  </Text>
                </Table.Cell>
                <Table.Cell>{u.email}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={u.role === 'student' ? 'gray' : 'purple'}>{roleLabel(u.role)}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={u.subscriptionStatus === 'free' ? 'gray' : 'yellow'}>{subscriptionLabel(u.subscriptionStatus)}</Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{u.loginCount}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(u.lastLoginAt)}</Table.Cell>
                <Table.Cell textAlign="end">{u.totalQuizzes}</Table.Cell>
                <Table.Cell textAlign="end">{u.totalQuizzes ? `${u.averageScore}%` : '—'}</Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => onView(u)} aria-label={`View Details for ${fullName(u) || u.username}`}>
                    View Details
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {rows.length === 0 && (
        <Text mt="3" color="fg.muted" textAlign="center">
          {users.length ? 'No users match your search.' : 'No users yet.'}
        </Text>
      )}
    </Box>
  );
}

const SORT_NAMES: Record<SortKey, string> = { name: 'name', logins: 'logins', lastLogin: 'last login', avgScore: 'average score' };
function sortLabel(s: Sort): string {
  return `${SORT_NAMES[s.key]}, ${s.dir === 'asc' ? 'ascending' : 'descending'}`;
}
