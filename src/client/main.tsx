import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Shell } from './Shell';
import { SessionProvider } from './session';
import './shell.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <SessionProvider>
        <Shell />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);

// The service worker and the outbox sync start once the page has loaded, off the first paint's path.
const bootOffline = () => void import('./offline/boot').then((m) => m.boot());
if (document.readyState === 'complete') bootOffline();
else window.addEventListener('load', bootOffline, { once: true });
