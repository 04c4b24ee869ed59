// What caches may keep: hashed assets for a year (their name changes with their content), the app shell never
// without asking again, and nothing a signed-in caller reads. HSTS only where the request came over TLS, as the
// socket or a trusted proxy says. Needs the built client (npm run build:client).
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { closeDatabase } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { HSTS } from '../../src/server/securityHeaders';
import { makeWorld, type TestWorld } from '../support/db';

let world: TestWorld;
let app: FastifyInstance;
let proxied: FastifyInstance;
let token: string;

beforeAll(async () => {
  world = await makeWorld();
  token = (await world.signUp('cacher', { subscriptionStatus: 'pro' })).token;
  app = await buildServer(world, { logLevel: 'silent' });
  proxied = await buildServer({ ...world, config: loadConfig({ TRUST_PROXY: '127.0.0.1' }) }, { logLevel: 'silent' });
});

afterAll(async () => {
  await app?.close();
  await proxied?.close();
  if (world) await closeDatabase(world.db);
});

describe('cache headers', () => {
  it('serves hashed assets as immutable for a year, and the shell and landing page as no-cache', async () => {
    const js = readdirSync('dist/client/assets').find((f) => f.endsWith('.js'))!;
    const asset = await app.inject({ method: 'GET', url: `/assets/${js}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/dashboard', '/index.html']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('marks every answer to a signed-in caller no-store, over REST and tRPC, refusals included', async () => {
    const authorization = `Bearer ${token}`;
    for (const url of ['/api/me', '/api/user-stats', '/trpc/learner.dashboard', '/trpc/learner.topics', '/api/admin/users']) {
      const res = await app.inject({ method: 'GET', url, headers: { authorization } });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    // A public read without credentials may be cached by the browser as usual.
    expect((await app.inject({ method: 'GET', url: '/api/topics' })).headers['cache-control']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it('is never sent over plain HTTP, and a forwarded protocol from an untrusted peer changes nothing', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over TLS', async () => {
    const viaTls = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
    const viaHttp = await proxied.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(viaHttp.headers['strict-transport-security']).toBeUndefined();
  });

  it('takes the client address from a trusted proxy, so per-address limits count the real client', async () => {
    // Two clients behind the proxy have separate allowances; the proxy's own address is not the key.
    const forgot = (ip: string, i: number) =>
      proxied.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: `p${i}@example.com` },
        headers: { 'x-forwarded-for': ip },
      });
    const first = await Promise.all(Array.from({ length: 301 }, (_, i) => forgot('198.51.100.1', i)));
    expect(first.slice(0, 300).every((r) => r.statusCode === 200)).toBe(true);
    expect(first.at(-1)!.statusCode).toBe(429);
    expect((await forgot('198.51.100.2', 999)).statusCode).toBe(200);
  });
});
