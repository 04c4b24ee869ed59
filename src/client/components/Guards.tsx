import { lazy, Suspense, type ReactNode } from 'react';
import { NotFoundPage } from '../routes/not-found/NotFoundPage';
import { useSession } from '../session';
import { PageSpinner } from './PageSpinner';

const AuthPage = lazy(() => import('../routes/auth/AuthPage'));

/** SPEC §2: a spinner while the session loads, the sign-in screen without a user, 404 for the wrong role. */
export function RequireAuth({ role, children }: { role?: 'admin' | 'super_admin'; children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <PageSpinner label="Loading your session" />;
  if (!user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <AuthPage />
      </Suspense>
    );
  }
  if (role && user.role !== role) return <NotFoundPage />;
  return <>{children}</>;
}
