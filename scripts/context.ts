// Scripts call the routers in-process, as a system administrator, on the configured database.
import type { UserRow } from '../db/schema';
import { loadConfig } from '../src/server/config';
import { openConfiguredDatabase } from '../src/server/db';
import { createCaller } from '../src/server/appRouter';
import { OPERATOR_ID } from '../src/server/features/users/roles';
import { localRuntime } from '../src/server/lib/runtime';

const SYSTEM_USER: UserRow = {
  // The operator (features/users/roles.ts): above the role hierarchy, since they hold the database file anyway.
  id: OPERATOR_ID,
  username: 'system',
  email: 'system@respira.local',
  firstName: 'System',
  lastName: '',
  passwordHash: '',
  role: 'admin',
  subscriptionStatus: 'free',
  subscriptionPlan: null,
  stripeCustomerId: null,
  createdAt: new Date(0),
  loginCount: 0,
  lastLoginAt: null,
  totalQuizzes: 0,
  scoreSum: 0,
  reportedQuizzes: 0,
  readinessTarget: null,
  plannedExam: null,
  examDate: null,
  dailyReviewLimit: 200,
  sitsCse: false,
  dailyNewLimit: 20,
};

export async function scriptContext() {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const deps = { db, config, now: () => new Date(), random: Math.random, runtime: localRuntime() };
  const caller = createCaller({ ...deps, user: SYSTEM_USER, sessionId: 'script', clientAddress: null });
  return { ...deps, caller };
}

/** `--name value` pairs from argv. */
export function parseArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('--')) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) out[a.slice(2)] = 'true';
      else {
        out[a.slice(2)] = next;
        i++;
      }
    }
  }
  return out;
}
