import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DownloadedTopic, FreeQuizQuestion, OutboxItem, RejectedItem } from './types';

/** Everything the app keeps for offline use. API answers are never cached elsewhere (no runtime caching). */
interface OfflineDB extends DBSchema {
  topics: { key: number; value: DownloadedTopic };
  free: { key: string; value: { questions: FreeQuizQuestion[]; savedAt: number } };
  outbox: { key: string; value: OutboxItem };
  rejected: { key: string; value: RejectedItem };
}

let opened: Promise<IDBPDatabase<OfflineDB>> | null = null;

function db(): Promise<IDBPDatabase<OfflineDB>> {
  opened ??= openDB<OfflineDB>('respira-offline', 1, {
    upgrade(d) {
      d.createObjectStore('topics', { keyPath: 'topicId' });
      d.createObjectStore('free');
      d.createObjectStore('outbox', { keyPath: 'clientId' });
      d.createObjectStore('rejected', { keyPath: 'clientId' });
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
  const tx = d.transaction('topics', 'readwrite');
  for (const t of await tx.store.getAll()) if (t.userId !== exceptUserId) await tx.store.delete(t.topicId);
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
  const tx = d.transaction(['topics', 'outbox', 'rejected'], 'readwrite');
  await Promise.all([tx.objectStore('topics').clear(), tx.objectStore('outbox').clear(), tx.objectStore('rejected').clear(), tx.done]);
}
