// npm run reminders:run [-- --now 2026-11-30T18:05:00Z] — one reminder pass now, on the configured database: it
// queues the day's reminder of every learner whose local hour has come. A running server's sender delivers them.
// --now replays a pass at another instant (an operator re-running a missed hour); a day already sent is never sent again.
import { closeDatabase } from '../src/server/db';
import { runReminderPass } from '../src/server/features/reminders/pass';
import { parseArgs, scriptContext } from './context';

const args = parseArgs(process.argv.slice(2));
const at = args.now === undefined ? null : new Date(args.now);
if (at && Number.isNaN(at.getTime())) {
  console.error(`--now must be an instant such as 2026-11-30T18:05:00Z (got "${args.now}")`);
  process.exit(1);
}
const { db, config, runtime } = await scriptContext();
const r = await runReminderPass({ db, config, now: () => at ?? new Date(), runtime }, { error: (o, m) => console.error(m, o) });
console.log(
  `Reminder pass: ${r.read} due, ${r.queued} queued; skipped: ${r.studiedToday} studied today, ${r.alreadySent} already sent today, ` +
    `${r.nothingToSay} nothing to say, ${r.notYet} before their hour, ${r.stopped} stopped (off, unconfirmed or unsubscribed), ${r.paused} paused (not Pro), ` +
    `${r.lostRace} taken by another pass, ${r.failed} failed`,
);
await closeDatabase(db);
if (r.failed > 0) process.exitCode = 1;
