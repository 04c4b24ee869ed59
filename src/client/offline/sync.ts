import { trpcClient } from '../lib/api';
import { clearDownloaded, listOutbox, listRejected, markRejected, removeFromOutbox } from './db';
import { PLAN_CHANGED_EVENT, SYNCED_EVENT, getOfflineState, httpStatusOf, setOfflineState } from './status';
import type { OutboxItem } from './types';

/** Statuses that mean "try again later", not "this attempt will never be accepted". */
const RETRYABLE = new Set([401, 408, 425, 429]);

let running: Promise<number> | null = null;
let again = false;

/** Reads the outbox and rejected list into the header's state. */
export async function refreshCounts(): Promise<void> {
  const user = getOfflineState().user;
  if (!user) {
    setOfflineState({ waiting: 0, rejected: [] });
    return;
  }
  try {
    const [waiting, rejected] = await Promise.all([listOutbox(user.id), listRejected(user.id)]);
    if (getOfflineState().user?.id !== user.id) return;
    setOfflineState({
      waiting: waiting.length,
      rejected: rejected.map(({ clientId, title, reason, queuedAt }) => ({ clientId, title, reason, queuedAt })),
    });
  } catch (err) {
    console.warn('Offline storage unavailable', err);
  }
}

async function sendOne(item: OutboxItem): Promise<'stored' | 'rejected' | 'later'> {
  try {
    await trpcClient.learner.saveAttempt.mutate({ ...item.input, clientId: item.clientId });
    await removeFromOutbox(item.clientId);
    return 'stored';
  } catch (err) {
    const status = httpStatusOf(err);
    // No answer, a server fault or an expired session: the attempt stays queued for the next try.
    if (status === undefined || status >= 500 || RETRYABLE.has(status)) return 'later';
    const reason = err instanceof Error && err.message ? err.message : `The server refused this attempt (${status}).`;
    await markRejected(item, reason);
    if (status === 403) {
      // Only an account without Pro is refused a quiz attempt: its downloaded Pro questions go too.
      await clearDownloaded().catch(() => undefined);
      window.dispatchEvent(new Event(PLAN_CHANGED_EVENT));
    }
    return 'rejected';
  }
}

async function run(): Promise<number> {
  const user = getOfflineState().user;
  if (!user || !navigator.onLine) return 0;
  let stored = 0;
  setOfflineState({ syncing: true });
  try {
    for (const item of await listOutbox(user.id)) {
      // Signed out or switched account mid-sync: the rest belongs to someone else's session.
      if (getOfflineState().user?.id !== user.id) break;
      const outcome = await sendOne(item);
      if (outcome === 'stored') stored++;
      if (outcome === 'later') break;
    }
  } catch (err) {
    console.warn('Sync failed; attempts stay queued', err);
  } finally {
    setOfflineState({ syncing: false });
    await refreshCounts();
  }
  if (stored > 0) window.dispatchEvent(new CustomEvent(SYNCED_EVENT, { detail: { stored } }));
  return stored;
}

/**
 * Sends the signed-in learner's queued attempts, oldest first. One sync at a time per browser (other
 * tabs wait on the lock); the server stores each clientId once, so a resend after a lost answer is safe.
 */
export function syncOutbox(): Promise<number> {
  if (running) {
    // Something was queued while a sync ran: go round once more when it ends.
    again = true;
    return running;
  }
  const locked = navigator.locks ? navigator.locks.request('respira-outbox-sync', run).then((n) => n) : run();
  const job = locked.finally(() => {
    running = null;
    if (again) {
      again = false;
      void syncOutbox();
    }
  });
  running = job;
  return job;
}
