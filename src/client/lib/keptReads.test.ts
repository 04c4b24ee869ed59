// The app's kept reads: a GET asked again carries its tag, and a 304 is answered from memory (issue #33).
import { describe, expect, it } from 'vitest';
import { forgetKeptReads, revalidating } from './keptReads';

describe('the app’s kept reads', () => {
  it('asks again with the tag and answers a 304 from what it kept, per signed-in caller; writes pass through', async () => {
    forgetKeptReads();
    const seen: { method: string; ifNoneMatch: string | null }[] = [];
    let body = '{"v":1}';
    const server = (_url: URL | RequestInfo, init?: RequestInit) => {
      const h = new Headers(init?.headers);
      seen.push({ method: init?.method ?? 'GET', ifNoneMatch: h.get('if-none-match') });
      const etag = `W/"${body}"`;
      if (h.get('if-none-match') === etag) return Promise.resolve(new Response(null, { status: 304, headers: { etag } }));
      return Promise.resolve(new Response(body, { status: 200, headers: { etag, 'content-type': 'application/json' } }));
    };
    const f = revalidating(server);
    const read = async (token: string) => (await f('/trpc/x', { headers: { authorization: token } })).text();
    expect(await read('A')).toBe('{"v":1}');
    expect(await read('A')).toBe('{"v":1}');
    expect(seen.map((s) => s.ifNoneMatch)).toEqual([null, 'W/"{"v":1}"']);
    // Another caller's read is their own.
    await read('B');
    expect(seen[2]!.ifNoneMatch).toBeNull();
    body = '{"v":2}';
    expect(await read('A')).toBe('{"v":2}');
    await f('/trpc/y', { method: 'POST', headers: { authorization: 'A' }, body: '{}' });
    expect(seen.at(-1)).toEqual({ method: 'POST', ifNoneMatch: null });
    forgetKeptReads();
    await read('A');
    expect(seen.at(-1)!.ifNoneMatch).toBeNull();
  });
});
