// Ending a simulation early (the client asks the learner to confirm first): what was done is scored, problems not
// reached count with nothing. Ending one already ended answers its result, so a resent request is harmless.
import type { UserRow } from '../../../../db/schema';
import type { CseSessionView } from '../../../shared/cseViews';
import { transaction } from '../../db';
import type { Deps } from '../../lib/deps';
import { lockLearner } from '../../lib/learnerLock';
import { finishSession } from './internal/result';
import { ownSession } from './internal/rows';
import { sessionView } from './internal/view';

export async function endSession(deps: Deps, user: UserRow, sessionId: string): Promise<CseSessionView> {
  const now = deps.now();
  return await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const s = await ownSession(tx, user.id, sessionId);
    return await sessionView(tx, await finishSession(tx, s, now), now);
  });
}
