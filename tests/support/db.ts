// An in-memory database with the real migrations and a small, known question set.
import { first, openDatabase, type DB } from '../../src/server/db';
import { loadConfig } from '../../src/server/config';
import { seedDatabase } from '../../src/server/features/questions/seed';
import type { Deps } from '../../src/server/lib/deps';
import type { SeedCaseSet, SeedQuestion } from '../../db/seed/types';
import { seededRandom } from '../../src/server/lib/random';
import { createCaller } from '../../src/server/appRouter';
import { createContext } from '../../src/server/trpc';
import { createUser, login } from '../../src/server/features/users/users';
import { asServicesDb, onPostgres, users } from '../../db/schema';
import { freshPostgres } from './postgres';
import { eq } from 'drizzle-orm';
import { localRuntime } from '../../src/server/lib/runtime';

/** Three questions in each of the 13 topics; key is always the option at index (n % 4). */
export function fixtureBank(): SeedQuestion[] {
  const out: SeedQuestion[] = [];
  for (let topicId = 1; topicId <= 13; topicId++) {
    for (let n = 0; n < 3; n++) {
      const letter = 'ABCD'[(topicId + n) % 4] as 'A' | 'B' | 'C' | 'D';
      out.push({
        key: `fx-${topicId}-${n}`,
        topicId,
        questionText: `Fixture question ${n} of topic ${topicId}?`,
        options: ['first', 'second', 'third', 'fourth'],
        correctAnswer: letter,
        explanation: `Because.\nCorrect Answer: ${letter}\nKey Learning Point: fixtures are fixtures.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        free: n === 0,
      });
    }
  }
  return out;
}

export interface TestWorld extends Deps {
  clock: { now: Date };
  caller: (token?: string) => ReturnType<typeof createCaller>;
  signUp: (
    name: string,
    extra?: { role?: 'student' | 'admin' | 'super_admin'; subscriptionStatus?: string },
  ) => Promise<{ token: string; id: number }>;
}

/** A world over the fixture bank; clinical case sets only when a test names them (their items take question ids). */
export async function makeWorld(bank: SeedQuestion[] = fixtureBank(), cases: readonly SeedCaseSet[] = []): Promise<TestWorld> {
  // A PostgreSQL run (the vitest project "postgres") gives the world a database of its own on the run's cluster.
  const db: DB = onPostgres() ? asServicesDb((await freshPostgres()).db) : openDatabase(':memory:');
  const clock = { now: new Date('2026-03-10T12:00:00Z') };
  const deps: Deps = { db, config: loadConfig({}), now: () => clock.now, random: seededRandom(42), runtime: localRuntime() };
  await seedDatabase(db, clock.now, bank, undefined, cases);
  return {
    ...deps,
    clock,
    caller: (token) => createCaller(() => createContext(deps, token ? `Bearer ${token}` : undefined)),
    async signUp(name, extra = {}) {
      const user = await createUser(deps, {
        email: `${name}@example.com`,
        username: name,
        firstName: name,
        lastName: 'Tester',
        password: 'correct-horse',
        role: extra.role ?? 'student',
        subscriptionStatus: extra.subscriptionStatus ?? 'free',
      });
      const { token } = await login(deps, { email: `${name}@example.com`, password: 'correct-horse' });
      await first(db.select().from(users).where(eq(users.id, user.id)).limit(1));
      return { token, id: user.id };
    },
  };
}
