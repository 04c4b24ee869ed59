import { Text } from '@chakra-ui/react';
import { ConfirmDialog } from '../../components/ConfirmDialog';

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
    <ConfirmDialog
      open={open}
      title="Cancel your Respira Pro subscription?"
      body={
        <>
          <Text>You keep Pro access until {endsOn}. After that your account returns to the free plan and you are not charged again.</Text>
          <Text mt="3" color="fg.muted">
            You can resume the subscription any time before then.
          </Text>
        </>
      }
      confirmLabel="Yes, cancel subscription"
      cancelLabel="Keep subscription"
      tone="red"
      busy={busy}
      busyLabel="Canceling..."
      onConfirm={onConfirm}
      onCancel={onClose}
      testId="cancel-dialog"
    />
  );
}
