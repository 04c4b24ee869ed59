import { lt } from 'drizzle-orm';
import { jobState } from '../../../../db/schema';
import { isPostgres, type DB } from '../../db';
import type { Wakeup } from '../../lib/runtime';
import { foldPending } from './itemStats';
import { recomputeAll } from './recompute';

/**
 * The item-statistics jobs of a server (issue #19): answers saved are folded soon, batched (itemStats.ts), and the full
 * recompute (recompute.ts) runs on a timer, claimed by one process at a time on PostgreSQL.
 */

/** The job_state row whose time is when a process last began a full recompute (PostgreSQL: several processes). */
const RECOMPUTE_CLAIM = 'recompute-claim';
/** A process starting this soon after another began a recompute (a deploy starts several) leaves it at that. */
const RECOMPUTE_AT_START_UNLESS_WITHIN_MS = 10 * 60 * 1000;

/**
 * Whether this process should run the full recompute now. One process on SQLite always does. On PostgreSQL every
 * process schedules it, and one at 1,000,000 attempts takes minutes: the first to claim it runs it, and the others
 * skip theirs while a claim newer than `unlessWithinMs` stands (one claim in one statement, so two cannot both win).
 */
export async function claimRecompute(db: DB, now: Date, unlessWithinMs: number): Promise<boolean> {
  if (!isPostgres(db)) return true;
  const claimed = await db
    .insert(jobState)
    .values({ name: RECOMPUTE_CLAIM, cursor: 0, updatedAt: now })
    .onConflictDoUpdate({
      target: jobState.name,
      set: { updatedAt: now },
      setWhere: lt(jobState.updatedAt, new Date(now.getTime() - unlessWithinMs)),
    })
    .returning({ name: jobState.name });
  return claimed.length > 0;
}

interface Scheduler {
  pending: NodeJS.Timeout | null;
  running: Promise<unknown>;
  debounceMs: number;
  run: () => void;
}

export interface StatsJobOptions {
  /** Answers saved are folded at most this often (the first save arms the timer). */
  debounceMs?: number;
  /** The full recompute (point-biserials, the Rasch fit, every learner) runs this often, and once soon after start. */
  recomputeEveryMs?: number;
  firstRecomputeMs?: number;
}

/**
 * Starts the background jobs for a server (once, main.ts; scripts and tests run none); answers a function that stops
 * them. Every stored attempt wakes `answersSaved` (quizzes/attempts.ts): the new answers are folded soon, batched. The
 * wake-up comes through the process's runtime, not the database handle, since a save inside a PostgreSQL transaction
 * holds the transaction's handle, not the database the jobs were started on.
 */
export function startStatsJobs(
  db: DB,
  now: () => Date,
  log: { error: (o: object, m: string) => void; info: (o: object, m: string) => void },
  answersSaved: Wakeup,
  opts: StatsJobOptions = {},
) {
  const jobs: Scheduler = {
    pending: null,
    running: Promise.resolve(),
    debounceMs: opts.debounceMs ?? 10_000,
    run: () => {
      jobs.pending = null;
      enqueue('fold', () => foldPending(db, now));
    },
  };
  // One job at a time: a fold waits for a recompute in progress and the other way round.
  const enqueue = (name: string, job: () => Promise<object>) => {
    jobs.running = jobs.running.then(async () => {
      try {
        const r = await job();
        if (name === 'recompute')
          log.info(r, 'skipped' in r ? 'recompute left to another process' : 'item statistics and readiness recomputed');
      } catch (err) {
        log.error({ err }, `background job ${name} failed; it runs again at the next interval`);
      }
    });
  };
  const stopListening = answersSaved.listen(() => {
    if (jobs.pending) return;
    jobs.pending = setTimeout(jobs.run, jobs.debounceMs);
    jobs.pending.unref();
  });
  const everyMs = opts.recomputeEveryMs ?? 6 * 60 * 60 * 1000;
  const recompute = (unlessWithinMs: number) =>
    enqueue('recompute', async () =>
      (await claimRecompute(db, now(), unlessWithinMs)) ? await recomputeAll(db, now) : { skipped: 'another process recomputed' },
    );
  const first = setTimeout(() => recompute(RECOMPUTE_AT_START_UNLESS_WITHIN_MS), opts.firstRecomputeMs ?? 60_000);
  first.unref();
  const every = setInterval(() => recompute(everyMs / 2), everyMs);
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
    stopListening();
    if (jobs.pending) clearTimeout(jobs.pending);
    return jobs.running;
  };
}
