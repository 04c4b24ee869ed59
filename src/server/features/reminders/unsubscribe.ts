import { eq } from 'drizzle-orm';
import { reminderSettings } from '../../../../db/schema';
import { unsubscribePath, UNSUBSCRIBE_UNKNOWN_MESSAGE } from '../../../shared/reminders';
import { first, transaction } from '../../db';
import type { Deps } from '../../lib/deps';
import { appLink } from '../mail/compose';
import { DomainError } from '../../lib/domainError';

/** Keys are made like session tokens (base32, lower case); anything else cannot be one. */
const KEY_PATTERN = /^[a-z2-7]{16,64}$/;

/** The unsubscribe page's link, for a reminder's footer (the page asks the server, so a link scanner's GET changes nothing). */
export function unsubscribeUrl(appUrl: string, key: string): string {
  return appLink(appUrl, unsubscribePath(key));
}

/** RFC 2369 and RFC 8058 headers: a mail client's own "Unsubscribe" button POSTs to the one-click route. */
export function unsubscribeHeaders(appUrl: string, key: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${appLink(appUrl, `/api/reminders/unsubscribe?key=${encodeURIComponent(key)}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Turns the key's reminders off, without a session (the link may be opened anywhere). Idempotent: a second use
 * answers the same and keeps the first instant it was used.
 */
export async function unsubscribeByKey(deps: Deps, key: string): Promise<{ unsubscribed: true }> {
  if (!KEY_PATTERN.test(key)) throw new DomainError({ code: 'BAD_REQUEST', message: UNSUBSCRIBE_UNKNOWN_MESSAGE });
  const now = deps.now();
  const done = await transaction(deps.db, async (tx) => {
    const row = await first(
      tx
        .select({ userId: reminderSettings.userId, unsubscribedAt: reminderSettings.unsubscribedAt })
        .from(reminderSettings)
        .where(eq(reminderSettings.unsubscribeKey, key))
        .limit(1),
    );
    if (!row) return false;
    await tx
      .update(reminderSettings)
      .set({ enabled: false, unsubscribedAt: row.unsubscribedAt ?? now, nextAt: null, updatedAt: now })
      .where(eq(reminderSettings.userId, row.userId));
    return true;
  });
  if (!done) throw new DomainError({ code: 'BAD_REQUEST', message: UNSUBSCRIBE_UNKNOWN_MESSAGE });
  return { unsubscribed: true };
}
