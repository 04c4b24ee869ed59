import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { trpcClient } from './api';
import { PageSpinner } from './components/PageSpinner';
import { SYNCED_EVENT } from './offline/status';
import { Toaster } from './components/Toaster';
import { useSession } from './session';
import { system } from './theme';
import { TRPCProvider, makeQueryClient } from './trpc';

/** Chakra, TanStack Query and the toaster for every screen but the landing page. */
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
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
          <Toaster />
        </TRPCProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
