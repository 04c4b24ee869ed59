import { z } from 'zod';

/** Everything the server reads from its environment; every key is optional. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('data/respira.db'),
  /**
   * postgres://user:password@host:port/database runs on PostgreSQL (DATABASE_PATH is then unused); unset, the
   * SQLite file. Read once per process, at start: openConfiguredDatabase (db.ts) chooses the engine from it.
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//i, 'must be a postgres:// URL (leave it unset for the SQLite file)')
    .optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** How long one request to the AI service may take before it counts as timed out. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
  /**
   * Which proxies in front of the server to believe about the client (X-Forwarded-For, X-Forwarded-Proto):
   * `true` (every one), or addresses and CIDR ranges separated by commas. Unset: none, the socket is the client.
   */
  TRUST_PROXY: z.string().min(1).optional(),
  /** New accounts one address may register in an hour (a classroom behind one address fits; a bot farm does not). */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Per-account limits on the writes a script can loop (issue #28,
   * docs/decisions/071-per-account-limits-on-what-a-script-can-loop.md): exams running at once, exam
   * starts an hour, unfinished tests, test starts an hour, offline review syncs a minute. The bench raises them.
   */
  LEARNER_OPEN_EXAMS: z.coerce.number().int().min(1).max(1_000_000).default(3),
  LEARNER_EXAM_STARTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LEARNER_OPEN_TESTS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  LEARNER_TEST_STARTS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  LEARNER_SYNC_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * Mail (issue #30): smtp:// or smtps:// with the user and password in the URL. Unset, mail waits in the outbox
   * table and the log, and the admin dashboard says mail is not configured.
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//i, 'must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox)')
    .optional(),
  /** The From of every message, e.g. "Respira <no-reply@respira.app>". */
  MAIL_FROM: z.string().min(3).default('Respira <no-reply@respira.local>'),
  /** The public address links in mail point to (no trailing slash needed). */
  APP_URL: z.string().url().default('http://localhost:3000'),
  /** How often the background sender looks for due mail, besides the nudge a queued message gives it. */
  MAIL_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(15_000),
  /** The first retry's wait after a failed delivery; each later one doubles it, up to an hour. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** Deliveries tried before a message is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  /** How often the reminder pass runs (it queues the reminders of learners whose local hour has come). */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(100).max(86_400_000).default(300_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

/** Empty strings count as unset, so `STRIPE_SECRET_KEY=` in a .env file means "not configured". */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

export class ConfigError extends Error {}

export function mailConfigured(c: Config): boolean {
  return Boolean(c.SMTP_URL);
}

export function stripeConfigured(c: Config): boolean {
  return Boolean(c.STRIPE_SECRET_KEY && c.STRIPE_PUBLISHABLE_KEY && c.STRIPE_PRICE_MONTHLY && c.STRIPE_PRICE_YEARLY);
}
