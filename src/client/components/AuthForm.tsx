import { Box, Button, Checkbox, Field, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { notify } from './Toaster';
import { errorMessage } from '../lib/errors';
import { useSession } from '../lib/session';
import { useTRPC } from '../lib/trpc';

interface Props {
  /** The subscription page embeds the sign-up form and stays where it is afterwards. */
  initialMode?: 'signin' | 'signup';
  embedded?: boolean;
}

/** Sign in or sign up: alone on the auth screen, embedded in the subscription page. */
export function AuthForm({ initialMode = 'signin', embedded = false }: Props) {
  const trpc = useTRPC();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState(initialMode);
  const [form, setForm] = useState({ email: '', password: '', username: '', firstName: '', lastName: '' });
  const [remember, setRemember] = useState(true);
  const login = useMutation(trpc.auth.login.mutationOptions());
  const register = useMutation(trpc.auth.register.mutationOptions());
  const busy = login.isPending || register.isPending;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const answer =
        mode === 'signin' ? await login.mutateAsync({ email: form.email, password: form.password }) : await register.mutateAsync(form);
      signIn(answer, remember);
      if (embedded) return;
      // Protected pages render this form in place; signing in there keeps the learner on that page.
      void navigate(location.pathname === '/auth' || location.pathname === '/login' ? '/dashboard' : location.pathname, { replace: true });
    } catch (err) {
      if (mode === 'signin') notify('Login failed', errorMessage(err, 'Please check your email and password.'), 'error');
      else notify('Registration failed', errorMessage(err, 'Please check the form and try again.'), 'error');
    }
  }

  const signup = mode === 'signup';
  return (
    <Box as="form" onSubmit={submit} bg="white" p={{ base: 6, md: 8 }} borderRadius="xl" borderWidth="1px" w="full" maxW="md" mx="auto">
      <Heading as={embedded ? 'h2' : 'h1'} size="xl" textAlign="center">
        {signup ? 'Join Respira' : 'Welcome Back'}
      </Heading>
      <Text textAlign="center" color="fg.muted" mt="2" mb="6">
        {signup ? 'Create your account to start practicing.' : 'Sign in to continue your NBRC preparation.'}
      </Text>
      <Stack gap="4">
        {signup && (
          <>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
              <Field.Root required>
                <Field.Label>First name</Field.Label>
                <Input name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} required />
              </Field.Root>
              <Field.Root required>
                <Field.Label>Last name</Field.Label>
                <Input name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} required />
              </Field.Root>
            </Stack>
            <Field.Root required>
              <Field.Label>Username</Field.Label>
              <Input name="username" autoComplete="username" value={form.username} onChange={set('username')} required minLength={3} />
            </Field.Root>
          </>
        )}
        <Field.Root required>
          <Field.Label>Email</Field.Label>
          <Input name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
        </Field.Root>
        <Field.Root required>
          <Field.Label>Password</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete={signup ? 'new-password' : 'current-password'}
            value={form.password}
            onChange={set('password')}
            required
            minLength={signup ? 8 : undefined}
          />
          {signup && <Field.HelperText>At least 8 characters.</Field.HelperText>}
        </Field.Root>
        <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
          <Checkbox.Root checked={remember} onCheckedChange={(d) => setRemember(d.checked === true)} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
          {!signup && (
            <Link asChild color="teal.700" fontSize="sm" fontWeight="semibold">
              <RouterLink to="/forgot-password">Forgot password?</RouterLink>
            </Link>
          )}
        </Stack>
        <Button type="submit" colorPalette="teal" size="lg" disabled={busy}>
          {busy ? 'Processing...' : signup ? 'Create Account' : 'Sign In'}
        </Button>
        <Text textAlign="center" fontSize="sm">
          {/* type="button": inside the form a bare button would submit it instead of switching mode. */}
          <Link as="button" type="button" color="teal.700" fontWeight="semibold" onClick={() => setMode(signup ? 'signin' : 'signup')}>
            {signup ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
          </Link>
        </Text>
      </Stack>
    </Box>
  );
}
