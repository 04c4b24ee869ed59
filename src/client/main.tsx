import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SessionProvider, loadApi } from './app/SessionProvider';
import { Shell } from './app/Shell';
import { preloadLanding } from './app/screens';
import { observeReachability } from './lib/reachability';
import { readToken } from './lib/token';
import { reportReachable } from './offline/status';

// Every request to the server (the typed client's, the landing page's topics) tells the offline state whether it answered.
observeReachability(reportReachable);

// A stored token means the session's first call comes right after the first render: its client is on its way before.
if (readToken()) void loadApi().catch(() => undefined);

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
