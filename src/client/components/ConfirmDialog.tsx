import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  /** What confirming does that cannot be taken back: a sentence, or more. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Another way out between cancel and confirm (e.g. "Go to first unanswered"). */
  extra?: ReactNode;
  /** Red for a step that takes something away (canceling a subscription). */
  tone?: 'teal' | 'red';
  /** What the confirm button says while it works. */
  busyLabel?: string;
  testId?: string;
}

/**
 * Asks before a step that cannot be taken back: submitting or ending an exam, revealing choices, starting or ending
 * a simulation, canceling a subscription. An alert dialog: focus stays inside; a tap on the backdrop decides nothing (the learner's answers are
 * on the page behind); Escape or the cancel button leaves all as it was. Buttons are 44 px high for a thumb.
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Not yet',
  busy = false,
  onConfirm,
  onCancel,
  extra,
  tone = 'teal',
  busyLabel,
  testId = 'confirm-dialog',
}: Props) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(d) => !d.open && !busy && onCancel()}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{typeof body === 'string' ? <Text>{body}</Text> : body}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="11" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              {extra}
              <Button colorPalette={tone} minH="11" loading={busy} loadingText={busyLabel} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
