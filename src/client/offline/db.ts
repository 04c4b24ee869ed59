import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MissTag } from '../../shared/study';
import type { DownloadedTopic, FreeQuizQuestion, OutboxItem, QueuedReviewAnswer, RejectedItem, ReviewAhead } from './types';

/** Everything the app keeps for offline use. API answers are never cached elsewhere (no runtime caching). */
interface OfflineDB extends DBSchema {
  topics: { key: number; value: DownloadedTopic };
  free: { key: string; value: { questions: FreeQuizQuestion[]; savedAt: number } };
  outbox: { key: string; value: OutboxItem };
  rejected: { key: string; value: RejectedItem };
  reviewAhead: { key: number; value: ReviewAhead };
  reviewOutbox: { key: string; value: QueuedReviewAnswer };
}

let opened: Promise<IDBPDatabase<OfflineDB>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDB>> {
  opened ??= openDB<OfflineDB>('respira-offline', 2, {
    upgrade(d, oldVersion) {
      if (oldVersion < 1) {
        d.createObjectStore('topics', { keyPath: 'topicId' });
        d.createObjectStore('free');
        d.createObjectStore('outbox', { keyPath: 'clientId' });
        d.createObjectStore('rejected', { keyPath: 'clientId' });
      }
      // Version 2: offline review (the cards due soon, and the answers given offline).
      if (oldVersion < 2) {
        d.createObjectStore('reviewAhead', { keyPath: 'userId' });
        d.createObjectStore('reviewOutbox', { keyPath: 'clientId' });
      }
    },
    // Another tab upgrading the schema: let it, and reopen on next use.
    blocking() {
      void opened?.then((d) => d.close());
      opened = null;
    },
  });
  return opened;
}

// ---- downloaded topics ----

export async function listDownloaded(userId: number): Promise<DownloadedTopic[]> {
  return (await (await db()).getAll('topics')).filter((t) => t.userId === userId);
}

export async function getDownloaded(userId: number, topicId: number): Promise<DownloadedTopic | undefined> {
  const t = await (await db()).get('topics', topicId);
  return t?.userId === userId ? t : undefined;
}

export async function putDownloaded(t: DownloadedTopic): Promise<void> {
  await (await db()).put('topics', t);
}

export async function removeDownloaded(topicId: number): Promise<void> {
  await (await db()).delete('topics', topicId);
}

/** Pro questions go when Pro ends, at logout, or when another account uses the device. */
export async function clearDownloaded(exceptUserId?: number): Promise<void> {
  const d = await db();
  const tx = d.transaction(['topics', 'reviewAhead'], 'readwrite');
  const topics = tx.objectStore('topics');
  for (const t of await topics.getAll()) if (t.userId !== exceptUserId) await topics.delete(t.topicId);
  const ahead = tx.objectStore('reviewAhead');
  for (const a of await ahead.getAll()) if (a.userId !== exceptUserId) await ahead.delete(a.userId);
  await tx.done;
}

// ---- the free preview quiz (public questions, kept across accounts) ----

export async function saveFreeQuiz(questions: FreeQuizQuestion[]): Promise<void> {
  await (await db()).put('free', { questions, savedAt: Date.now() }, 'last');
}

export async function loadFreeQuiz(): Promise<FreeQuizQuestion[] | undefined> {
  return (await (await db()).get('free', 'last'))?.questions;
}

// ---- outbox and rejected attempts ----

export async function enqueue(item: OutboxItem): Promise<void> {
  await (await db()).put('outbox', item);
}

export async function listOutbox(userId: number): Promise<OutboxItem[]> {
  return (await (await db()).getAll('outbox')).filter((i) => i.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function removeFromOutbox(clientId: string): Promise<void> {
  await (await db()).delete('outbox', clientId);
}

// ---- offline review ----

export async function putReviewAhead(a: ReviewAhead): Promise<void> {
  await (await db()).put('reviewAhead', a);
}

export async function getReviewAhead(userId: number): Promise<ReviewAhead | undefined> {
  return (await db()).get('reviewAhead', userId);
}

export async function deleteReviewAhead(userId: number): Promise<void> {
  await (await db()).delete('reviewAhead', userId);
}

/** Queues an answer and takes its card off the device's due list in one step, so it is never offered twice. */
export async function queueReviewAnswer(answer: QueuedReviewAnswer): Promise<void> {
  const d = await db();
  const tx = d.transaction(['reviewOutbox', 'reviewAhead'], 'readwrite');
  await tx.objectStore('reviewOutbox').put(answer);
  const ahead = await tx.objectStore('reviewAhead').get(answer.userId);
  if (ahead) {
    await tx.objectStore('reviewAhead').put({ ...ahead, items: ahead.items.filter((i) => i.questionId !== answer.questionId) });
  }
  await tx.done;
}

/** The miss tag chosen after the answer was queued; false when the answer has already been sent. */
export async function tagQueuedAnswer(clientId: string, missTag: MissTag | null): Promise<boolean> {
  const d = await db();
  const tx = d.transaction('reviewOutbox', 'readwrite');
  const item = await tx.store.get(clientId);
  if (item) await tx.store.put({ ...item, missTag });
  await tx.done;
  return item !== undefined;
}

export async function listReviewOutbox(userId: number): Promise<QueuedReviewAnswer[]> {
  return (await (await db()).getAll('reviewOutbox')).filter((i) => i.userId === userId).sort((a, b) => a.answeredAt - b.answeredAt);
}

export async function removeReviewAnswer(clientId: string): Promise<void> {
  await (await db()).delete('reviewOutbox', clientId);
}

/** Moves a review answer the server refused to the rejected list, with the reason. */
export async function rejectReviewAnswer(item: QueuedReviewAnswer, reason: string): Promise<void> {
  const d = await db();
  const tx = d.transaction(['reviewOutbox', 'rejected'], 'readwrite');
  const { clientId, userId, title, queuedAt } = item;
  await tx.objectStore('rejected').put({ clientId, userId, title, queuedAt, reason, rejectedAt: Date.now() });
  await tx.objectStore('reviewOutbox').delete(clientId);
  await tx.done;
}

/** Moves an attempt the server refused out of the outbox, keeping it to show the learner why. */
export async function markRejected(item: OutboxItem, reason: string): Promise<void> {
  const d = await db();
  const tx = d.transaction(['outbox', 'rejected'], 'readwrite');
  await tx.objectStore('rejected').put({ ...item, reason, rejectedAt: Date.now() });
  await tx.objectStore('outbox').delete(item.clientId);
  await tx.done;
}

export async function listRejected(userId: number): Promise<RejectedItem[]> {
  return (await (await db()).getAll('rejected')).filter((i) => i.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function dismissRejected(clientId: string): Promise<void> {
  await (await db()).delete('rejected', clientId);
}

/** Logout: every account-bound record goes; the public free quiz stays. */
export async function clearAccountData(): Promise<void> {
  const d = await db();
  const stores = ['topics', 'outbox', 'rejected', 'reviewAhead', 'reviewOutbox'] as const;
  const tx = d.transaction(stores, 'readwrite');
  await Promise.all([...stores.map((s) => tx.objectStore(s).clear()), tx.done]);
}
