import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { createAccount } from '../support/users';
import type { Out } from '../support/rest-types';

let server: RunningServer;
let call: ReturnType<typeof api>;

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  createAccount(server.dbPath, { email: 'rt-admin@example.com', username: 'rtadmin', first: 'R', last: 'T', role: 'admin' });
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

/** Reads server-sent events until `done` says stop. */
async function readEvents(res: Response, done: (events: string[]) => boolean): Promise<string[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: string[] = [];
  while (!done(events)) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += decoder.decode(value, { stream: true });
    const parts = buffer.split('\n\n');
    buffer = parts.pop() ?? '';
    for (const p of parts) {
      const data = p
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('');
      if (data) events.push(data);
    }
  }
  await reader.cancel();
  return events;
}

describe('the live admin feed', () => {
  it('streams a snapshot, then a new one when a student signs in', async () => {
    const admin = await call<Out['auth']['login']>('POST', '/api/login', {
      body: { email: 'rt-admin@example.com', password: 'password-123' },
    });
    const params = encodeURIComponent(JSON.stringify({ token: admin.body.token }));
    // As a browser's EventSource asks, with compression offered.
    const res = await fetch(`${server.url}/trpc/admin.realtimeFeed?connectionParams=${params}`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    setTimeout(() => {
      void call<Out['auth']['register']>('POST', '/api/register', {
        body: { email: 'live@example.com', password: 'password-123', username: 'livestudent', firstName: 'Liv', lastName: 'E' },
      });
    }, 300);
    const events = await readEvents(res, (e) => e.some((x) => x.includes('livestudent')));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.at(-1)).toContain('livestudent');
  });

  it('refuses the feed without an admin session', async () => {
    const res = await fetch(`${server.url}/trpc/admin.realtimeFeed`);
    const events = await readEvents(res, (e) => e.length > 0);
    expect(events.join()).toMatch(/UNAUTHORIZED|Please sign in/);
  });
});
