import { loadConfig, ConfigError } from './config';
import { asPostgres, closeDatabase, isPostgres, openConfiguredDatabase } from './db';
import { memoryActivityBus, postgresActivityBus } from './engine/activityBus';
import { limiterStore } from './engine/limiters';
import { buildServer } from './http';
import { seedDatabase } from './features/questions/seed';
import { seedCseProblems } from './features/cse/seedProblems';
import { startSessionPurge } from './sessionPurge';
import { startStatsJobs } from './features/readiness/statsJobs';
import { jobWakeups, type Runtime } from './lib/runtime';
// Reminders (issue #30): the background pass.
import { startReminderJob } from './features/reminders/job';
// Mail (issue #30): the outbox's background sender.
import { startMailSender } from './features/mail/sender';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const db = await openConfiguredDatabase(config);
  const pool = isPostgres(db) ? asPostgres(db).$client : undefined;
  // The process's shared machinery, made once here and handed to every request with its deps. On PostgreSQL several
  // processes may serve one database: the live feed's events and the request limits go through it, so every process
  // sees every sign-in and counts against the same budget.
  const runtime: Runtime = {
    activity: pool && config.DATABASE_URL ? postgresActivityBus(config.DATABASE_URL, pool) : memoryActivityBus(),
    limiters: limiterStore(pool),
    jobs: jobWakeups(),
  };
  const now = () => new Date();
  const seeded = { ...(await seedDatabase(db, now())), cseProblems: await seedCseProblems(db, now()) };
  const app = await buildServer({ db, config, now, random: Math.random, runtime });
  app.log.info({ seeded, database: config.DATABASE_URL ? 'postgresql' : config.DATABASE_PATH }, 'database ready');

  const purge = await startSessionPurge(db, now, app.log);
  const stopStats = startStatsJobs(db, now, app.log, runtime.jobs.answersSaved);
  // Reminders (issue #30): queues the day's reminder of learners whose local hour has come.
  const stopReminders = startReminderJob({ db, config, now, runtime }, app.log);
  // Mail (issue #30): sends the outbox's due mail, or without SMTP_URL logs what waits in it.
  const stopMail = startMailSender(db, config, now, app.log, runtime.jobs.mailQueued);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // close() stops accepting connections and waits for in-flight requests to finish; keep-alive
    // sockets that go idle after their last response are closed as they do, or close() would wait on them.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // First: an admin's live feed is a request that lasts until its bus ends, so close() would wait on it (to the
    // 10 s limit, when its client went away). Activity announced after this is dropped, as a lost one always is.
    await runtime.activity.close();
    await app.close();
    await stopStats();
    await stopReminders();
    // Mail (issue #30): a send under way finishes (or times out) and writes its outcome before the database closes.
    await stopMail();
    clearInterval(idle);
    clearInterval(purge);
    await closeDatabase(db);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
