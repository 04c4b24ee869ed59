import { isLimitRefusal, type LimiterSpec, type LimiterStore } from '../../engine/limiters';
import { DomainError } from '../../lib/domainError';

/**
 * Per-address limits on the calls that cost a password hash or create something: sign-in, registration and the
 * password-reset pair. Generous (300 a minute for each family, over the decisions' floor of 100) so a classroom
 * behind one address signs in without noticing, tight enough that a burst of guesses from one address is cut
 * short. Counted per procedure call, so a tRPC batch of 50 logins counts 50, and after input validation, so
 * malformed calls (which cost nothing) do not use up a classroom's allowance.
 */
export const ADDRESS_LIMIT_PER_MINUTE = 300;
export type AddressFamily = 'sign-in' | 'register' | 'password-reset';

export const ADDRESS_LIMIT_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

const ADDRESS_LIMIT: LimiterSpec = { name: 'address', points: ADDRESS_LIMIT_PER_MINUTE, duration: 60 };

/**
 * Counts one call of `family` from `address` on the process's limiters (on PostgreSQL shared by every server process
 * on that database), or refuses it with 429. Calls with no address (scripts and tests calling procedures in-process)
 * are not limited.
 */
export async function countAddressCall(limiters: LimiterStore, family: AddressFamily, address: string | null): Promise<void> {
  if (!address) return;
  try {
    await limiters.limiter(ADDRESS_LIMIT).consume(`${family}:${address}`);
  } catch (err) {
    // Anything else is a failure to count (on PostgreSQL the driver's error: a passing fault, 503).
    if (isLimitRefusal(err)) throw new DomainError({ code: 'TOO_MANY_REQUESTS', message: ADDRESS_LIMIT_MESSAGE });
    throw err;
  }
}
