/**
 * A case run (features/case-sets) is stored as a `tests` row whose pools are ["case"]. Runs are not tests: the
 * study engine and the account limits leave them out, so the marker lives in the kernel both read, not in the
 * case-sets feature.
 */
import { sql } from 'drizzle-orm';
import { tests } from '../../../db/schema';

/** How a case run is told apart from a test built in Create Test. */
export const CASE_RUN_POOLS = ['case'];
/** SQL: this tests row is not a case run. */
export const notCaseRun = () => sql`${tests.pools} <> ${JSON.stringify(CASE_RUN_POOLS)}`;
export const isCaseRun = (t: { pools: readonly string[] }) => t.pools.length === 1 && t.pools[0] === CASE_RUN_POOLS[0];
