import { memoryActivityBus, type ActivityBus } from '../engine/activityBus';
import { limiterStore, type LimiterStore } from '../engine/limiters';

/**
 * A write's word to a background job of this process ("there is work"), so the job does it soon rather than at its
 * next poll. Nothing happens while no job listens: scripts and in-process tests run none.
 */
export class Wakeup {
  private listener: (() => void) | undefined;

  notify(): void {
    this.listener?.();
  }

  /** The one job that hears it, until the returned function is called. */
  listen(listener: () => void): () => void {
    this.listener = listener;
    return () => {
      if (this.listener === listener) this.listener = undefined;
    };
  }
}

/**
 * What one process shares between all its requests: built once by the server at start (main.ts, on the engine it
 * opened) and handed to services with their deps, never reached through module state, so a test or a script owns
 * its own and two servers in one process never share one by accident.
 */
export interface Runtime {
  /** The admin live feed's events (through PostgreSQL when several processes share one database). */
  activity: ActivityBus;
  /** The request limiters (in PostgreSQL's rate_limits table when several processes share one database). */
  limiters: LimiterStore;
  /** Wake-ups of the background jobs: the item-statistics fold, the mail sender. */
  jobs: {
    answersSaved: Wakeup;
    mailQueued: Wakeup;
  };
}

/** The background jobs' wake-ups, none of them heard until a job listens. */
export function jobWakeups(): Runtime['jobs'] {
  return { answersSaved: new Wakeup(), mailQueued: new Wakeup() };
}

/** One process on its own (scripts, benches, in-process tests): events and limits stay in this process's memory. */
export function localRuntime(): Runtime {
  return { activity: memoryActivityBus(), limiters: limiterStore(), jobs: jobWakeups() };
}
