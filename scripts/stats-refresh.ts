// npm run stats:refresh — rebuilds item statistics from every graded answer (p-values, point-biserials, option
// counts), fits the Rasch difficulties and refits every learner's ability (issue #19). A running server does the
// same on its own timer; this runs it now, on the configured database.
import { recomputeAll } from '../src/server/features/readiness/recompute';
import { scriptContext } from './context';
import { closeDatabase } from '../src/server/db';

const { db, config } = await scriptContext();
const r = await recomputeAll(db, () => new Date());
console.log(
  `Refreshed ${config.DATABASE_PATH}: ${r.items} items, ${r.learners} learners, ${r.answers} answers (${r.sampled} in the fit, ${r.iterations} iterations) in ${r.seconds.toFixed(1)} s`,
);
await closeDatabase(db);
