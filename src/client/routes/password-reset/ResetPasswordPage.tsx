import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { passwordSchema } from '../../../shared/schemas';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { ResetCard } from '../../components/ResetCard';
import { ButtonLink } from '../../components/ButtonLink';
import { MAIL_RESET_LINK_LIFETIME_HOURS, hoursText } from '../../../shared/passwordReset';
import { useResetByMail } from '../../lib/useResetByMail';

const NO_TOKEN_MESSAGE = 'This page needs the full reset link from your e-mail or from an administrator.';

/** Opened from a one-time link (mailed, or made by an administrator): a new password, then straight into the app. */
function ResetPasswordPage() {
  const trpc = useTRPC();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  const byMail = useResetByMail().known;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(token ? null : NO_TOKEN_MESSAGE);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setFieldError(checked.error.issues[0]?.message ?? 'Choose another password.');
    if (password !== confirm) return setFieldError('The two passwords do not match.');
    setFieldError(null);
    try {
      signIn(await reset.mutateAsync({ token, password }), true);
      notify('Password changed', 'You are signed in with your new password.', 'success');
      void navigate('/dashboard', { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Please check your connection and try again.');
      // A refused password names its field; any other 400 is about the link itself.
      if (errorCode(err) === 'BAD_REQUEST' && !message.startsWith('password')) setLinkError(message);
      else notify('Password not changed', message, 'error');
    }
  }

  if (linkError) {
    return (
      <ResetCard title="This reset link cannot be used">
        <Stack gap="4" mt="6" data-testid="reset-link-error">
          <Text role="alert">{linkError}</Text>
          {byMail !== undefined && (
            <Text>
              {byMail
                ? `Ask for a new link and we e-mail it to you; it works for ${hoursText(MAIL_RESET_LINK_LIFETIME_HOURS)}.`
                : 'Ask for a new link and an administrator will send you one.'}
            </Text>
          )}
          <ButtonLink to="/forgot-password">Request a new reset link</ButtonLink>
        </Stack>
      </ResetCard>
    );
  }

  return (
    <ResetCard title="Choose a new password" intro="Setting a new password signs your account out everywhere else.">
      <Stack as="form" gap="4" onSubmit={submit}>
        <Field.Root required invalid={fieldError !== null}>
          <Field.Label>New password</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={8}
          />
          <Field.HelperText>At least 8 characters.</Field.HelperText>
        </Field.Root>
        <Field.Root required invalid={fieldError !== null}>
          <Field.Label>Confirm new password</Field.Label>
          <Input
            name="confirm"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
          {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="teal" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Processing...' : 'Set New Password'}
        </Button>
      </Stack>
    </ResetCard>
  );
}

export default ResetPasswordPage;
