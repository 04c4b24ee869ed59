import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from './app/SessionProvider';
import { Shell } from './app/Shell';
import { preloadLanding } from './app/screens';
import { observeReachability } from './lib/api';
import { reportReachable } from './offline/status';

// Every call of the typed client tells the offline state whether the server answered at all.
observeReachability(reportReachable);

const root = document.getElementById('root')!;
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <SessionProvider>
          <Shell />
        </SessionProvider>
      </BrowserRouter>
    </StrictMode>,
  );

// The server sends `/` prerendered: it stays on screen until the landing page's code is here to draw it again.
if (location.pathname === '/' && root.hasChildNodes()) preloadLanding().then(render, render);
else render();

// The service worker and the outbox sync start once the page has loaded, off the first paint's path.
const bootOffline = () => void import('./offline/boot').then((m) => m.boot());
if (document.readyState === 'complete') bootOffline();
else window.addEventListener('load', bootOffline, { once: true });
