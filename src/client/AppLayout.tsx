import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from './components/PageSpinner';
import { system } from './theme';
import { useToasterHost } from './toasterHost';

/** Chakra for any part of a page drawn with it; the toaster its screens notify in is DataLayout's. */
export function ChakraFrame({ children }: { children: ReactNode }) {
  const { request } = useToasterHost();
  useEffect(request, [request]);
  return (
    <ChakraProvider value={system}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ChakraProvider>
  );
}

/** The Chakra screens: every one but the landing page and the dashboard (both plain CSS). */
export default function AppLayout() {
  return (
    <ChakraFrame>
      <Outlet />
    </ChakraFrame>
  );
}
