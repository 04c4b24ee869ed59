import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

interface Props {
  open: boolean;
  endsOn: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before canceling: the subscription keeps running until the end of the paid period. */
export function CancelDialog({ open, endsOn, busy, onConfirm, onClose }: Props) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(d) => !d.open && !busy && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel your Respira Pro subscription?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                You keep Pro access until {endsOn}. After that your account returns to the free plan and you are not charged again.
              </Text>
              <Text mt="3" color="fg.muted">
                You can resume the subscription any time before then.
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Keep subscription
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} loadingText="Canceling..." onClick={onConfirm}>
                Yes, cancel subscription
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
