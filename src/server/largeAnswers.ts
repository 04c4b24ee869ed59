import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';

/**
 * Calls whose answer is a whole exam or quiz (100–200 questions, 100 KB or more once serialised, several times
 * that while it is built, compressed and written). A thousand of them at once held every answer in memory at
 * the same time (about 480 MB RSS). At most this many are built and sent at once; the rest wait, holding
 * only their small request, and are served in order.
 */
export const LARGE_ANSWERS_AT_ONCE = 8;

const LARGE_PROCEDURES = ['learner.startExam', 'learner.activeExam', 'learner.examResult', 'learner.submitExam', 'learner.startQuiz'];

function isLarge(url: string): boolean {
  const path = url.split('?')[0]!;
  if (path.startsWith('/api/exams')) return true;
  if (!path.startsWith('/trpc/')) return false;
  // A batch names every procedure it calls: "/trpc/a,b,c".
  return path
    .slice('/trpc/'.length)
    .split(',')
    .some((name) => LARGE_PROCEDURES.includes(decodeURIComponent(name)));
}

export function boundLargeAnswers(app: FastifyInstance): void {
  const slots = pLimit(LARGE_ANSWERS_AT_ONCE);
  const releases = new WeakMap<object, () => void>();
  app.addHook('onRequest', async (req, reply) => {
    if (!isLarge(req.url)) return;
    await new Promise<void>((admitted) => {
      void slots(
        () =>
          new Promise<void>((release) => {
            releases.set(req, release);
            admitted();
          }),
      );
    });
    // Sent, or the client left while it was being built or sent: either way the slot is free again.
    // (The response's close, not the request's: a request closes as soon as its body has been read.)
    reply.raw.once('close', () => releases.get(req)?.());
  });
}
