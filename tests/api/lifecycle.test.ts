import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { api, removeDir, startServer } from '../support/server';

describe('server lifecycle', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const server = await startServer({ LOG_LEVEL: 'info' });
    const call = api(server.url);
    const received = () => server.output().split('incoming request').length - 1;
    const before = received();
    // Registrations hash passwords with argon2id, so they are still running when the signal lands.
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      call('POST', '/api/register', {
        body: { email: `late${i}@example.com`, password: 'password-123', username: `late${i}`, firstName: 'L', lastName: 'T' },
      }),
    );
    while (received() < before + 4) await new Promise((r) => setTimeout(r, 2));
    const code = server.stop('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(results.map((r) => r.status)).toEqual(Array(4).fill(201));
    expect(await code).toBe(0);
    removeDir(server.dir);
  });

  it('stops at start-up with one clear line when the configuration is bad', () => {
    const res = spawnSync(process.execPath, ['dist/server/main.mjs'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_PATH: ':memory:' },
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toMatch(/^Invalid configuration: PORT: /);
    expect(res.stderr.trim().split('\n')).toHaveLength(1);
  });
});
