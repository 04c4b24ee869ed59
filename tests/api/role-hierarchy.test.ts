// Issue #15 §3: admins manage students and admins, never super admins; nobody changes their own role;
// usernames that differ only in case are one name. Each refusal is held on REST and on tRPC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_RULE_MESSAGES } from '../../src/shared/roles';
import { api, removeDir, type RunningServer, startServer } from '../support/server';
import { createUserByScript } from '../support/users';
import type { Out } from '../support/rest-types';
import { trpcAt, trpcFailure } from '../support/trpc';

let server: RunningServer;
let call: ReturnType<typeof api>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let seq = 0;

const scriptUser = (name: string, role: string, subscription?: string) => createUserByScript(server.dbPath, name, role, subscription);
async function signIn(name: string, password = 'password-123') {
  const res = await call<Out['auth']['login']>('POST', '/api/login', { body: { email: `${name}@example.com`, password } });
  if (res.status === 200) {
    tokens[name] = res.body.token;
    ids[name] = res.body.user.id;
  }
  return res.status;
}
const person = (username: string, role = 'student') => ({
  username,
  email: `${username.toLowerCase()}${++seq}@example.com`,
  firstName: 'New',
  lastName: 'Person',
  password: 'password-123',
  role,
  subscriptionStatus: 'free',
});
const admin = () => trpcAt(server.url, tokens.boss);

beforeAll(async () => {
  server = await startServer();
  call = api(server.url);
  // The operator's script may make a super admin; that is how super admins come to exist.
  scriptUser('boss', 'admin');
  scriptUser('overseer', 'super_admin');
  for (const n of ['boss', 'overseer']) expect(await signIn(n)).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dir);
});

describe('an admin and the super admins', () => {
  it('cannot create a super admin', async () => {
    const rest = await call<Out['admin']['createUser']>('POST', '/api/admin/users', {
      token: tokens.boss,
      body: person('newsuper1', 'super_admin'),
    });
    expect(rest).toMatchObject({ status: 403, body: { message: ROLE_RULE_MESSAGES.grantSuperAdmin } });
    expect(await trpcFailure(admin().admin.createUser.mutate(person('newsuper2', 'super_admin') as never))).toEqual({
      status: 403,
      message: ROLE_RULE_MESSAGES.grantSuperAdmin,
    });
    const list = await call<Out['admin']['users']>('GET', '/api/admin/users', { token: tokens.boss });
    expect(list.body.filter((u: { role: string }) => u.role === 'super_admin').map((u: { username: string }) => u.username)).toEqual([
      'overseer',
    ]);
  });

  it('cannot promote itself, nor change its own role at all', async () => {
    const up = await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${ids.boss}`, {
      token: tokens.boss,
      body: { role: 'super_admin' },
    });
    expect(up).toMatchObject({ status: 403, body: { message: ROLE_RULE_MESSAGES.ownRole } });
    expect(await trpcFailure(admin().admin.updateUser.mutate({ id: ids.boss!, data: { role: 'student' } }))).toEqual({
      status: 403,
      message: ROLE_RULE_MESSAGES.ownRole,
    });
    // Its own details stay editable, with the role it has.
    const renamed = await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${ids.boss}`, {
      token: tokens.boss,
      body: { firstName: 'Big', role: 'admin' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { firstName: 'Big', role: 'admin' } });
    expect((await call<Out['auth']['me']>('GET', '/api/me', { token: tokens.boss })).body.role).toBe('admin');
  });

  it("cannot change a super admin's email or password and sign in as them, re-plan, reset, demote or delete them", async () => {
    const takeover = { email: 'mine@example.com', password: 'hijacked-123' };
    const rest = await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${ids.overseer}`, { token: tokens.boss, body: takeover });
    expect(rest).toMatchObject({ status: 403, body: { message: ROLE_RULE_MESSAGES.superAdminTarget } });
    expect(await trpcFailure(admin().admin.updateUser.mutate({ id: ids.overseer!, data: takeover }))).toEqual({
      status: 403,
      message: ROLE_RULE_MESSAGES.superAdminTarget,
    });
    expect((await call<Out['auth']['login']>('POST', '/api/login', { body: takeover })).status).toBe(401);
    expect(await signIn('overseer')).toBe(200);

    const refusals = [
      await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${ids.overseer}`, { token: tokens.boss, body: { role: 'student' } }),
      await call('DELETE', `/api/admin/users/${ids.overseer}`, { token: tokens.boss }),
      await call<Out['admin']['changeSubscription']>('POST', `/api/admin/users/${ids.overseer}/subscription`, {
        token: tokens.boss,
        body: { action: 'upgrade', plan: 'yearly' },
      }),
      await call<Out['admin']['createResetLink']>('POST', `/api/admin/users/${ids.overseer}/reset-link`, { token: tokens.boss }),
    ];
    for (const r of refusals) expect(r).toMatchObject({ status: 403, body: { message: ROLE_RULE_MESSAGES.superAdminTarget } });
    // One call at a time: a refusal that lands while an earlier one is still awaited would be an unhandled rejection.
    for (const attempt of [
      () => admin().admin.updateUser.mutate({ id: ids.overseer!, data: { role: 'admin' } }),
      () => admin().admin.deleteUser.mutate({ id: ids.overseer! }),
      () => admin().admin.changeSubscription.mutate({ userId: ids.overseer!, data: { action: 'upgrade', plan: 'monthly' } }),
      () => admin().admin.createResetLink.mutate({ userId: ids.overseer! }),
    ]) {
      expect(await trpcFailure(attempt())).toEqual({ status: 403, message: ROLE_RULE_MESSAGES.superAdminTarget });
    }
    const me = (await call<Out['auth']['me']>('GET', '/api/me', { token: tokens.overseer })).body;
    expect(me).toMatchObject({ role: 'super_admin', subscriptionStatus: 'free', email: 'overseer@example.com' });
  });

  it('still manages students and other admins: promote, edit, demote, delete', async () => {
    const made = await call<Out['admin']['createUser']>('POST', '/api/admin/users', {
      token: tokens.boss,
      body: person('deputy', 'admin'),
    });
    expect(made).toMatchObject({ status: 201, body: { role: 'admin' } });
    const student = await admin().admin.createUser.mutate(person('learner1'));
    expect(
      (await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${student.id}`, { token: tokens.boss, body: { role: 'admin' } }))
        .body.role,
    ).toBe('admin');
    expect(
      (await admin().admin.updateUser.mutate({ id: made.body.id, data: { lastName: 'Deputy', password: 'new-password-1' } })).lastName,
    ).toBe('Deputy');
    expect(
      (await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${made.body.id}`, { token: tokens.boss, body: { role: 'student' } }))
        .body.role,
    ).toBe('student');
    expect((await call('DELETE', `/api/admin/users/${student.id}`, { token: tokens.boss })).status).toBe(200);
  });
});

