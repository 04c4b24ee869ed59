import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

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
 * Asks before an action that ends or locks answers (Submit Exam, End Section 1, Finish Test, a case item's lock).
 * An alert dialog: focus stays inside, Escape or Keep working cancels and the exam goes on as it was.
 */
export function ConfirmSubmit({ open, title, counts, consequence, confirmLabel, busy = false, onConfirm, onCancel, onJump }: Props) {
  const sentence = countsSentence(counts);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => !d.open && !busy && onCancel()}
      lazyMount
      unmountOnExit
      // The learner's answers are on the page behind: a stray tap on the backdrop must not decide anything.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid="confirm-submit">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {sentence && (
                <Text fontWeight="semibold" data-testid="confirm-counts">
                  {sentence}.
                </Text>
              )}
              <Text mt={sentence ? '2' : '0'}>{consequence}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Keep working
                </Button>
              </Dialog.ActionTrigger>
              {onJump && counts.unanswered > 0 && (
                <Button variant="outline" colorPalette="teal" disabled={busy} onClick={onJump}>
                  Go to first unanswered
                </Button>
              )}
              <Button colorPalette="teal" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
