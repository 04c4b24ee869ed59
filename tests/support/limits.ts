/**
 * The per-account limits (issue #28, config.ts LEARNER_*) lifted, for suites that call every procedure over and over
 * from one account to test access or malformed input, not the limits (tests/api/hardening.test.ts tests those).
 */
export const LIMITS_LIFTED = {
  LEARNER_OPEN_EXAMS: '1000000',
  LEARNER_EXAM_STARTS_PER_HOUR: '1000000',
  LEARNER_OPEN_TESTS: '1000000',
  LEARNER_TEST_STARTS_PER_HOUR: '1000000',
  LEARNER_SYNC_CALLS_PER_MINUTE: '1000000',
} as const;
