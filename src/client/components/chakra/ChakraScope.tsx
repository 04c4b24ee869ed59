import { lazy, Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../PageSpinner';

const loadChakraRoot = () => import('./ChakraRoot');
const ChakraRoot = lazy(loadChakraRoot);

/** Starts loading Chakra before a screen that needs it asks, so the two chunks arrive side by side. */
export function preloadChakra() {
  void loadChakraRoot();
}

/**
 * Chakra for what is drawn with it. The landing page and the dashboard are plain CSS and never enter one, so
 * they do not pay for Chakra's runtime or its styles.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <ChakraRoot>
        {/* A screen loading inside keeps the provider (and its styles) mounted. */}
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </ChakraRoot>
    </Suspense>
  );
}
