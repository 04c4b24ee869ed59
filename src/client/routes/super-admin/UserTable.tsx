import { Badge, Box, Button, Field, Flex, Input, Skeleton, Table, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { fullName, roleLabel, subscriptionLabel, type AnalyticsUser } from './labels';
import type { Sort, SortKey } from './sortUsers';
import { useUserPage } from './useUserPage';

/** Keeps each row's name in view while the table scrolls sideways on a narrow screen. */
const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bg: 'white', borderRightWidth: { base: '1px', md: '0' } } as const;

function SortHeader({
  label,
  column,
  sort,
  onSort,
  numeric,
  sticky,
}: {
  label: string;
  column: SortKey;
  sort: Sort;
  onSort: (k: SortKey) => void;
  numeric?: boolean;
  sticky?: boolean;
}) {
  const active = sort.key === column;
  const ariaSort = active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <Table.ColumnHeader aria-sort={ariaSort} textAlign={numeric ? 'end' : undefined} whiteSpace="nowrap" {...(sticky ? stickyCell : {})}>
      <Button
        variant="ghost"
        size="sm"
        h="8"
        px="1"
        mx="-1"
        fontWeight="semibold"
        onClick={() => onSort(column)}
        data-testid={`sort-${column}`}
      >
        {label}
        <Box as="span" aria-hidden color={active ? 'teal.700' : 'fg.subtle'}>
          {active ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}

function countLabel(total: number, searching: boolean): string {
  const users = `${total.toLocaleString('en-US')} ${total === 1 ? 'user' : 'users'}`;
  return searching ? `${users} match` : users;
}

/** Previous / next, with where the reader is; the server decides what a page holds. */
function PageControls({ page, pageCount, onPage, busy }: { page: number; pageCount: number; onPage: (p: number) => void; busy: boolean }) {
  if (pageCount <= 1) return null;
  return (
    <Flex as="nav" aria-label="User pages" gap="3" align="center" justify="flex-end" mt="3">
      <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        Previous
      </Button>
      <Text fontSize="sm" data-testid="user-page" aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={page >= pageCount || busy}>
        Next
      </Button>
    </Flex>
  );
}

/** SPEC §2 "User Analytics": searchable, sortable, read-only; searched, sorted and paged by the server. */
export function UserTable({ onView }: { onView: (u: AnalyticsUser) => void }) {
  const { query, search, setSearch, searching, sort, onSort, setPage } = useUserPage();
  const data = query.data;
  const rows = data?.items ?? [];

  return (
    <Box>
      <Flex gap="3" align={{ base: 'stretch', sm: 'end' }} direction={{ base: 'column', sm: 'row' }} mb="3">
        <Field.Root maxW={{ sm: 'sm' }}>
          <Field.Label>Search users</Field.Label>
          <Input type="search" placeholder="Search users..." value={search} onChange={(e) => setSearch(e.target.value)} bg="white" />
        </Field.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="user-count" pb={{ sm: '2' }}>
          {data ? countLabel(data.total, searching) : ''}
        </Text>
      </Flex>
      {query.error && (
        <Text color="red.700" role="alert" mb="3">
          {errorMessage(query.error, 'Could not load the users.')}
        </Text>
      )}
      {query.isPending && <Skeleton height="64" />}
      {data && (
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white" opacity={query.isPlaceholderData ? 0.6 : 1}>
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
                  <Table.Cell {...stickyCell} minW="8rem" maxW={{ base: '10rem', md: 'none' }} whiteSpace="normal">
                    <Text fontWeight="medium">{fullName(u) || u.username}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      @{u.username}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{u.email}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={u.role === 'student' ? 'gray' : 'purple'}>{roleLabel(u.role)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={u.subscriptionStatus === 'free' ? 'gray' : 'yellow'}>
                      {subscriptionLabel(u.subscriptionStatus)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{u.loginCount}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(u.lastLoginAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{u.totalQuizzes}</Table.Cell>
                  <Table.Cell textAlign="end">{u.totalQuizzes ? `${u.averageScore}%` : '—'}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => onView(u)}
                      aria-label={`View Details for ${fullName(u) || u.username}`}
                    >
                      View Details
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {data && rows.length === 0 && (
        <Text mt="3" color="fg.muted" textAlign="center">
          {searching ? 'No users match your search.' : 'No users yet.'}
        </Text>
      )}
      {data && <PageControls page={data.page} pageCount={data.pageCount} onPage={setPage} busy={query.isFetching} />}
    </Box>
  );
}

const SORT_NAMES: Record<SortKey, string> = { name: 'name', logins: 'logins', lastLogin: 'last login', avgScore: 'average score' };
function sortLabel(s: Sort): string {
  return `${SORT_NAMES[s.key]}, ${s.dir === 'asc' ? 'ascending' : 'descending'}`;
}
