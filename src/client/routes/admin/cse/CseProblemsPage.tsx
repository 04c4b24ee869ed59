// /admin/cse: clinical simulation problems for administrators (issue #32): the list with its status filter, publish,
// unpublish and delete, the AI draft for a category, and the editor (CseProblemEditor.tsx).
import { Badge, Box, Button, Container, Field, Flex, Heading, NativeSelect, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CSE_CATEGORIES, CSE_CATEGORY_LABELS, type CseCategory } from '../../../../shared/cseFormat';
import { ButtonLink } from '../../../components/ButtonLink';
import { RequireAuth } from '../../../components/RequireAuth';
import { notify } from '../../../components/Toaster';
import { errorMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { CseProblemEditor } from './CseProblemEditor';
import { toInput, initialValues } from './cseForm';
import { refreshQueries } from '../../../lib/refreshQueries';

type StatusFilter = 'all' | 'published' | 'draft';
const ORIGINS = { seed: 'Seed', admin: 'Admin', ai: 'AI draft' } as const;

export default function CseProblemsPage() {
  return (
    <RequireAuth role="admin">
      <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: '3', md: '6' }}>
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }} mb="6">
          <Box>
            <Heading as="h1" size="2xl">
              Simulations
            </Heading>
            <Text color="fg.muted">Write, check, preview and publish the clinical simulation problems learners play.</Text>
          </Box>
          <ButtonLink to="/admin-enhanced" variant="outline">
            Back to Admin Dashboard
          </ButtonLink>
        </Flex>
        <CseProblemsList />
      </Container>
    </RequireAuth>
  );
}

function CseProblemsList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [category, setCategory] = useState<CseCategory>(CSE_CATEGORIES[0]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const list = useQuery(trpc.admin.cseProblems.queryOptions(status === 'all' ? {} : { status }));
  const update = useMutation(trpc.admin.updateCseProblem.mutationOptions());
  const remove = useMutation(trpc.admin.deleteCseProblem.mutationOptions());
  const generate = useMutation(trpc.admin.generateCseProblem.mutationOptions());
  const refresh = () =>
    Promise.all([
      refreshQueries(queryClient, { queryKey: trpc.admin.cseProblems.queryKey() }),
      refreshQueries(queryClient, { queryKey: trpc.admin.cseProblem.queryKey() }),
    ]);

  async function toggle(id: number, next: 'published' | 'draft') {
    try {
      const problem = await queryClient.fetchQuery(trpc.admin.cseProblem.queryOptions({ id }));
      await update.mutateAsync({ id, data: { ...toInput(initialValues(problem)), status: next } });
      notify(next === 'published' ? 'Problem published' : 'Problem unpublished', undefined, 'success');
    } catch (err) {
      notify('The problem was not changed', errorMessage(err, 'Please try again.'), 'error');
    }
    void refresh();
  }
  async function destroy(id: number, title: string) {
    if (!window.confirm(`Delete the problem "${title}"? Learners' past runs of it stay in their history.`)) return;
    try {
      await remove.mutateAsync({ id });
      notify('Problem deleted', undefined, 'success');
    } catch (err) {
      notify('The problem was not deleted', errorMessage(err, 'Please try again.'), 'error');
    }
    void refresh();
  }
  async function draft() {
    try {
      const r = await generate.mutateAsync({ category });
      if (r.problem) notify('AI draft added', `"${r.problem.content.title}" is in the list as a draft to review.`, 'success');
      else notify('The AI draft was dropped', r.droppedReasons.join('; '), 'error');
      setStatus('draft');
    } catch (err) {
      notify('No AI draft was made', errorMessage(err, 'Please try again.'), 'error');
    }
    void refresh();
  }

  if (editing !== null) {
    return (
      <CseProblemEditor
        id={editing === 'new' ? null : editing}
        onDone={() => {
          setEditing(null);
          void refresh();
        }}
      />
    );
  }
  return (
    <Box bg="white" p={{ base: '3', md: '5' }} borderRadius="xl" borderWidth="1px">
      <Flex justify="space-between" align="end" gap="3" wrap="wrap">
        <Flex gap="3" align="end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root size="sm" w="40">
              <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
                <option value="all">All</option>
                <option value="published">Published</option>
                <option value="draft">Draft</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button colorPalette="teal" onClick={() => setEditing('new')}>
            New problem
          </Button>
        </Flex>
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label>Category for the AI draft</Field.Label>
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '72' }}>
              <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value as CseCategory)}>
                {CSE_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {CSE_CATEGORY_LABELS[c]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button variant="outline" loading={generate.isPending} onClick={() => void draft()}>
            Draft with AI
          </Button>
        </Flex>
      </Flex>
      {list.isError && <Text role="alert">{errorMessage(list.error, 'Failed to load the problems')}</Text>}
      <Table.ScrollArea mt="4">
        <Table.Root size="sm" aria-label="Simulation problems">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Title</Table.ColumnHeader>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Sections</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Origin</Table.ColumnHeader>
              <Table.ColumnHeader>Written</Table.ColumnHeader>
              <Table.ColumnHeader>Reviewed</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.data?.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={8}>No problems{status === 'all' ? '' : ` with the status ${status}`}.</Table.Cell>
              </Table.Row>
            )}
            {list.data?.map((p) => (
              <Table.Row key={p.id} data-testid={`cse-problem-row-${p.id}`}>
                <Table.Cell>
                  {p.title} {p.sample && <Badge colorPalette="purple">Sample</Badge>}
                </Table.Cell>
                <Table.Cell>{CSE_CATEGORY_LABELS[p.category]}</Table.Cell>
                <Table.Cell>{p.sections}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={p.status === 'published' ? 'green' : 'orange'}>
                    {p.status === 'published' ? 'Published' : 'Draft'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>{ORIGINS[p.origin]}</Table.Cell>
                <Table.Cell>{p.written ?? '—'}</Table.Cell>
                <Table.Cell>{p.reviewed ?? 'Not yet'}</Table.Cell>
                <Table.Cell>
                  <Flex gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => setEditing(p.id)} aria-label={`Edit ${p.title}`}>
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={update.isPending}
                      onClick={() => void toggle(p.id, p.status === 'published' ? 'draft' : 'published')}
                    >
                      {p.status === 'published' ? 'Unpublish' : 'Publish'}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      disabled={remove.isPending}
                      onClick={() => void destroy(p.id, p.title)}
                      aria-label={`Delete ${p.title}`}
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