describe('usernames that differ only in case', () => {
  it('cannot both exist: register, admin create and edit answer 409 on REST and tRPC', async () => {
    const first = await call<Out['auth']['register']>('POST', '/api/register', {
      body: { email: 'casey@example.com', password: 'password-123', username: 'CaseyLearner', firstName: 'C', lastName: 'L' },
    });
    expect(first.status).toBe(201);
    const again = await call<Out['auth']['register']>('POST', '/api/register', {
      body: { email: 'casey2@example.com', password: 'password-123', username: 'caseylearner', firstName: 'C', lastName: 'L' },
    });
    expect(again).toMatchObject({ status: 409, body: { message: 'This username is already taken' } });
    expect(
      await trpcFailure(
        trpcAt(server.url).auth.register.mutate({
          email: 'casey3@example.com',
          password: 'password-123',
          username: 'CASEYLEARNER',
          firstName: 'C',
          lastName: 'L',
        }),
      ),
    ).toEqual({ status: 409, message: 'This username is already taken' });
    expect(
      (await call<Out['admin']['createUser']>('POST', '/api/admin/users', { token: tokens.boss, body: person('caseyLEARNER') })).status,
    ).toBe(409);
    expect(await trpcFailure(admin().admin.createUser.mutate(person('CaseyLearneR') as never))).toEqual({
      status: 409,
      message: 'This username is already taken',
    });
    const other = await admin().admin.createUser.mutate(person('someoneelse'));
    expect(
      (
        await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${other.id}`, {
          token: tokens.boss,
          body: { username: 'caseylearner' },
        })
      ).status,
    ).toBe(409);
    expect(await trpcFailure(admin().admin.updateUser.mutate({ id: other.id, data: { username: 'CaseyLEARNER' } }))).toEqual({
      status: 409,
      message: 'This username is already taken',
    });
    // A user may change the case of their own name.
    expect(
      (
        await call<Out['admin']['updateUser']>('PUT', `/api/admin/users/${first.body.user.id}`, {
          token: tokens.boss,
          body: { username: 'caseylearner' },
        })
      ).body.username,
    ).toBe('caseylearner');
  });
});
