import type { Config } from '../../config';
import { runReminderPass, type PassDeps, type PassResult } from './pass';

/** The first pass comes this soon after start (or at the interval, when that is shorter), not a whole interval later. */
const FIRST_PASS_MS = 5_000;

interface JobLog {
  error: (o: object, m: string) => void;
  info: (o: object, m: string) => void;
}

/**
 * Runs the reminder pass every REMINDER_INTERVAL_MS. A pass never overlaps the previous one in this process (a slow
 * pass makes the next tick skip); other processes may run theirs at the same time, which reminder_sends' primary key
 * makes harmless. Errors are logged, never thrown from a timer. stop() clears the timers and waits for a pass under way.
 */
export function startReminderJob(deps: PassDeps & { config: Pick<Config, 'REMINDER_INTERVAL_MS'> }, log: JobLog): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runReminderPass(deps, log)
      .then((r: PassResult) => {
        if (r.read > 0) log.info(r, 'reminder pass');
      })
      .catch((err: unknown) => log.error({ err }, 'reminder pass failed; it runs again at the next interval'))
      .finally(() => {
        running = null;
      });
  };
  const every = deps.config.REMINDER_INTERVAL_MS;
  const first = setTimeout(tick, Math.min(FIRST_PASS_MS, every));
  first.unref();
  const timer = setInterval(tick, every);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
