// One CSE problem's editor (issue #32): its fields and sections in one form, the live check of what a save would
// refuse, the graph view and the preview, each drawn from the form as it is now.
import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { CSE_MAX_SECTIONS, type CseSection } from '../../../../shared/cse';
import { CSE_CATEGORIES, CSE_CATEGORY_LABELS, type CseCategory } from '../../../../shared/cseFormat';
import { bestPath } from '../../../../shared/cseGraph';
import { notify } from '../../../components/Toaster';
import { errorMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { CseGraphView } from './CseGraphView';
import { CsePreview } from './CsePreview';
import { CseSectionCard } from './CseSectionCard';
import { contentOf, emptySection, initialValues, liveCheck, moved, toInput, type AdminCseProblem, type CseFormValues } from './cseForm';

type View = 'form' | 'graph' | 'preview';

export function CseProblemEditor({ id, onDone }: { id: number | null; onDone: () => void }) {
  const trpc = useTRPC();
  const existing = useQuery({ ...trpc.admin.cseProblem.queryOptions({ id: id ?? 0 }), enabled: id !== null, gcTime: 0 });
  if (id !== null && existing.isPending) return <Text>Loading the problem…</Text>;
  if (id !== null && existing.isError) return <Text role="alert">{errorMessage(existing.error, 'Failed to load the problem')}</Text>;
  return <CseProblemForm key={id ?? 'new'} problem={id === null ? null : (existing.data ?? null)} onDone={onDone} />;
}

let nextKey = 0;
const newKey = () => `k${++nextKey}`;

function CseProblemForm({ problem, onDone }: { problem: AdminCseProblem | null; onDone: () => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.createCseProblem.mutationOptions());
  const update = useMutation(trpc.admin.updateCseProblem.mutationOptions());
  const [values, setValues] = useState<CseFormValues>(() => initialValues(problem));
  // Stable keys for the section cards, so a card's own state (its exhibit text) follows it when sections move.
  const [keys, setKeys] = useState<string[]>(() => values.sections.map(newKey));
  const [exhibitProblems, setExhibitProblems] = useState<Record<string, string>>({});
  const [view, setView] = useState<View>('form');
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = create.isPending || update.isPending;

  const check = liveCheck(values);
  const problems = [...Object.values(exhibitProblems), ...check.problems];
  const best = check.content ? bestPath(check.content) : null;
  // One list object while the ids stay the same, so the memoized cards re-render only when their own section changes.
  const idsKey = values.sections.map((s) => s.id).join('\n');
  const sectionIds = useMemo(() => idsKey.split('\n'), [idsKey]);
  const set = (patch: Partial<CseFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const changeSection = useCallback(
    (i: number, next: CseSection) => setValues((v) => ({ ...v, sections: v.sections.map((x, j) => (j === i ? next : x)) })),
    [],
  );
  const exhibitProblem = useCallback(
    (key: string, id: string, p: string | null) =>
      setExhibitProblems(({ [key]: _, ...rest }) => (p ? { ...rest, [key]: `section ${id}: ${p}` } : rest)),
    [],
  );

  function addSection(kind: 'ig' | 'dm') {
    setValues((v) => ({
      ...v,
      sections: [
        ...v.sections,
        emptySection(
          kind,
          v.sections.map((s) => s.id),
        ),
      ],
    }));
    setKeys((k) => [...k, newKey()]);
  }
  const removeSection = useCallback((i: number, key: string) => {
    setValues((v) => ({ ...v, sections: v.sections.filter((_, j) => j !== i) }));
    setExhibitProblems(({ [key]: _, ...rest }) => rest);
    setKeys((k) => k.filter((_, j) => j !== i));
  }, []);
  const moveSection = useCallback((i: number, by: -1 | 1) => {
    setValues((v) => ({ ...v, sections: moved(v.sections, i, by) }));
    setKeys((k) => moved(k, i, by));
  }, []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    try {
      if (problem) await update.mutateAsync({ id: problem.id, data: toInput(values) });
      else await create.mutateAsync(toInput(values));
      notify(problem ? 'Problem saved' : 'Problem created', undefined, 'success');
      onDone();
    } catch (err) {
      const message = errorMessage(err, 'Please try again.');
      setRefusal(message);
      notify('The problem was not saved', message, 'error');
    }
  }

  return (
    <Box bg="white" p={{ base: '3', md: '5' }} borderRadius="xl" borderWidth="1px">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="4">
        <Heading as="h2" size="lg">
          {problem ? 'Edit simulation problem' : 'New simulation problem'}
        </Heading>
        <Flex gap="2" role="group" aria-label="Editor view">
          {(['form', 'graph', 'preview'] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'solid' : 'outline'} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'form' ? 'Form' : v === 'graph' ? 'Graph view' : 'Preview'}
            </Button>
          ))}
        </Flex>
      </Flex>

      <Box
        role="status"
        aria-live="polite"
        mb="4"
        p="3"
        borderRadius="md"
        bg={problems.length ? 'red.50' : 'green.50'}
        data-testid="cse-check"
      >
        {problems.length ? (
          <>
            <Text fontWeight="semibold">The save would be refused: fix {problems.length === 1 ? 'this' : 'these'} first.</Text>
            <List.Root ps="5">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List.Root>
          </>
        ) : (
          <Text>
            The graph holds: every path ends, every target exists and every section can be reached. Best path:{' '}
            {best?.sectionIds.join(' → ')} (information gathering {best?.ig}, decision making {best?.dm}).
          </Text>
        )}
      </Box>
      {refusal && (
        <Text role="alert" color="red.700" mb="4">
          {refusal}
        </Text>
      )}

      {view === 'graph' && <CseGraphView content={contentOf(values)} bestIds={best?.sectionIds ?? null} />}
      {view === 'preview' &&
        (check.content ? <CsePreview content={check.content} /> : <Text>The preview opens once nothing is listed above.</Text>)}

      <Stack asChild gap="4" display={view === 'form' ? 'flex' : 'none'}>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={problem ? 'Edit simulation problem' : 'New simulation problem'}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root required>
              <Field.Label>Title</Field.Label>
              <Input value={values.title} onChange={(e) => set({ title: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Category</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={values.category} onChange={(e) => set({ category: e.target.value as CseCategory })}>
                  {CSE_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CSE_CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required>
              <Field.Label>Source</Field.Label>
              <Input value={values.source} onChange={(e) => set({ source: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Status</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={values.status}
                  onChange={(e) => set({ status: e.target.value === 'published' ? 'published' : 'draft' })}
                >
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>Written</Field.Label>
              <Input type="date" value={values.written} onChange={(e) => set({ written: e.target.value })} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Reviewed</Field.Label>
              <Input type="date" value={values.reviewed} onChange={(e) => set({ reviewed: e.target.value })} />
              <Field.HelperText>Enter the date a reviewer checked the problem; it is never set for you.</Field.HelperText>
            </Field.Root>
          </SimpleGrid>
          <Checkbox.Root checked={values.sample} onCheckedChange={(d) => set({ sample: d.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              Sample problem: the one free learners may play (it must be published; marking it unmarks the last one)
            </Checkbox.Label>
          </Checkbox.Root>
          <Field.Root required>
            <Field.Label>Scenario</Field.Label>
            <Textarea value={values.scenario} onChange={(e) => set({ scenario: e.target.value })} rows={4} />
          </Field.Root>

          {values.sections.map((s, i) => (
            <CseSectionCard
              key={keys[i]}
              cardKey={keys[i]!}
              section={s}
              index={i}
              count={values.sections.length}
              sectionIds={sectionIds}
              onChange={changeSection}
              onRemove={removeSection}
              onMove={moveSection}
              onExhibit={exhibitProblem}
            />
          ))}
          <Flex gap="3" justify="space-between" wrap="wrap">
            <Flex gap="2" wrap="wrap">
              <Button variant="outline" disabled={values.sections.length >= CSE_MAX_SECTIONS} onClick={() => addSection('ig')}>
                Add information-gathering section
              </Button>
              <Button variant="outline" disabled={values.sections.length >= CSE_MAX_SECTIONS} onClick={() => addSection('dm')}>
                Add decision-making section
              </Button>
            </Flex>
            <Flex gap="3">
              <Button variant="outline" onClick={onDone}>
                Cancel
              </Button>
              <Button type="submit" colorPalette="teal" loading={busy}>
                {problem ? 'Save problem' : 'Create problem'}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Stack>
    </Box>
  );
}
