// Sign-in protection, live on both surfaces: a per-address allowance on login, registration and the password
// reset pair (REST and tRPC count together, a tRPC batch counts per call), and a per-account lockout that no
// number of parallel guesses can outrun, since each guess is counted before its password is checked.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { loginFailures, users } from '../../db/schema';
import { closeDatabase, countRows } from '../../src/server/db';
import { buildServer } from '../../src/server/http';
import { ADDRESS_LIMIT_MESSAGE, ADDRESS_LIMIT_PER_MINUTE } from '../../src/server/features/users/addressLimits';
import { REGISTRATION_LIMIT_MESSAGE } from '../../src/server/features/users/registrationLimit';
import { LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS, purgeLoginFailures } from '../../src/server/features/users/users';
import { makeWorld, type TestWorld } from '../support/db';

let world: TestWorld;
let app: FastifyInstance;

beforeAll(async () => {
  world = await makeWorld();
  await world.signUp('victim');
  await world.signUp('classmate');
  app = await buildServer(world, { logLevel: 'silent' });
});

afterAll(async () => {
  await app?.close();
  if (world) await closeDatabase(world.db);
});

const LOCKED = 'Too many failed sign-in attempts for this account. Try again in 15 minutes.';

function restLogin(email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

/** A tRPC batch of logins, as one HTTP request. */
async function trpcLogins(calls: { email: string; password: string }[], remoteAddress: string) {
  const input = Object.fromEntries(calls.map((c, i) => [i, { json: c }]));
  const res = await app.inject({
    method: 'POST',
    url: `/trpc/${calls.map(() => 'auth.login').join(',')}?batch=1`,
    payload: input,
    remoteAddress,
  });
  return res.json<{ error?: { json: { message: string; data: { httpStatus: number } } } }[]>().map((r) => ({
    status: r.error?.json.data.httpStatus ?? 200,
    message: r.error?.json.message,
  }));
}

const tally = (statuses: (number | string)[]) => statuses.reduce<Record<string, number>>((t, s) => ((t[s] = (t[s] ?? 0) + 1), t), {});

describe('per-account lockout', () => {
  it('checks no more than the limit of 200 parallel wrong passwords, over REST and tRPC together', async () => {
    const rest = Array.from({ length: 100 }, () => restLogin('victim@example.com', 'wrong-password', '10.0.0.1'));
    const trpc = [
      trpcLogins(
        Array.from({ length: 50 }, () => ({ email: 'victim@example.com', password: 'wrong-password' })),
        '10.0.0.2',
      ),
      trpcLogins(
        Array.from({ length: 50 }, () => ({ email: 'victim@example.com', password: 'wrong-password' })),
        '10.0.0.3',
      ),
    ];
    const restAnswers = await Promise.all(rest);
    const trpcAnswers = (await Promise.all(trpc)).flat();
    const statuses = [...restAnswers.map((r) => r.statusCode), ...trpcAnswers.map((a) => a.status)];
    // Every 401 is a password that was checked; the rest were refused before any hashing.
    expect(tally(statuses)).toEqual({ 401: LOGIN_FAILURE_LIMIT, 429: 200 - LOGIN_FAILURE_LIMIT });
    expect(restAnswers.filter((r) => r.statusCode === 429).every((r) => r.json<{ message: string }>().message === LOCKED)).toBe(true);
    // The right password is refused too until the window passes: the lockout is per account, whoever asks.
    expect((await restLogin('victim@example.com', 'correct-horse', '10.0.0.4')).statusCode).toBe(429);
  });

  it('forgets failures past the window when the purge runs', async () => {
    const count = () => countRows(world.db, loginFailures, eq(loginFailures.email, 'victim@example.com'));
    expect(await count()).toBe(LOGIN_FAILURE_LIMIT);
    await purgeLoginFailures(world.db, new Date(world.clock.now.getTime() + LOGIN_WINDOW_MS - 1));
    expect(await count()).toBe(LOGIN_FAILURE_LIMIT);
    await purgeLoginFailures(world.db, new Date(world.clock.now.getTime() + LOGIN_WINDOW_MS + 1));
    expect(await count()).toBe(0);
  });
});

describe('per-address allowance', () => {
  it(`lets ${ADDRESS_LIMIT_PER_MINUTE} sign-ins a minute through from one address, REST and tRPC counted together, then answers 429`, async () => {
    const address = '192.0.2.10';
    // The first calls go through and meet the account's own rules (a lockout of this unknown email after 10).
    const first = await Promise.all(
      Array.from({ length: ADDRESS_LIMIT_PER_MINUTE - 100 }, () => restLogin('nobody@example.com', 'wrong-password', address)),
    );
    expect(first.every((r) => r.statusCode === 401 || (r.statusCode === 429 && r.json<{ message: string }>().message === LOCKED))).toBe(
      true,
    );
    const batch = await trpcLogins(
      Array.from({ length: 50 }, () => ({ email: 'nobody@example.com', password: 'wrong-password' })),
      address,
    );
    const batch2 = await trpcLogins(
      Array.from({ length: 50 }, () => ({ email: 'nobody@example.com', password: 'wrong-password' })),
      address,
    );
    expect([...batch, ...batch2].every((a) => a.message === LOCKED)).toBe(true);

    // Over the allowance: any account, either surface, from this address.
    const over = await restLogin('classmate@example.com', 'correct-horse', address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: ADDRESS_LIMIT_MESSAGE });
    expect(await trpcLogins([{ email: 'classmate@example.com', password: 'correct-horse' }], address)).toEqual([
      { status: 429, message: ADDRESS_LIMIT_MESSAGE },
    ]);

    // Another address is not affected.
    expect((await restLogin('classmate@example.com', 'correct-horse', '192.0.2.11')).statusCode).toBe(200);
  });

  it('counts registration and the password-reset pair per address too, on both surfaces', async () => {
    const address = '192.0.2.20';
    const forgot = (i: number) =>
      app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: `someone${i}@example.com` }, remoteAddress: address });
    const answers = await Promise.all(Array.from({ length: ADDRESS_LIMIT_PER_MINUTE }, (_, i) => forgot(i)));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const over = await forgot(-1);
    expect([over.statusCode, over.json()]).toEqual([429, { message: ADDRESS_LIMIT_MESSAGE }]);
    const trpcReset = await app.inject({
      method: 'POST',
      url: '/trpc/auth.resetPassword',
      payload: { json: { token: 'a'.repeat(40), password: 'new-password-1' } },
      remoteAddress: address,
    });
    expect(trpcReset.statusCode).toBe(429);

    // Registration has its own allowance: a malformed body is a 400 and does not count.
    const badRegister = await app.inject({ method: 'POST', url: '/api/register', payload: { email: 'x' }, remoteAddress: '192.0.2.30' });
    expect(badRegister.statusCode).toBe(400);
  });

  it('stores no more new accounts per address than the hourly allowance, however many registrations race', async () => {
    const allowance = 3;
    const strict = await buildServer(
      { ...world, config: { ...world.config, REGISTRATIONS_PER_ADDRESS_PER_HOUR: allowance } },
      { logLevel: 'silent' },
    );
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          strict.inject({
            method: 'POST',
            url: '/api/register',
            payload: { email: `racer${i}@example.com`, password: 'password-123', username: `racer${i}`, firstName: 'R', lastName: 'C' },
            remoteAddress: '192.0.2.40',
          }),
        ),
      );
      expect(tally(answers.map((r) => r.statusCode))).toEqual({ 201: allowance, 429: 12 - allowance });
      expect(
        answers.filter((r) => r.statusCode === 429).every((r) => r.json<{ message: string }>().message === REGISTRATION_LIMIT_MESSAGE),
      ).toBe(true);
      expect(await countRows(world.db, users, like(users.email, 'racer%'))).toBe(allowance);
    } finally {
      await strict.close();
    }
  });
});
