import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { preloadChakra } from '../components/chakra/ChakraScope';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { AppRoutes } from './AppRoutes';
import { Header } from './Header';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { useRouteTitle } from './routeTitles';
import './shell.css';

function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    // A link to a place on the page (/help#forgot-password) is left to that page to scroll to.
    if (!hash) window.scrollTo(0, 0);
    // Only a new page resets the scroll, not a new hash on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

/** The screens drawn with Chakra get it beside their own chunk, not after it. */
function PreloadChakra() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname !== '/' && pathname !== '/dashboard') preloadChakra();
  }, [pathname]);
  return null;
}

/** The frame around every screen: skip link, header, the routes with their error boundary, the update prompt. */
export function Shell() {
  useRouteTitle();
  const { pathname } = useLocation();
  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <PreloadChakra />
      <Header />
      <main id="main" className="app__main">
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <UpdatePrompt />
    </div>
  );
}
