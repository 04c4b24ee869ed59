import { Button, HStack } from '@chakra-ui/react';
import type { AdminQuestion } from './types';
import type { useDrafts } from './useDrafts';

interface Props {
  question: AdminQuestion;
  drafts: ReturnType<typeof useDrafts>;
  onEdit: (q: AdminQuestion) => void;
}

/** A draft's row actions: publish it, correct it first (it stays a draft), or delete it. */
export function DraftActions({ question: q, drafts, onEdit }: Props) {
  const busy = drafts.busy?.id === q.id ? drafts.busy.action : null;
  return (
    <HStack justify="flex-end" gap="2">
      <Button
        size="xs"
        colorPalette="green"
        onClick={() => void drafts.approve(q)}
        loading={busy === 'approve'}
        disabled={busy !== null}
        aria-label={`Approve question ${q.id}`}
      >
        Approve
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(q)} disabled={busy !== null} aria-label={`Edit question ${q.id}`}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        onClick={() => drafts.reject(q)}
        loading={busy === 'reject'}
        disabled={busy !== null}
        aria-label={`Reject question ${q.id}`}
      >
        Reject
      </Button>
    </HStack>
  );
}
