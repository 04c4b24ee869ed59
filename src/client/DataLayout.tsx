import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { trpcClient } from './api';
import { SYNCED_EVENT } from './offline/status';
import { ShellSpinner } from './components/ShellSpinner';
import { useSession } from './session';
import { ToasterHostContext } from './toasterHost';
import { TRPCProvider, makeQueryClient } from './trpc';

const ToasterHost = lazy(() => import('./components/ToasterHost'));

/**
 * TanStack Query and the tRPC hooks for every screen but the landing page. Chakra is a layer below
 * (AppLayout), so the dashboard, which is plain CSS, shares this cache with the Chakra screens without
 * loading Chakra: what the quiz invalidates after a save, the dashboard fetches again.
 */
export default function DataLayout() {
  const { user } = useSession();
  // A new cache per signed-in user: nothing one account loaded is ever shown to the next.
  const queryClient = useMemo(makeQueryClient, [user?.id]);
  // Attempts taken offline reached the server: the dashboard and history fetch their data again.
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries();
    window.addEventListener(SYNCED_EVENT, refetch);
    return () => window.removeEventListener(SYNCED_EVENT, refetch);
  }, [queryClient]);
  const [toasterWanted, setToasterWanted] = useState(false);
  const [toasterReady, setToasterReady] = useState(false);
  const request = useCallback(() => setToasterWanted(true), []);
  const shown = useCallback(() => setToasterReady(true), []);
  const toasterHost = useMemo(() => ({ ready: toasterReady, request }), [toasterReady, request]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToasterHostContext.Provider value={toasterHost}>
          <Suspense fallback={<ShellSpinner />}>
            <Outlet />
          </Suspense>
          {toasterWanted && (
            <Suspense fallback={null}>
              <ToasterHost onShown={shown} />
            </Suspense>
          )}
        </ToasterHostContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
