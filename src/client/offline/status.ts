import { useSyncExternalStore } from 'react';

/**
 * The offline state the shell shows (header indicator, rejected attempts, update prompt). Kept free of
 * IndexedDB and Workbox so the landing page's first load stays small; the modules that own that data
 * (sync.ts, register.ts) load after the page and push their news here.
 */
export interface RejectedNotice {
  clientId: string;
  title: string;
  reason: string;
  queuedAt: number;
}

export interface OfflineState {
  online: boolean;
  /** Finished attempts in the outbox of the signed-in learner. */
  waiting: number;
  syncing: boolean;
  rejected: RejectedNotice[];
  /** Set when a new service worker waits; calling it activates the worker and reloads. */
  applyUpdate: (() => void) | null;
  /** The signed-in learner, so the sync knows whose attempts it may send. */
  user: { id: number; isPro: boolean } | null;
}

let state: OfflineState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  waiting: 0,
  syncing: false,
  rejected: [],
  applyUpdate: null,
  user: null,
};
const listeners = new Set<() => void>();

export function getOfflineState(): OfflineState {
  return state;
}

export function setOfflineState(patch: Partial<OfflineState>) {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOffline, getOfflineState, getOfflineState);
}

export function useOnline(): boolean {
  return useOfflineState().online;
}

/** How often the server is asked whether it can be reached again, while it cannot. */
const PROBE_MS = 3000;
let probe: ReturnType<typeof setInterval> | undefined;
let confirming = false;

const ping = () =>
  fetch('/api/health', { cache: 'no-store' }).then(
    () => true,
    () => false,
  );

/**
 * What a request to the server found: an answer of any status, or none at all. `navigator.onLine` only
 * knows whether there is a network, and stays true on a dead Wi-Fi, behind a captive portal, or in a page
 * reloaded without signal. A request that got no answer is checked with /api/health (one lost request on a
 * live connection is not "offline"); if that gets none either, the app counts as offline until a request,
 * or the same check every few seconds, gets an answer again.
 */
export function reportReachable(reached: boolean): void {
  if (reached) {
    if (probe !== undefined) clearInterval(probe);
    probe = undefined;
    if (!state.online && navigator.onLine) setOfflineState({ online: true });
    return;
  }
  if (confirming || probe !== undefined) return;
  confirming = true;
  void ping().then((ok) => {
    confirming = false;
    if (ok || probe !== undefined) return;
    if (state.online) setOfflineState({ online: false });
    probe = setInterval(() => void ping().then((back) => back && reportReachable(true)), PROBE_MS);
  });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOfflineState({ online: true }));
  window.addEventListener('offline', () => setOfflineState({ online: false }));
}

/** Fired after a sync stored attempts, so screens showing the learner's data fetch it again. */
export const SYNCED_EVENT = 'respira:synced';
/** Fired when the server refused an attempt because the account is no longer Pro: the session reloads the user. */
export const PLAN_CHANGED_EVENT = 'respira:plan-changed';

/** No answer from the server at all (offline, DNS, connection reset), as opposed to a refusal. */
export function isNetworkError(err: unknown): boolean {
  return httpStatusOf(err) === undefined;
}

export function httpStatusOf(err: unknown): number | undefined {
  const data = (err as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}
