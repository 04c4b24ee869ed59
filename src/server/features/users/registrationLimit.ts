import { and, eq, gt, lte } from 'drizzle-orm';
import { accountCreations } from '../../../../db/schema';
import { transaction, countRows, serializeOn } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';

export const REGISTRATION_WINDOW_MS = 60 * 60 * 1000;
export const REGISTRATION_LIMIT_MESSAGE = 'Too many new accounts from your network in the last hour. Please try again later.';

/**
 * Claims one of the address's hourly registrations, or refuses with 429. The check and the claim are one
 * transaction, so registrations racing through password hashing cannot all pass; the caller gives the
 * claim back (`release`) when the account is not made after all (a taken email is not a spent allowance).
 * No address (a script, in-process) means no limit.
 */
export async function claimRegistration(deps: Deps & { clientAddress: string | null }): Promise<{ release: () => Promise<void> }> {
  const address = deps.clientAddress;
  if (!address) return { release: () => Promise.resolve() };
  const now = deps.now();
  const since = new Date(now.getTime() - REGISTRATION_WINDOW_MS);
  return transaction(deps.db, async (tx) => {
    await serializeOn(tx, `registrations:${address}`);
    // Rows older than the window count for nothing; each address sweeps its own.
    await tx.delete(accountCreations).where(and(eq(accountCreations.address, address), lte(accountCreations.createdAt, since)));
    const used = await countRows(tx, accountCreations, and(eq(accountCreations.address, address), gt(accountCreations.createdAt, since)));
    if (used >= deps.config.REGISTRATIONS_PER_ADDRESS_PER_HOUR)
      throw new DomainError({ code: 'TOO_MANY_REQUESTS', message: REGISTRATION_LIMIT_MESSAGE });
    const [claim] = await tx.insert(accountCreations).values({ address, createdAt: now }).returning({ id: accountCreations.id });
    const id = claim!.id;
    return {
      release: async () => {
        await deps.db.delete(accountCreations).where(eq(accountCreations.id, id));
      },
    };
  });
}
