/**
 * The reads this page has made, kept in memory with the server's tag, so that reading one again (a screen reopened,
 * a refresh after a save) asks "has it changed?" and an unchanged answer comes back as a bodiless 304 (issue #33).
 * The browser's own cache may not do it: a signed-in answer is `no-store`, so nothing of a learner's is written to
 * the device's disk (decision 092). Kept per signed-in caller, bounded in characters, oldest read first out.
 */
const MAX_CHARS = 4_000_000;

interface Kept {
  etag: string;
  body: string;
  contentType: string;
}

const kept = new Map<string, Kept>();
let chars = 0;

function forget(key: string) {
  const k = kept.get(key);
  if (!k) return;
  chars -= k.body.length;
  kept.delete(key);
}

function keep(key: string, k: Kept) {
  forget(key);
  if (k.body.length > MAX_CHARS) return;
  kept.set(key, k);
  chars += k.body.length;
  for (const [old] of kept) {
    if (chars <= MAX_CHARS) break;
    forget(old);
  }
}

/** Drops every kept read (sign-out). */
export function forgetKeptReads() {
  kept.clear();
  chars = 0;
}

type Fetch = (url: URL | RequestInfo, init?: RequestInit) => Promise<Response>;

/** `fetch` for the API: a GET carries the tag of the answer kept for it, and a 304 is answered from what was kept. */
export function revalidating(fetchFn: Fetch): Fetch {
  return async (url, init) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return fetchFn(url, init);
    const headers = new Headers(init?.headers);
    const key = `${headers.get('authorization') ?? ''} ${typeof url === 'string' ? url : url instanceof URL ? url.href : url.url}`;
    const prior = kept.get(key);
    if (prior) headers.set('if-none-match', prior.etag);
    const res = await fetchFn(url, { ...init, headers });
    if (res.status === 304 && prior) {
      keep(key, prior);
      return new Response(prior.body, { status: 200, headers: { 'content-type': prior.contentType } });
    }
    const etag = res.headers.get('etag');
    if (res.status !== 200 || !etag) return res;
    const body = await res.text();
    const contentType = res.headers.get('content-type') ?? 'application/json';
    keep(key, { etag, body, contentType });
    return new Response(body, { status: 200, headers: { 'content-type': contentType } });
  };
}
