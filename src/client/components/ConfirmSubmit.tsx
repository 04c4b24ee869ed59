import { Button, Text } from '@chakra-ui/react';
import { ConfirmDialog } from './ConfirmDialog';

export interface OpenCounts {
  unanswered: number;
  flagged: number;
}

/** "3 unanswered, 2 flagged": only the counts that are not zero, so the sentence names what is at stake. */
export function countsSentence({ unanswered, flagged }: OpenCounts): string {
  const parts = [unanswered ? `${unanswered} unanswered` : '', flagged ? `${flagged} flagged` : ''].filter(Boolean);
  return parts.join(', ');
}

interface Props {
  open: boolean;
  title: string;
  counts: OpenCounts;
  /** What confirming does that cannot be undone (e.g. "Your exam is graded now."). */
  consequence: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Goes to the first unanswered item (offered only when there is one). */
  onJump?: () => void;
}

/**
 * Asks before an action that ends or locks answers (Submit Exam, End Section 1, Finish Test, a case item's lock),
 * naming what is still open. Escape or Keep working cancels and the exam goes on as it was.
 */
export function ConfirmSubmit({ open, title, counts, consequence, confirmLabel, busy = false, onConfirm, onCancel, onJump }: Props) {
  const sentence = countsSentence(counts);
  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={
        <>
          {sentence && (
            <Text fontWeight="semibold" data-testid="confirm-counts">
              {sentence}.
            </Text>
          )}
          <Text mt={sentence ? '2' : '0'}>{consequence}</Text>
        </>
      }
      confirmLabel={confirmLabel}
      cancelLabel="Keep working"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      extra={
        onJump &&
        counts.unanswered > 0 && (
          <Button variant="outline" colorPalette="teal" minH="11" disabled={busy} onClick={onJump}>
            Go to first unanswered
          </Button>
        )
      }
      testId="confirm-submit"
    />
  );
}
