// How a learner's run through a case set is stored (a `tests` row whose pools are ["case"]) and told apart from a test
// built in Create Test: the study engine and the account limits leave runs out by these.
import { sql } from 'drizzle-orm';
import { tests } from '../../../../db/schema';

/** How a case run is told apart from a test built in Create Test. */
export const CASE_RUN_POOLS = ['case'];
/** SQL: this tests row is not a case run. */
export const notCaseRun = () => sql`${tests.pools} <> ${JSON.stringify(CASE_RUN_POOLS)}`;
export const isCaseRun = (t: { pools: readonly string[] }) => t.pools.length === 1 && t.pools[0] === CASE_RUN_POOLS[0];
