import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createCaller } from '../../src/server/appRouter';
import { REGISTRATION_LIMIT_MESSAGE } from '../../src/server/features/users/registrationLimit';
import { createContext } from '../../src/server/trpc';
import { makeWorld } from '../support/db';

const person = (name: string) => ({
  email: `${name}@example.com`,
  password: 'password-123',
  username: `user-${name}`,
  firstName: 'Reg',
  lastName: 'Limit',
});

describe('the hourly registration limit per address', () => {
  it('is 50 an hour unless configured', () => {
    expect(loadConfig({}).REGISTRATIONS_PER_ADDRESS_PER_HOUR).toBe(1000);
  });

  it('refuses the address once its hour is used, frees it as the hour rolls on, and leaves other addresses and scripts alone', async () => {
    const w = await makeWorld();
    const deps = { ...w, config: { ...w.config, REGISTRATIONS_PER_ADDRESS_PER_HOUR: 2 } };
    const from = async (address?: string) => createCaller(await createContext(deps, undefined, undefined, address));
    await (await from('10.0.0.1')).auth.register(person('a1'));
    w.clock.now = new Date(w.clock.now.getTime() + 30 * 60_000);
    await (await from('10.0.0.1')).auth.register(person('a2'));
    await expect((await from('10.0.0.1')).auth.register(person('a3'))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: REGISTRATION_LIMIT_MESSAGE,
    });
    await (await from('10.0.0.2')).auth.register(person('b1'));
    for (const n of ['s1', 's2', 's3']) await (await from()).auth.register(person(n));
    // An hour after the first one, one registration is free again, and only one.
    w.clock.now = new Date(w.clock.now.getTime() + 30 * 60_000 + 1);
    await (await from('10.0.0.1')).auth.register(person('a3'));
    await expect((await from('10.0.0.1')).auth.register(person('a4'))).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});
