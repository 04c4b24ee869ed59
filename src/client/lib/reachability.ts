type ReachabilityListener = (reached: boolean) => void;
let onReachability: ReachabilityListener = () => undefined;

/**
 * Tells `listener` after every request to the server whether the server answered at all. The offline state
 * (offline/status.ts) listens; the app wires it at start-up so requests do not depend on the offline feature.
 */
export function observeReachability(listener: ReachabilityListener) {
  onReachability = listener;
}

/** `fetch` that reports whether the server answered (see observeReachability); an aborted request says nothing. */
export async function reachableFetch(url: URL | RequestInfo, init?: RequestInit) {
  try {
    const res = await fetch(url, init);
    onReachability(true);
    return res;
  } catch (err) {
    if (!init?.signal?.aborted) onReachability(false);
    throw err;
  }
}
