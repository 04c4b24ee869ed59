// Issue #15 §4: account creation is limited per address, one count shared by REST and tRPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_LIMIT_MESSAGE } from '../../src/server/features/users/registrationLimit';
import { api, removeDir, startServer, type RunningServer } from '../support/server';
import { trpcAt, trpcFailure } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
const person = (name: string) => ({
  email: `${name}@example.com`,
  password: 'password-123',
  username: name,
  firstName: 'Reg',
  lastName: 'Limit',
});

beforeAll(async () => {
  server = await startServer({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3' });
  call = api(server.url);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('registrations per address and hour', () => {
  it('counts REST and tRPC together, does not count a refused duplicate, then answers 429 on both', async () => {
    expect((await call('POST', '/api/register', { body: person('reg1') })).status).toBe(201);
    const duplicate = await call('POST', '/api/register', { body: person('reg1') });
    expect(duplicate.status).toBe(409);
    expect((await trpcAt(server.url).auth.register.mutate(person('reg2'))).user.username).toBe('reg2');
    expect((await call('POST', '/api/register', { body: person('reg3') })).status).toBe(201);

    const rest = await call('POST', '/api/register', { body: person('reg4') });
    expect(rest).toMatchObject({ status: 429, body: { message: REGISTRATION_LIMIT_MESSAGE } });
    expect(await trpcFailure(trpcAt(server.url).auth.register.mutate(person('reg5')))).toEqual({
      status: 429,
      message: REGISTRATION_LIMIT_MESSAGE,
    });
    expect((await call('POST', '/api/login', { body: { email: 'reg4@example.com', password: 'password-123' } })).status).toBe(401);
    // Signing in is not account creation: the accounts made still sign in.
    expect((await call('POST', '/api/login', { body: { email: 'reg3@example.com', password: 'password-123' } })).status).toBe(200);
  });
});
