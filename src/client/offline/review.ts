import { trpcClient } from '../lib/api';
import { deleteReviewAhead, getReviewAhead, listDownloaded, listReviewOutbox, putReviewAhead } from './db';
import type { OfflineQuestion, ReviewAhead } from './types';

/**
 * Offline review: the cards of downloaded topics that fall due within the next days (the server says how many), kept
 * with the server's clock so that, offline, the device knows what is due in the server's time. Fetched whenever
 * Review due is fetched online and when a topic is downloaded.
 */
export async function refreshReviewAhead(userId: number): Promise<void> {
  const topics = await listDownloaded(userId);
  if (topics.length === 0) return deleteReviewAhead(userId);
  const r = await trpcClient.learner.reviewAhead.query({ topicIds: topics.map((t) => t.topicId) });
  await putReviewAhead({
    userId,
    serverNow: r.serverNow.getTime(),
    fetchedAt: Date.now(),
    items: r.items.map((i) => ({ questionId: i.questionId, topicId: i.topicId, due: i.due.getTime() })),
  });
}

/** The server's time now, as the device estimates it from the last fetch (its own clock may be wrong). */
export function serverTime(ahead: Pick<ReviewAhead, 'serverNow' | 'fetchedAt'>, deviceNow = Date.now()): number {
  return ahead.serverNow + Math.max(0, deviceNow - ahead.fetchedAt);
}

export interface LocalReviewItem extends OfflineQuestion {
  topicName: string;
  due: number;
}

export interface LocalReview {
  ahead: ReviewAhead;
  /** Due now, in the server's order (most overdue first, interleaved by topic). */
  items: LocalReviewItem[];
  /** Due later within the kept window. */
  later: number;
}

/** What is due now among the kept cards whose question is on the device; undefined when nothing was kept. */
export async function localReview(userId: number): Promise<LocalReview | undefined> {
  const ahead = await getReviewAhead(userId);
  if (!ahead) return undefined;
  const topics = new Map((await listDownloaded(userId)).map((t) => [t.topicId, t]));
  // Answered here and not yet synced: a list fetched since may still show it due.
  const waiting = new Set((await listReviewOutbox(userId)).map((a) => a.questionId));
  const now = serverTime(ahead);
  const items: LocalReviewItem[] = [];
  let later = 0;
  for (const c of ahead.items) {
    const t = topics.get(c.topicId);
    const q = t?.questions.find((x) => x.id === c.questionId);
    if (!t || !q || waiting.has(c.questionId)) continue;
    if (c.due > now) later++;
    else items.push({ ...q, topicName: t.topic.name, due: c.due });
  }
  return { ahead, items, later };
}
