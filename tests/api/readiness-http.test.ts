// GET /api/readiness over HTTP as the bench measures it (issue #19: p95 ≤ 20 ms): bench/readiness.ts's
// readinessOverHttp against the built server, on a small filled database after the full recompute. At scale the
// figure is `npm run bench -- --sections readiness` (docs/performance.md); this holds the measurement itself and
// the target on a database the suite can afford.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fill } from '../../bench/fill';
import { readinessOverHttp } from '../../bench/readiness';
import { openDatabase } from '../../src/server/db';
import { recomputeAll } from '../../src/server/services/itemStats';

const dir = mkdtempSync(join(tmpdir(), 'respira-readiness-http-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('GET /api/readiness over HTTP', () => {
  it('answers signed-in learners with fitted abilities, p95 within 20 ms', async () => {
    const file = join(dir, 'filled.db');
    await fill(file, { users: 120, attempts: 4000, log: () => undefined });
    const db = openDatabase(file);
    try {
      await recomputeAll(db, () => new Date());
    } finally {
      db.$client.close();
    }
    const r = await readinessOverHttp(file, { requests: 400, learners: 60 });
    expect(r.requests).toBe(400);
    // The learners were chosen with enough answers; most of them answered across sections too (a probability).
    expect(r.ready).toBeGreaterThan(200);
    expect(r.p50).toBeLessThanOrEqual(r.p95);
    expect(r.p95).toBeLessThanOrEqual(20);
    expect(r.pass).toBe(true);
  }, 120_000);
});
