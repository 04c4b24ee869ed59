import { describe, expect, it } from 'vitest';
import { makeWorld } from '../support/db';

describe('procedure builders enforce roles and plans exactly', () => {
  it('keeps anonymous users out of signed-in procedures', async () => {
    const w = await makeWorld();
    await expect(w.caller().learner.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(w.caller().admin.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await w.caller().learner.topics()).length).toBe(13);
  });

  it('gives Pro access to pro, premium, admin and super_admin but not to free users', async () => {
    const w = await makeWorld();
    const free = await w.signUp('free');
    await expect(w.caller(free.token).learner.topicQuestions({ topicId: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const [name, extra] of [
      ['pro', { subscriptionStatus: 'pro' }],
      ['premium', { subscriptionStatus: 'premium' }],
      ['adm', { role: 'admin' as const }],
      ['sup', { role: 'super_admin' as const }],
    ] as const) {
      const u = await w.signUp(name, extra);
      expect(await w.caller(u.token).learner.topicQuestions({ topicId: 1 })).toHaveLength(3);
    }
  });

  it('does not treat a super admin as an admin, nor an admin as a super admin', async () => {
    const w = await makeWorld();
    const sup = await w.signUp('sup', { role: 'super_admin' });
    const adm = await w.signUp('adm', { role: 'admin' });
    await expect(w.caller(sup.token).admin.users()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(w.caller(adm.token).superAdmin.users()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await w.caller(sup.token).superAdmin.platformStats()).totalUsers).toBe(2);
    expect((await w.caller(adm.token).admin.stats()).totalUsers).toBe(2);
  });
});
