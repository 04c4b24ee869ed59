// The admin dashboard's Case sets tab (issue #17 §5): the list with its publish, unpublish and delete; the editor is
// CaseSetEditor.tsx.
import { Badge, Box, Button, Flex, Heading, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CASE_SETTING_TITLES } from '../../../shared/bankVocabulary';
import { CASE_MAX_ITEMS, CASE_MIN_ITEMS } from '../../../shared/caseSets';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { CaseSetEditor } from './CaseSetEditor';
import { refreshQueries } from '../../lib/refreshQueries';

/** The Case sets tab of the full admin dashboard (issue #17 §5): list, create, edit, publish, unpublish, delete. */
export function CaseSetsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.caseSets.queryOptions({}));
  const topics = useQuery(trpc.admin.topics.queryOptions());
  const update = useMutation(trpc.admin.updateCaseSet.mutationOptions());
  const remove = useMutation(trpc.admin.deleteCaseSet.mutationOptions());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const refresh = () =>
    Promise.all([
      refreshQueries(queryClient, { queryKey: trpc.admin.caseSets.queryKey() }),
      refreshQueries(queryClient, { queryKey: trpc.admin.caseSet.queryKey() }),
      refreshQueries(queryClient, { queryKey: trpc.admin.topics.queryKey() }),
    ]);

  async function toggle(id: number, status: 'published' | 'draft') {
    try {
      await update.mutateAsync({ id, data: { status } });
      notify(status === 'published' ? 'Case set published' : 'Case set unpublished', undefined, 'success');
      void refresh();
    } catch (err) {
      notify('Failed to update case set', errorMessage(err, 'Please try again.'), 'error');
    }
  }
  async function destroy(id: number, title: string) {
    if (!window.confirm(`Delete the case set "${title}" and its items?`)) return;
    try {
      await remove.mutateAsync({ id });
      notify('Case set deleted successfully', undefined, 'success');
      void refresh();
    } catch (err) {
      notify('Failed to delete case set', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  if (editing !== null) {
    return (
      <CaseSetEditor
        id={editing === 'new' ? null : editing}
        topics={topics.data ?? []}
        onDone={() => {
          setEditing(null);
          void refresh();
        }}
      />
    );
  }
  return (
    <Box bg="white" p="5" borderRadius="xl" borderWidth="1px">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="lg">
            Clinical case sets
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            A scenario with {CASE_MIN_ITEMS}–{CASE_MAX_ITEMS} linked items; each later item reveals an update once the previous answer is
            locked. Drafts (including AI drafts) are invisible to learners until published.
          </Text>
        </Box>
        <Button colorPalette="teal" onClick={() => setEditing('new')}>
          New case set
        </Button>
      </Flex>
      {list.isError && <Text role="alert">{errorMessage(list.error, 'Failed to load case sets')}</Text>}
      <Table.ScrollArea mt="4">
        <Table.Root size="sm" aria-label="Case sets">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Topic</Table.ColumnHeader>
              <Table.ColumnHeader>Setting</Table.ColumnHeader>
              <Table.ColumnHeader>Items</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data?.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6}>No case sets yet.</Table.Cell>
              </Table.Row>
            )}
            {list.data?.map((s) => (
              <Table.Row key={s.id} data-testid={`admin-case-set-${s.id}`}>
                <Table.Cell>{s.title}</Table.Cell>
                <Table.Cell>{s.topicName ?? 'Unknown'}</Table.Cell>
                <Table.Cell>{CASE_SETTING_TITLES[s.setting]}</Table.Cell>
                <Table.Cell>{s.itemCount}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={s.status === 'published' ? 'green' : 'orange'}>
                    {s.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => setEditing(s.id)}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void toggle(s.id, s.status === 'published' ? 'draft' : 'published')}
                      disabled={update.isPending}
                    >
                      {s.status === 'published' ? 'Unpublish' : 'Publish'}
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="red"
                      variant="outline"
                      onClick={() => void destroy(s.id, s.title)}
                      disabled={remove.isPending}
                    >
                      Delete
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
