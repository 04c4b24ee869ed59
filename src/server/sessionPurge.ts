import type { FastifyBaseLogger } from 'fastify';
import type { DB } from './db';
import { purgeExpiredSessions } from './features/users/sessions';
import { purgeLoginFailures } from './features/users/users';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions and sign-in failures past their window now and then every hour. A failed purge (a full, read-only or locked disk) is
 * logged and tried again next time: an exception thrown from a timer would otherwise end the process.
 */
export async function startSessionPurge(
  db: DB,
  now: () => Date,
  log: Pick<FastifyBaseLogger, 'error'>,
  every = PURGE_INTERVAL_MS,
): Promise<NodeJS.Timeout> {
  const purge = async () => {
    try {
      await purgeExpiredSessions(db, now());
      await purgeLoginFailures(db, now());
    } catch (err) {
      log.error({ err }, 'expired-session purge failed; trying again at the next interval');
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), every);
  timer.unref();
  return timer;
}
