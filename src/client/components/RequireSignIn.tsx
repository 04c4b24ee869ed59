import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '../session';
import { ShellSpinner } from './ShellSpinner';

const SignInFrame = lazy(() => import('./SignInFrame'));

/**
 * RequireAuth (Guards.tsx) for a plain-CSS screen, without a role: a spinner while the session loads,
 * the sign-in screen (Chakra, loaded only then) without a user (SPEC §2).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <ShellSpinner label="Loading your session" />;
  if (!user) {
    return (
      <Suspense fallback={<ShellSpinner />}>
        <SignInFrame />
      </Suspense>
    );
  }
  return <>{children}</>;
}
