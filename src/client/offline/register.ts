import { Workbox } from 'workbox-window';
import { setOfflineState } from './status';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Activates the waiting worker and reloads once it has taken over (or is active, for a page it never controlled). */
async function activateWaiting(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  let reloaded = false;
  const reload = () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  };
  if (!waiting) return reload();
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  waiting.addEventListener('statechange', () => {
    if (waiting.state === 'activated') reload();
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the service worker that precaches the app shell (vite.config.ts). A new version waits until
 * the learner chooses Reload in the update prompt, so a quiz in progress is never cut short.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => setOfflineState({ applyUpdate: () => void activateWaiting() }));
  wb.register().catch((err: unknown) => console.warn('Service worker registration failed', err));
  const check = () => {
    if (navigator.onLine) wb.update().catch(() => undefined);
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
}
