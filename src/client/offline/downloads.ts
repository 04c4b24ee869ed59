import { trpcClient } from '../lib/api';
import { clearDownloaded, listDownloaded, putDownloaded, removeDownloaded } from './db';
import { httpStatusOf } from './status';
import type { DownloadedTopic, TopicSummary } from './types';

function byteSize(value: unknown): number {
  return new Blob([JSON.stringify(value)]).size;
}

/** Fetches every published question of a topic (keys and explanations included) and keeps it on the device. */
export async function downloadTopic(userId: number, topic: TopicSummary): Promise<DownloadedTopic> {
  const questions = await trpcClient.learner.topicQuestions.query({ topicId: topic.id });
  const saved: DownloadedTopic = { topicId: topic.id, userId, topic, questions, bytes: byteSize(questions), savedAt: Date.now() };
  await putDownloaded(saved);
  return saved;
}

/**
 * Brings downloaded topics up to date with the server (edited, added or unpublished questions). A topic
 * the server no longer has is removed; a refusal because Pro ended removes them all.
 */
export async function refreshDownloaded(userId: number, current: TopicSummary[], maxAgeMs = 0): Promise<DownloadedTopic[]> {
  const known = new Map(current.map((t) => [t.id, t]));
  const due = Date.now() - maxAgeMs;
  for (const d of await listDownloaded(userId)) {
    if (d.savedAt > due && known.has(d.topicId)) continue;
    const topic = known.get(d.topicId);
    if (!topic) {
      await removeDownloaded(d.topicId);
      continue;
    }
    try {
      await downloadTopic(userId, topic);
    } catch (err) {
      const status = httpStatusOf(err);
      if (status === 403) {
        await clearDownloaded();
        break;
      }
      if (status === 404) await removeDownloaded(d.topicId);
      else if (status === undefined) break; // the connection dropped: keep what is there
    }
  }
  return listDownloaded(userId);
}

export function sizeLabel(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
