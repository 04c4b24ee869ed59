import { Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CASE_SETTINGS, CASE_SETTING_TITLES, DIFFICULTIES, type CaseSetting } from '../../../shared/bankVocabulary';
import { CASE_MAX_ITEMS, CASE_MIN_ITEMS } from '../../../shared/caseSets';
import { FULL_FORM_LABELS } from '../../../shared/difficulty';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';
import { TopicSelect } from './TopicSelect';

type AdminSet = RouterOutput['admin']['caseSet'];
type Difficulty = (typeof DIFFICULTIES)[number];
const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface ItemValues {
  id?: number;
  update: string;
  questionText: string;
  options: [string, string, string, string];
  correctAnswer: string;
  explanation: string;
  difficulty: Difficulty;
}
interface SetValues {
  topicId: string;
  title: string;
  setting: CaseSetting;
  scenario: string;
  status: 'published' | 'draft';
  items: ItemValues[];
}

const emptyItem = (): ItemValues => ({
  update: '',
  questionText: '',
  options: ['', '', '', ''],
  correctAnswer: 'A',
  explanation: '',
  difficulty: 'medium',
});

function initial(set: AdminSet | null): SetValues {
  if (!set) {
    return {
      topicId: '',
      title: '',
      setting: 'adult-critical-care',
      scenario: '',
      status: 'draft',
      items: Array.from({ length: CASE_MIN_ITEMS }, emptyItem),
    };
  }
  return {
    topicId: String(set.topicId),
    title: set.title,
    setting: set.setting,
    scenario: set.scenario,
    status: set.status,
    items: set.items.map((i) => ({
      id: i.id,
      update: i.update ?? '',
      questionText: i.questionText,
      options: [i.options[0] ?? '', i.options[1] ?? '', i.options[2] ?? '', i.options[3] ?? ''],
      correctAnswer: i.correctAnswer,
      explanation: i.explanation,
      difficulty: i.difficulty,
    })),
  };
}

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
      queryClient.invalidateQueries({ queryKey: trpc.admin.caseSets.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.caseSet.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.topics.queryKey() }),
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

function CaseSetEditor({ id, topics, onDone }: { id: number | null; topics: RouterOutput['admin']['topics']; onDone: () => void }) {
  const trpc = useTRPC();
  const existing = useQuery({ ...trpc.admin.caseSet.queryOptions({ id: id ?? 0 }), enabled: id !== null, gcTime: 0 });
  if (id !== null && existing.isPending) return <Text>Loading the case set…</Text>;
  if (id !== null && existing.isError) return <Text role="alert">{errorMessage(existing.error, 'Failed to load the case set')}</Text>;
  return <CaseSetForm key={id ?? 'new'} set={id === null ? null : (existing.data ?? null)} topics={topics} onDone={onDone} />;
}

