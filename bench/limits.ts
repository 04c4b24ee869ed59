import { serverEnv } from '../scripts/server-flags';

/**
 * The per-account limits (issue #28, src/server/config.ts LEARNER_*) lifted for the benches: their few accounts start
 * exams and tests back to back, far faster than any student, to measure the server, not the limits.
 */
export const BENCH_LIMITS = {
  LEARNER_OPEN_EXAMS: '1000000',
  LEARNER_EXAM_STARTS_PER_HOUR: '1000000',
  LEARNER_OPEN_TESTS: '1000000',
  LEARNER_TEST_STARTS_PER_HOUR: '1000000',
  LEARNER_SYNC_CALLS_PER_MINUTE: '1000000',
} as const;

/** The environment a bench starts the built server with: npm start's, the lifted limits, loopback, quiet logs. */
export function benchServerEnv(port: number, dbPath: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...serverEnv(),
    ...BENCH_LIMITS,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: dbPath,
    LOG_LEVEL: 'warn',
  };
}
