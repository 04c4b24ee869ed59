import { Badge, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { ADMIN_RESET_LINK_LIFETIME_HOURS } from '../../../shared/passwordReset';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { RouterOutput } from '../../lib/types';
import { useTRPC } from '../../lib/trpc';
import { keepOpenOnToast } from './keepOpenOnToast';
import type { AdminUser } from './types';
import { refreshQueries } from '../../lib/refreshQueries';

type ResetLink = RouterOutput['admin']['createResetLink'];

/** User id → when they last asked for a reset that no link has answered yet. */
export function usePendingResets(): Map<number, Date> {
  const trpc = useTRPC();
  const pending = useQuery({ ...trpc.admin.resetRequests.queryOptions(), staleTime: 0, refetchOnWindowFocus: true });
  return useMemo(() => new Map((pending.data ?? []).map((r) => [r.userId, new Date(r.requestedAt)])), [pending.data]);
}

export function ResetRequestedBadge({ requestedAt }: { requestedAt: Date }) {
  return (
    <Badge colorPalette="orange" title={`Asked on ${formatDateTime(requestedAt)}`}>
      Reset requested
    </Badge>
  );
}

/** Makes a one-time reset link for the user and shows it once, for the admin to pass on. */
export function ResetLinkButton({ user, disabled }: { user: AdminUser; disabled?: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.createResetLink.mutationOptions());
  const [link, setLink] = useState<ResetLink | null>(null);

  async function make() {
    try {
      setLink(await create.mutateAsync({ userId: user.id }));
      void refreshQueries(queryClient, { queryKey: trpc.admin.resetRequests.queryKey() });
    } catch (err) {
      notify('Failed to create reset link', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="outline"
        onClick={() => void make()}
        loading={create.isPending}
        disabled={disabled}
        aria-label={`Reset link for ${user.username}`}
      >
        Reset link
      </Button>
      <Dialog.Root
        open={link !== null}
        onOpenChange={(d) => !d.open && setLink(null)}
        onInteractOutside={keepOpenOnToast}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Reset link for {user.username}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{link && <LinkDetails link={link} />}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Done</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function LinkDetails({ link }: { link: ResetLink }) {
  // The server knows no public address; the admin's own browser is on the app's origin.
  const url = `${window.location.origin}${link.path}`;
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard access (a plain-http address, or permission refused): leave the link selected instead.
      input.current?.select();
      notify('Copy the link by hand', 'The browser did not allow copying; the link is selected.', 'info');
    }
  }

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>One-time reset link</Field.Label>
        <HStack w="full">
          <Input ref={input} value={url} readOnly onFocus={(e) => e.target.select()} fontFamily="mono" fontSize="sm" />
          <Button colorPalette="teal" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </HStack>
      </Field.Root>
      <Text>
        Send this link to <strong>{link.user.email}</strong>. It works once and expires on {formatDateTime(link.expiresAt)} (
        {ADMIN_RESET_LINK_LIFETIME_HOURS} hours from now). Making another link for this user cancels this one.
      </Text>
      <Text color="fg.muted" fontSize="sm">
        This is the only time the link is shown: Respira keeps only a fingerprint of it.
      </Text>
    </Stack>
  );
}
