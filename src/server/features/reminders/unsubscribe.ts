import { appLink } from '../mail/compose';

/**
 * Placeholder until the settings branch lands its own (same two functions, same links): the reminder pass needs
 * them to put the one-click unsubscribe in every message.
 */

/** The page a learner opens from a message's unsubscribe link (no sign-in needed). */
export function unsubscribeUrl(appUrl: string, key: string): string {
  return appLink(appUrl, `/reminders/unsubscribe?key=${encodeURIComponent(key)}`);
}

/** RFC 8058 one-click unsubscribe: mail clients POST to the link in List-Unsubscribe. */
export function unsubscribeHeaders(appUrl: string, key: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${appLink(appUrl, `/api/reminders/unsubscribe?key=${encodeURIComponent(key)}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
