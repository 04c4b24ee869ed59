import { MIXED_EXAMS, type MixedType } from '../../shared/exams';
import { shuffleInBrowser } from '../lib/shuffle';
import { getDownloaded, listDownloaded } from './db';
import type { OfflineQuestion } from './types';

export interface LocalQuiz {
  topicId: number | MixedType;
  title: string;
  questions: OfflineQuestion[];
}

/**
 * A quiz drawn from downloaded questions, the way the server draws one: a topic shuffled (and cut to the
 * quick-quiz size), or a mixed exam with its priority topics first, cut to size, then shuffled.
 * Undefined when nothing needed is on the device.
 */
export async function localQuiz(userId: number, choice: { topicId: number | MixedType; limit?: number }): Promise<LocalQuiz | undefined> {
  if (typeof choice.topicId === 'number') {
    const t = await getDownloaded(userId, choice.topicId);
    if (!t || t.questions.length === 0) return undefined;
    const questions = shuffleInBrowser(t.questions);
    return { topicId: t.topicId, title: t.topic.name, questions: choice.limit ? questions.slice(0, choice.limit) : questions };
  }
  const def = MIXED_EXAMS[choice.topicId];
  const all = (await listDownloaded(userId)).flatMap((t) => t.questions);
  if (all.length === 0) return undefined;
  const priority = new Set(def.priorityTopicIds);
  const first = shuffleInBrowser(all.filter((q) => priority.has(q.topicId)));
  const rest = shuffleInBrowser(all.filter((q) => !priority.has(q.topicId)));
  return { topicId: def.id, title: def.name, questions: shuffleInBrowser([...first, ...rest].slice(0, def.maxQuestions)) };
}
