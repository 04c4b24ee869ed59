import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from './components/PageSpinner';
import { Toaster } from './components/Toaster';
import { system } from './theme';

/** Chakra and the toaster, for any part of a page drawn with Chakra. */
export function ChakraFrame({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      <Toaster />
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
