// One case set's editor on the admin Case sets tab (issue #17 §5): the set's fields and its ordered items, created or
// edited in one form.
import { Box, Button, Field, Flex, Heading, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export function CaseSetEditor({ id, topics, onDone }: { id: number | null; topics: RouterOutput['admin']['topics']; onDone: () => void }) {
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
