import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a step that cannot be taken back (revealing choices, finishing a section, starting or ending a
 * simulation). An alert dialog: a tap on the backdrop decides nothing; Escape or the cancel button leaves all as it was.
 */
export function ConfirmDialog({ open, title, body, confirmLabel, cancelLabel = 'Not yet', busy = false, onConfirm, onCancel }: Props) {
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
          <Dialog.Content data-testid="cse-confirm">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{body}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" minH="11" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="teal" minH="11" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
