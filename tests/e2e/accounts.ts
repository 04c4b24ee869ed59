import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Per run (global setup and teardown share the runner's process): two runs on one machine must never
 * stop each other's server. */
export const STATE_FILE = join(tmpdir(), `respira-e2e-server-${process.pid}.json`);
const password = 'password-123';

/** Accounts made before the run by `npm run user:create`. Free users who use up limits register their own. */
export const ACCOUNTS = {
  pro: { email: 'pro@e2e.test', password, username: 'propat', first: 'Pat', last: 'Pro', role: 'student', subscription: 'pro' },
  free: { email: 'free@e2e.test', password, username: 'freefran', first: 'Fran', last: 'Free', role: 'student', subscription: 'free' },
  admin: { email: 'admin@e2e.test', password, username: 'adminada', first: 'Ada', last: 'Admin', role: 'admin', subscription: 'free' },
  superAdmin: {
    email: 'super@e2e.test',
    password,
    username: 'supersam',
    first: 'Sam',
    last: 'Super',
    role: 'super_admin',
    subscription: 'free',
  },
} as const;
export type AccountName = keyof typeof ACCOUNTS;
