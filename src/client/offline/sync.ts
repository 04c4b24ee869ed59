import { trpcClient } from '../lib/api';
import { MAX_SYNC_ANSWERS } from '../../shared/study';
import {
  clearDownloaded,
  listOutbox,
  listRejected,
  listReviewOutbox,
  markRejected,
  rejectReviewAnswer,
  removeFromOutbox,
  removeReviewAnswer,
} from './db';
import { refreshReviewAhead } from './review';
import { PLAN_CHANGED_EVENT, SYNCED_EVENT, getOfflineState, httpStatusOf, setOfflineState } from './status';
import type { OutboxItem, QueuedReviewAnswer } from './types';

/** Statuses that mean "try again later", not "this attempt will never be accepted". */
const RETRYABLE = new Set([401, 408, 425, 429]);

let running: Promise<number> | null = null;
let again = false;

/** Reads the outbox and rejected list into the header's state. */
export async function refreshCounts(): Promise<void> {
  const user = getOfflineState().user;
  if (!user) {
    setOfflineState({ waiting: 0, rejected: [] });
    return;
  }
  try {
    const [waiting, reviews, rejected] = await Promise.all([listOutbox(user.id), listReviewOutbox(user.id), listRejected(user.id)]);
    if (getOfflineState().user?.id !== user.id) return;
    setOfflineState({
      waiting: waiting.length + reviews.length,
      rejected: rejected.map(({ clientId, title, reason, queuedAt }) => ({ clientId, title, reason, queuedAt })),
    });
  } catch (err) {
    console.warn('Offline storage unavailable', err);
  }
}

async function sendOne(item: OutboxItem): Promise<'stored' | 'rejected' | 'later'> {
  try {
    await trpcClient.learner.saveAttempt.mutate({ ...item.input, clientId: item.clientId });
    await removeFromOutbox(item.clientId);
    return 'stored';
  } catch (err) {
    const status = httpStatusOf(err);
    // No answer, a server fault or an expired session: the attempt stays queued for the next try.
    if (status === undefined || status >= 500 || RETRYABLE.has(status)) return 'later';
    const reason = err instanceof Error && err.message ? err.message : `The server refused this attempt (${status}).`;
    await markRejected(item, reason);
    if (status === 403) {
      // Only an account without Pro is refused a quiz attempt: its downloaded Pro questions go too.
      await clearDownloaded().catch(() => undefined);
      window.dispatchEvent(new Event(PLAN_CHANGED_EVENT));
    }
    return 'rejected';
  }
}

/** What a refusal means for the items of one call: try later, or refused with this reason. */
function refusal(err: unknown): { later: true } | { later: false; status: number; reason: string } {
  const status = httpStatusOf(err);
  if (status === undefined || status >= 500 || RETRYABLE.has(status)) return { later: true };
  return { later: false, status, reason: err instanceof Error && err.message ? err.message : `The server refused this (${status}).` };
}

/**
 * Sends answers given in offline reviews, oldest first, up to MAX_SYNC_ANSWERS a call. The server stores each answer
 * once (its learner, question and time), so a call whose answer was lost is simply sent again; the answers it refuses
 * move to the rejected list with their reason. A call refused as a whole (every answer bad) is retried one answer at a
 * time, so that each gets its own reason. Returns how many were stored, or 'later' when the server cannot be reached.
 */
async function sendReviewAnswers(userId: number): Promise<number | 'later'> {
  let stored = 0;
  const queued = await listReviewOutbox(userId);
  const send = async (batch: QueuedReviewAnswer[]): Promise<'ok' | 'later'> => {
    const byId = new Map(batch.map((a) => [a.clientId, a]));
    try {
      const r = await trpcClient.learner.syncReviewAnswers.mutate({
        answers: batch.map((a) => ({
          clientId: a.clientId,
          questionId: a.questionId,
          userAnswer: a.userAnswer,
          confidence: a.confidence,
          missTag: a.missTag,
          answeredAt: a.answeredAt,
          timeSpent: a.timeSpent,
        })),
      });
      for (const res of r.results) {
        const item = byId.get(res.clientId);
        if (!item) continue;
        if (res.status === 'refused') await rejectReviewAnswer(item, res.reason ?? 'The server refused this answer.');
        else await removeReviewAnswer(item.clientId);
      }
      stored += r.stored;
      return 'ok';
    } catch (err) {
      const r = refusal(err);
      if (r.later) return 'later';
      if (r.status === 403) {
        for (const a of batch) await rejectReviewAnswer(a, r.reason);
        await clearDownloaded().catch(() => undefined);
        window.dispatchEvent(new Event(PLAN_CHANGED_EVENT));
        return 'ok';
      }
      if (batch.length > 1) {
        for (const a of batch) if ((await send([a])) === 'later') return 'later';
        return 'ok';
      }
      await rejectReviewAnswer(batch[0]!, r.reason);
      return 'ok';
    }
  };
  for (let i = 0; i < queued.length; i += MAX_SYNC_ANSWERS) {
    if (getOfflineState().user?.id !== userId) break;
    if ((await send(queued.slice(i, i + MAX_SYNC_ANSWERS))) === 'later') return stored > 0 ? stored : 'later';
  }
  return stored;
}

async function run(): Promise<number> {
  const user = getOfflineState().user;
  if (!user || !navigator.onLine) return 0;
  let stored = 0;
  setOfflineState({ syncing: true });
  try {
    for (const item of await listOutbox(user.id)) {
      // Signed out or switched account mid-sync: the rest belongs to someone else's session.
      if (getOfflineState().user?.id !== user.id) break;
      const outcome = await sendOne(item);
      if (outcome === 'stored') stored++;
      if (outcome === 'later') break;
    }
    if (getOfflineState().user?.id === user.id) {
      const reviews = await sendReviewAnswers(user.id);
      if (reviews !== 'later' && reviews > 0) {
        stored += reviews;
        // The schedule moved on the server: the device's list of cards due soon follows it.
        await refreshReviewAhead(user.id).catch(() => undefined);
      }
    }
  } catch (err) {
    console.warn('Sync failed; attempts stay queued', err);
  } finally {
    setOfflineState({ syncing: false });
    await refreshCounts();
  }
  if (stored > 0) window.dispatchEvent(new CustomEvent(SYNCED_EVENT, { detail: { stored } }));
  return stored;
}

/**
 * Sends the signed-in learner's queued attempts, oldest first. One sync at a time per browser (other
 * tabs wait on the lock); the server stores each clientId once, so a resend after a lost answer is safe.
 */
export function syncOutbox(): Promise<number> {
  if (running) {
    // Something was queued while a sync ran: go round once more when it ends.
    again = true;
    return running;
  }
  const locked = navigator.locks ? navigator.locks.request('respira-outbox-sync', run).then((n) => n) : run();
  const job = locked.finally(() => {
    running = null;
    if (again) {
      again = false;
      void syncOutbox();
    }
  });
  running = job;
  return job;
}
