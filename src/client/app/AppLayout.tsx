import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { AuthScreensContext } from '../components/RequireAuth';
import { Toaster } from '../components/Toaster';
import { trpcClient } from '../lib/api';
import { useSession } from '../lib/session';
import { TRPCProvider, makeQueryClient } from '../lib/trpc';
import { SYNCED_EVENT } from '../offline/status';
import { authScreens } from './authScreens';

/**
 * The one layout of every screen but the landing page: TanStack Query with the tRPC hooks, the sign-in and
 * not-found screens the guards show, and the toaster. The toaster is plain CSS, so it is mounted here for
 * good and a toast outlives the move from one screen to the next ("Password changed", then the dashboard).
 * Chakra is not part of it: the route table wraps the screens drawn with Chakra in a ChakraScope.
 */
export default function AppLayout() {
  const { user } = useSession();
  // A new cache per signed-in user: nothing one account loaded is ever shown to the next.
  const queryClient = useMemo(makeQueryClient, [user?.id]);
  // Attempts taken offline reached the server: the dashboard and history fetch their data again.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(SYNCED_EVENT, refetch);
    return () => window.removeEventListener(SYNCED_EVENT, refetch);
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthScreensContext.Provider value={authScreens}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
          <Toaster />
        </AuthScreensContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
