// Vitest global setup: a directory the run's PostgreSQL cluster lives in. The cluster itself starts only when the
// first test file asks for it (tests/support/postgres.ts), so a run without PostgreSQL tests pays nothing; it is
// stopped here once every file has finished.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { readCluster, stopCluster } from '../../src/server/engine/pgCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where tests/support/postgres.ts keeps the run's shared cluster (cluster.json once started). */
    pgRunDir: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const runDir = mkdtempSync(join(tmpdir(), 'respira-pg-run-'));
  project.provide('pgRunDir', runDir);
  return async () => {
    if (existsSync(join(runDir, 'cluster.json'))) await stopCluster(readCluster(runDir).dir);
    rmSync(runDir, { recursive: true, force: true });
  };
}
