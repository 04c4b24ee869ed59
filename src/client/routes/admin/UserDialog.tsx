import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { rolesOffered } from '../../../shared/roles';
import { useTRPC } from '../../lib/trpc';
import type { AdminUser } from './types';
import { keepOpenOnToast } from './keepOpenOnToast';
import { useInvalidateAdmin } from './useInvalidateAdmin';
import {
  ROLE_OPTIONS,
  SUBSCRIPTION_OPTIONS,
  initialUserValues,
  toUserPayload,
  validateUser,
  type Role,
  type Subscription,
  type UserFormErrors,
  type UserFormValues,
} from './userForm';

interface Props {
  open: boolean;
  /** The user being edited; null opens the dialog for a new account. */
  user: AdminUser | null;
  onClose: () => void;
}

export function UserDialog({ open, user, onClose }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => !d.open && onClose()}
      onInteractOutside={keepOpenOnToast}
      lazyMount
      unmountOnExit
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{user ? 'Edit User' : 'Add New User'}</Dialog.Title>
            </Dialog.Header>
            <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function UserForm({ user, onDone }: { user: AdminUser | null; onDone: () => void }) {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  const create = useMutation(trpc.admin.createUser.mutationOptions());
  const update = useMutation(trpc.admin.updateUser.mutationOptions());
  const [values, setValues] = useState<UserFormValues>(() => initialUserValues(user));
  const [errors, setErrors] = useState<UserFormErrors>({});
  const busy = create.isPending || update.isPending;
  const me = useSession().user;
  // The server's hierarchy: never super_admin, and one's own role is not for changing.
  const offered = me ? rolesOffered(me, user) : [];
  const roleOptions = ROLE_OPTIONS.filter((o) => offered.includes(o.value));
  const ownRole = !!user && user.id === me?.id;
  const set = (key: keyof UserFormValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    // A corrected field stops showing its error; the rest wait for the next submit.
    setErrors((errs) => ({ ...errs, [key]: undefined }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateUser(values, !user);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, data: toUserPayload(values) });
        notify('User updated successfully', undefined, 'success');
      } else {
        await create.mutateAsync(toUserPayload(values));
        notify('User created successfully', undefined, 'success');
      }
      void invalidate.users();
      onDone();
    } catch (err) {
      notify(user ? 'Failed to update user' : 'Failed to create user', errorMessage(err, 'Please try again.'), 'error');
    }
  }

  const text = (key: 'firstName' | 'lastName' | 'username' | 'email', label: string, autoComplete: string, type = 'text') => (
    <Field.Root invalid={!!errors[key]} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} value={values[key]} onChange={set(key)} autoComplete={autoComplete} />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <>
      <Dialog.Body>
        <Stack asChild gap="4">
          <form id="user-form" onSubmit={submit} noValidate>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              {text('firstName', 'First name', 'off')}
              {text('lastName', 'Last name', 'off')}
            </SimpleGrid>
            {text('username', 'Username', 'off')}
            {text('email', 'Email', 'off', 'email')}
            <Field.Root invalid={!!errors.password} required={!user}>
              <Field.Label>
                Password
                <Field.RequiredIndicator />
              </Field.Label>
              <Input type="password" value={values.password} onChange={set('password')} autoComplete="new-password" />
              <Field.HelperText>{user ? 'Leave blank to keep the current password.' : 'At least 8 characters.'}</Field.HelperText>
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root disabled={ownRole}>
                <Field.Label>Role</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={values.role} onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as Role }))}>
                    {roleOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {ownRole && <Field.HelperText>You cannot change your own role.</Field.HelperText>}
              </Field.Root>
              <Field.Root>
                <Field.Label>Subscription</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={values.subscriptionStatus}
                    onChange={(e) => setValues((v) => ({ ...v, subscriptionStatus: e.target.value as Subscription }))}
                  >
                    {SUBSCRIPTION_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </SimpleGrid>
          </form>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form="user-form" colorPalette="teal" loading={busy}>
          {user ? 'Update User' : 'Create User'}
        </Button>
      </Dialog.Footer>
    </>
  );
}
