import { Badge, Box, Button, Flex, HStack, Heading, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { canManageAccount } from '../../../shared/roles';
import { useTRPC } from '../../lib/trpc';
import type { AdminUser } from './types';
import { ResetLinkButton, ResetRequestedBadge, usePendingResets } from './ResetLink';
import { UserDialog } from './UserDialog';
import { useInvalidateAdmin } from './useInvalidateAdmin';

export function UsersTab() {
  const trpc = useTRPC();
  const me = useSession().user;
  const invalidate = useInvalidateAdmin();
  // SPEC §7: the user list is fetched again on mount and on window focus, unlike the app's other data.
  const users = useQuery({ ...trpc.admin.users.queryOptions(), staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: true });
  const changeSub = useMutation(trpc.admin.changeSubscription.mutationOptions());
  const pendingResets = usePendingResets();
  const del = useMutation(trpc.admin.deleteUser.mutationOptions());
  const [busyId, setBusyId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  useEffect(() => {
    if (users.isError) notify('Failed to fetch users', errorMessage(users.error, 'Please try again.'), 'error');
  }, [users.isError, users.errorUpdatedAt, users.error]);

  async function act(user: AdminUser, run: () => Promise<unknown>, success: string, failure: string) {
    setBusyId(user.id);
    try {
      await run();
      notify(success, undefined, 'success');
      void invalidate.users();
    } catch (err) {
      notify(failure, errorMessage(err, 'Please try again.'), 'error');
    } finally {
      setBusyId(null);
    }
  }

  function upgrade(user: AdminUser, plan: 'monthly' | 'yearly') {
    if (!window.confirm(`Upgrade ${user.username} to ${plan === 'monthly' ? 'Monthly' : 'Yearly'} Pro?`)) return;
    void act(
      user,
      () => changeSub.mutateAsync({ userId: user.id, data: { action: 'upgrade', plan } }),
      'User upgraded successfully',
      'Failed to upgrade user',
    );
  }
  function downgrade(user: AdminUser) {
    if (!window.confirm(`Downgrade ${user.username} to Free?`)) return;
    void act(
      user,
      () => changeSub.mutateAsync({ userId: user.id, data: { action: 'downgrade', plan: 'free' } }),
      'User downgraded successfully',
      'Failed to downgrade user',
    );
  }
  function remove(user: AdminUser) {
    if (!window.confirm(`Are you sure you want to delete user ${user.username}?`)) return;
    void act(user, () => del.mutateAsync({ id: user.id }), 'User deleted successfully', 'Failed to delete user');
  }
  function openDialog(user: AdminUser | null) {
    setSelected(user);
    setDialogOpen(true);
  }

  const list = users.data ?? [];
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="4">
        <Box>
          <Heading as="h2" size="lg">
            User Management
          </Heading>
          <Text color="fg.muted">{users.data ? `${list.length} ${list.length === 1 ? 'account' : 'accounts'}` : ' '}</Text>
        </Box>
        <HStack gap="2">
          <Button variant="outline" onClick={() => void users.refetch()} loading={users.isFetching}>
            Refresh
          </Button>
          <Button colorPalette="teal" onClick={() => openDialog(null)}>
            Add User
          </Button>
        </HStack>
      </Flex>

      <Table.ScrollArea borderWidth="1px" borderRadius="md" data-testid="users-table">
        <Table.Root size="sm" minW="960px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>User</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Subscription</Table.ColumnHeader>
              <Table.ColumnHeader>Joined</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="center" color="fg.muted" py="6">
                  {users.isPending ? 'Loading users...' : users.isError ? 'Failed to fetch users' : 'No users found'}
                </Table.Cell>
              </Table.Row>
            )}
            {list.map((u) => {
              const sub = u.subscriptionStatus || 'free';
              const busy = busyId === u.id;
              // Only what the server allows is offered: a super admin's row is read-only, and nobody deletes themselves.
              const manageable = canManageAccount(u);
              const isMe = u.id === me?.id;
              return (
                <Table.Row key={u.id}>
                  <Table.Cell>
                    <Text fontWeight="semibold">{u.username}</Text>
                    {pendingResets.has(u.id) && <ResetRequestedBadge requestedAt={pendingResets.get(u.id)!} />}
                    <Text fontSize="xs" color="fg.muted">
                      {u.firstName} {u.lastName}
                    </Text>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{u.email}</Table.Cell>
                  {/* Role and plan in the stored words (SPEC §3), the same words the dialog's selects send. */}
                  <Table.Cell>
                    <Badge colorPalette={u.role === 'student' ? 'gray' : 'purple'}>{u.role}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={sub === 'free' ? 'gray' : 'green'}>{sub}</Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(u.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <HStack justify="flex-end" gap="1.5" wrap="nowrap">
                      {!manageable && (
                        <Text fontSize="xs" color="fg.muted" data-testid="read-only-account">
                          Super admin: read-only
                        </Text>
                      )}
                      {manageable && (
                        <>
                          <Button
                            size="xs"
                            variant="outline"
                            onClick={() => openDialog(u)}
                            disabled={busy}
                            aria-label={`Edit ${u.username}`}
                          >
                            Edit
                          </Button>
                          {sub === 'free' ? (
                            <>
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="green"
                                onClick={() => upgrade(u, 'monthly')}
                                disabled={busy}
                                aria-label={`Monthly upgrade for ${u.username}`}
                              >
                                Monthly
                              </Button>
                              <Button
                                size="xs"
                                variant="outline"
                                colorPalette="green"
                                onClick={() => upgrade(u, 'yearly')}
                                disabled={busy}
                                aria-label={`Yearly upgrade for ${u.username}`}
                              >
                                Yearly
                              </Button>
                            </>
                          ) : (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="orange"
                              onClick={() => downgrade(u)}
                              disabled={busy}
                              aria-label={`Downgrade ${u.username}`}
                            >
                              Downgrade
                            </Button>
                          )}
                          <ResetLinkButton user={u} disabled={busy} />
                          {!isMe && (
                            <Button
                              size="xs"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => remove(u)}
                              disabled={busy}
                              aria-label={`Delete ${u.username}`}
                            >
                              Delete
                            </Button>
                          )}
                        </>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <UserDialog
        open={dialogOpen}
        user={selected}
        onClose={() => {
          setDialogOpen(false);
          setSelected(null);
        }}
      />
    </Box>
  );
}
