import { clearDownloaded } from './db';
import { registerServiceWorker } from './register';
import { getOfflineState, subscribeOffline } from './status';
import { refreshCounts, syncOutbox } from './sync';

const RETRY_MS = 60 * 1000;

/** Started after the page has loaded (main.tsx): the worker, the outbox sync and its triggers. */
export function boot(): void {
  registerServiceWorker();

  let lastUser: string | null = null;
  const onUser = () => {
    const user = getOfflineState().user;
    const key = user ? `${user.id}:${user.isPro}` : null;
    if (key === lastUser) return;
    lastUser = key;
    void refreshCounts();
    if (!user) return;
    // Pro questions stay only with a Pro account, and only with the account that downloaded them.
    void clearDownloaded(user.isPro ? user.id : undefined).catch(() => undefined);
    void syncOutbox();
  };
  subscribeOffline(onUser);
  onUser();

  // Back in touch with the server (the browser's online event, or a request or probe that got an answer).
  let wasOnline = getOfflineState().online;
  subscribeOffline(() => {
    const { online } = getOfflineState();
    if (online && !wasOnline) void syncOutbox();
    wasOnline = online;
  });
  // A server that was down (the browser still online) gets retried while attempts wait.
  window.setInterval(() => {
    if (navigator.onLine && getOfflineState().waiting > 0) void syncOutbox();
  }, RETRY_MS);
}
