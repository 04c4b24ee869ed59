import { Box, Button, Flex, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MISS_TAG_LABELS, MISS_TAGS, NOTE_MAX_CHARS, type MissTag } from '../../../shared/study';
import type { TestView } from '../../lib/types';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../components/Toaster';
import { useTRPC } from '../../lib/trpc';

export type TestItem = TestView['items'][number];

/** Writes a changed item into the cached test, so the screen follows without reloading it. */
export function usePatchItem(testId: number) {
  const trpc = useTRPC();
  const qc = useQueryClient();
  return (questionId: number, patch: Partial<TestItem>) =>
    qc.setQueryData(trpc.learner.getTest.queryKey({ testId }), (old) =>
      old ? { ...old, items: old.items.map((i) => (i.questionId === questionId ? { ...i, ...patch } : i)) } : old,
    );
}

/** "Flag for review": the one flag (issue #27), kept on the account; the Flagged pool draws from it. */
export function MarkToggle({ testId, item }: { testId: number; item: TestItem }) {
  const trpc = useTRPC();
  const patch = usePatchItem(testId);
  const onError = (err: unknown) => notify('Your flag was not saved', errorMessage(err, 'Please try again.'), 'error');
  const mark = useMutation(trpc.learner.markQuestion.mutationOptions({ onSuccess: (r) => patch(r.questionId, { marked: true }), onError }));
  const unmark = useMutation(
    trpc.learner.unmarkQuestion.mutationOptions({ onSuccess: (r) => patch(r.questionId, { marked: false }), onError }),
  );
  if (item.questionId === null) return null;
  const id = item.questionId;
  return (
    <Button
      size="sm"
      variant={item.marked ? 'solid' : 'outline'}
      colorPalette="orange"
      aria-pressed={item.marked}
      loading={mark.isPending || unmark.isPending}
      onClick={() => (item.marked ? unmark.mutate({ questionId: id }) : mark.mutate({ questionId: id }))}
    >
      {item.marked ? '⚑ Flagged for review' : '⚐ Flag for review'}
    </Button>
  );
}

/** The learner's private note: shown when the question has one, or opened with "Add a note". */
export function NoteField({ testId, item }: { testId: number; item: TestItem }) {
  const trpc = useTRPC();
  const patch = usePatchItem(testId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(item.note ?? '');
  const save = useMutation(
    trpc.learner.putNote.mutationOptions({
      onSuccess: (r) => {
        patch(r.questionId, { note: r.text });
        notify(r.text ? 'Note saved' : 'Note removed', undefined, 'success');
        if (!r.text) setOpen(false);
      },
      onError: (err) => notify('Could not save the note', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );
  if (item.questionId === null) return null;
  const id = item.questionId;
  if (!open && item.note === null) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        ✎ Add a note
      </Button>
    );
  }
  return (
    <Box mt="3" w="full">
      <label htmlFor={`note-${id}`}>
        <Text as="span" fontWeight="semibold" fontSize="sm">
          Your note (only you see it)
        </Text>
      </label>
      <Textarea id={`note-${id}`} mt="1" value={text} maxLength={NOTE_MAX_CHARS} onChange={(e) => setText(e.target.value)} rows={3} />
      <Flex mt="2" gap="2" align="center">
        <Button size="sm" colorPalette="teal" loading={save.isPending} onClick={() => save.mutate({ questionId: id, data: { text } })}>
          Save note
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {text.length} / {NOTE_MAX_CHARS.toLocaleString('en-US')}
        </Text>
      </Flex>
    </Box>
  );
}

/** "Why did I miss it?" after a miss the learner has seen graded. */
export function MissTagRow({ testId, item }: { testId: number; item: TestItem }) {
  const trpc = useTRPC();
  const patch = usePatchItem(testId);
  const tag = useMutation(
    trpc.learner.putMissTag.mutationOptions({
      onSuccess: (r) => patch(r.questionId, { missTag: r.tag }),
      onError: (err) => notify('Could not save the reason', errorMessage(err, 'Please try again.'), 'error'),
    }),
  );
  if (item.questionId === null || item.isCorrect !== false || item.answeredAt === null) return null;
  const id = item.questionId;
  return (
    <Box mt="4" role="group" aria-labelledby={`why-${id}`}>
      <Text id={`why-${id}`} fontWeight="semibold" fontSize="sm" mb="2">
        Why did I miss it?
      </Text>
      <Flex gap="2" wrap="wrap">
        {MISS_TAGS.map((t: MissTag) => (
          <Button
            key={t}
            size="xs"
            variant={item.missTag === t ? 'solid' : 'outline'}
            colorPalette="purple"
            aria-pressed={item.missTag === t}
            onClick={() => tag.mutate({ testId, data: { questionId: id, tag: item.missTag === t ? null : t } })}
          >
            {MISS_TAG_LABELS[t]}
          </Button>
        ))}
      </Flex>
    </Box>
  );
}

export function formatSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
