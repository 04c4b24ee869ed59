import { createContext, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { useSession } from '../lib/session';
import { PageSpinner } from './PageSpinner';

/**
 * The screens a guard shows instead of the one asked for. They are screens (routes/), which components must
 * not import, so the app shell provides them.
 */
export interface AuthScreens {
  SignIn: ComponentType;
  NotFound: ComponentType;
}
export const AuthScreensContext = createContext<AuthScreens | null>(null);

/** SPEC §2: a spinner while the session loads, the sign-in screen without a user, 404 for the wrong role. */
export function RequireAuth({ role, children }: { role?: 'admin' | 'super_admin'; children: ReactNode }) {
  const { status, user } = useSession();
  const screens = useContext(AuthScreensContext);
  if (!screens) throw new Error('RequireAuth outside AuthScreensContext');
  if (status === 'loading') return <PageSpinner label="Loading your session" />;
  if (!user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <screens.SignIn />
      </Suspense>
    );
  }
  if (role && user.role !== role) return <screens.NotFound />;
  return <>{children}</>;
}
