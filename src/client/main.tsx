import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Shell, preloadLanding } from './Shell';
import { SessionProvider } from './session';
import './shell.css';

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
