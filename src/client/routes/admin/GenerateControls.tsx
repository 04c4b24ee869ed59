import { Box, Button, Field, Heading, Input, NativeSelect, Spinner, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DIFFICULTIES } from '../../../shared/bankVocabulary';
import { DEFAULT_GENERATE, MAX_GENERATE, MIN_GENERATE } from '../../../shared/generation';
import { difficultyLabels } from './questionForm';
import { TopicSelect } from './TopicSelect';
import type { AdminTopic, GenerateInput } from './types';
import { useGenerate } from './useGenerate';

/** The one button both dashboards use, with the same words while the server works. */
export function GenerateButton({ pending, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button colorPalette="teal" {...props} disabled={pending || disabled}>
      {pending ? (
        <>
          <Spinner size="sm" aria-hidden /> Generating Questions...
        </>
      ) : (
        'Generate AI Questions'
      )}
    </Button>
  );
}

/** Full dashboard: choose topic, how many and how hard, then generate drafts for review (issue #7). */
export function GenerateControls({ topics, onDrafts }: { topics: AdminTopic[]; onDrafts: () => void }) {
  const { generate, isPending } = useGenerate(onDrafts);
  const [topicId, setTopicId] = useState('');
  const [count, setCount] = useState(String(DEFAULT_GENERATE));
  const [difficulty, setDifficulty] = useState('');
  const labels = difficultyLabels('full');
  const n = Number(count);
  const countOk = Number.isInteger(n) && n >= MIN_GENERATE && n <= MAX_GENERATE;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!countOk) return;
    const input: GenerateInput = { count: n };
    if (topicId) input.topicId = Number(topicId);
    if (difficulty) input.difficulty = difficulty;
    void generate(input);
  }

  return (
    <Box as="section" aria-labelledby="generate-heading" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }} bg="teal.50/40">
      <Heading as="h3" size="md" id="generate-heading">
        AI drafts
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        Generated questions are saved as drafts; learners see them only after you approve them.
      </Text>
      <Stack asChild direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
        <form onSubmit={submit} noValidate>
          <Field.Root flex="2" minW={{ md: '14rem' }}>
            <Field.Label>Topic</Field.Label>
            <TopicSelect topics={topics} value={topicId} onChange={setTopicId} emptyLabel="Any topic" bg="white" />
          </Field.Root>
          <Field.Root flex="1" invalid={!countOk} maxW={{ md: '9rem' }}>
            <Field.Label>How many</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={MIN_GENERATE}
              max={MAX_GENERATE}
              step={1}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              bg="white"
            />
            <Field.ErrorText>
              Enter a whole number from {MIN_GENERATE} to {MAX_GENERATE}
            </Field.ErrorText>
          </Field.Root>
          <Field.Root flex="1" minW={{ md: '10rem' }}>
            <Field.Label>Difficulty</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={difficulty} onChange={(e) => setDifficulty(e.target.value)} bg="white">
                <option value="">Any difficulty</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {labels[d]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <GenerateButton type="submit" pending={isPending} flexShrink={0} />
        </form>
      </Stack>
    </Box>
  );
}