function CaseSetForm({ set, topics, onDone }: { set: AdminSet | null; topics: RouterOutput['admin']['topics']; onDone: () => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.createCaseSet.mutationOptions());
  const update = useMutation(trpc.admin.updateCaseSet.mutationOptions());
  const [values, setValues] = useState<SetValues>(() => initial(set));
  const busy = create.isPending || update.isPending;
  const setItem = (i: number, patch: Partial<ItemValues>) =>
    setValues((v) => ({ ...v, items: v.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) }));
  const move = (i: number, by: number) =>
    setValues((v) => {
      const items = [...v.items];
      const [it] = items.splice(i, 1);
      items.splice(i + by, 0, it!);
      return { ...v, items };
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const data = {
      topicId: Number(values.topicId),
      title: values.title,
      setting: values.setting,
      scenario: values.scenario,
      status: values.status,
      items: values.items.map((it, i) => ({
        ...(it.id ? { id: it.id } : {}),
        questionText: it.questionText,
        options: [...it.options],
        correctAnswer: it.correctAnswer,
        explanation: it.explanation,
        difficulty: it.difficulty,
        update: i === 0 ? null : it.update,
      })),
    };
    try {
      if (set) await update.mutateAsync({ id: set.id, data });
      else await create.mutateAsync(data);
      notify(set ? 'Case set updated successfully' : 'Case set created successfully', undefined, 'success');
      onDone();
    } catch (err) {
      notify(set ? 'Failed to update case set' : 'Failed to create case set', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  return (
    <Box bg="white" p="5" borderRadius="xl" borderWidth="1px">
      <Heading as="h2" size="lg" mb="4">
        {set ? 'Edit case set' : 'New case set'}
      </Heading>
      <Stack asChild gap="4">
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={set ? 'Edit case set' : 'New case set'}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>Title</Field.Label>
              <Input value={values.title} onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>Topic</Field.Label>
              <TopicSelect
                topics={topics}
                value={values.topicId}
                onChange={(topicId) => setValues((v) => ({ ...v, topicId }))}
                emptyLabel="Select a topic"
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>Setting</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.setting}
                  onChange={(e) => setValues((v) => ({ ...v, setting: e.target.value as CaseSetting }))}
                >
                  {CASE_SETTINGS.map((s) => (
                    <option key={s} value={s}>
                      {CASE_SETTING_TITLES[s]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Status</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.status}
                  onChange={(e) => setValues((v) => ({ ...v, status: e.target.value === 'published' ? 'published' : 'draft' }))}
                >
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Field.Root required>
            <Field.Label>Scenario</Field.Label>
            <Textarea value={values.scenario} onChange={(e) => setValues((v) => ({ ...v, scenario: e.target.value }))} rows={4} />
          </Field.Root>

          {values.items.map((it, i) => (
            <Box key={it.id ?? `new-${i}`} p="4" borderWidth="1px" borderRadius="lg" data-testid={`case-item-editor-${i + 1}`}>
              <Flex justify="space-between" align="center" mb="3" gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  Item {i + 1}
                </Heading>
                <Flex gap="2">
                  <Button size="xs" variant="outline" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move item ${i + 1} up`}>
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={i === values.items.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={`Move item ${i + 1} down`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    disabled={values.items.length <= CASE_MIN_ITEMS}
                    onClick={() => setValues((v) => ({ ...v, items: v.items.filter((_, j) => j !== i) }))}
                  >
                    Remove
                  </Button>
                </Flex>
              </Flex>
              <Stack gap="3">
                {i > 0 && (
                  <Field.Root required>
                    <Field.Label>Update revealed before this item</Field.Label>
                    <Textarea value={it.update} onChange={(e) => setItem(i, { update: e.target.value })} rows={2} />
                  </Field.Root>
                )}
                <Field.Root required>
                  <Field.Label>Question text</Field.Label>
                  <Textarea value={it.questionText} onChange={(e) => setItem(i, { questionText: e.target.value })} rows={2} />
                </Field.Root>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  {LETTERS.map((letter, k) => (
                    <Field.Root key={letter} required>
                      <Field.Label>Option {letter}</Field.Label>
                      <Input
                        value={it.options[k]}
                        onChange={(e) =>
                          setItem(i, { options: it.options.map((o, j) => (j === k ? e.target.value : o)) as ItemValues['options'] })
                        }
                      />
                    </Field.Root>
                  ))}
                </SimpleGrid>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <Field.Root>
                    <Field.Label>Correct answer</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={it.correctAnswer} onChange={(e) => setItem(i, { correctAnswer: e.target.value })}>
                        {LETTERS.map((l) => (
                          <option key={l} value={l}>
                            {l}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Difficulty</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={it.difficulty} onChange={(e) => setItem(i, { difficulty: e.target.value as Difficulty })}>
                        {DIFFICULTIES.map((d) => (
                          <option key={d} value={d}>
                            {FULL_FORM_LABELS[d]}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </SimpleGrid>
                <Field.Root required>
                  <Field.Label>Explanation</Field.Label>
                  <Textarea value={it.explanation} onChange={(e) => setItem(i, { explanation: e.target.value })} rows={3} />
                </Field.Root>
              </Stack>
            </Box>
          ))}
          <Flex gap="3" justify="space-between" wrap="wrap">
            <Button
              variant="outline"
              disabled={values.items.length >= CASE_MAX_ITEMS}
              onClick={() => setValues((v) => ({ ...v, items: [...v.items, emptyItem()] }))}
            >
              Add item
            </Button>
            <Flex gap="3">
              <Button variant="outline" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy}>
                {set ? 'Save case set' : 'Create case set'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Stack>
    </Box>
  );
}
