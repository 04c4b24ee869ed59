/**
 * Every message's one layout, as plain text and HTML: the app's name, the paragraphs, at most one action link, and a
 * footer that says why the learner receives it (and how to stop, where they can). Text is escaped into the HTML;
 * nothing a learner typed is ever trusted as markup.
 */
export interface MailContent {
  /** First line, e.g. "Hello Jordan,". */
  greeting: string;
  paragraphs: string[];
  /** The one thing to click, shown as a button and as a plain link. */
  action?: { label: string; url: string };
  /** Lines after the action (e.g. a summary's figures), each its own line. */
  details?: string[];
  /** Why this message was sent, e.g. "You receive this because someone asked to reset the password of …". */
  footer: string;
  /** The unsubscribe link, for reminders. */
  unsubscribeUrl?: string;
}

export const APP_NAME = 'Respira';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function composeMail(c: MailContent): { text: string; html: string } {
  const text = [
    c.greeting,
    '',
    ...c.paragraphs.flatMap((p) => [p, '']),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ''] : []),
    ...(c.details?.length ? [...c.details, ''] : []),
    '-- ',
    `${APP_NAME} · NBRC exam preparation`,
    c.footer,
    ...(c.unsubscribeUrl ? [`Unsubscribe: ${c.unsubscribeUrl}`] : []),
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f7f7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a202c">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<div style="font-weight:700;font-size:20px;color:#0f766e;margin-bottom:16px">${APP_NAME}</div>`,
    p(c.greeting),
    ...c.paragraphs.map(p),
    ...(c.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(c.action.label)}</a></p>`,
          `<p style="margin:0 0 16px;font-size:13px;color:#4a5568;word-break:break-all">Or open this link: ${escapeHtml(c.action.url)}</p>`,
        ]
      : []),
    ...(c.details?.length
      ? [`<ul style="padding-left:20px;line-height:1.6">${c.details.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>`]
      : []),
    '<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">',
    `<p style="margin:0;font-size:12px;color:#4a5568;line-height:1.5">${escapeHtml(c.footer)}${
      c.unsubscribeUrl ? ` <a href="${escapeHtml(c.unsubscribeUrl)}" style="color:#4a5568">Unsubscribe</a>.` : ''
    }</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}

/** A link into the app from APP_URL and a path with its query. */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
