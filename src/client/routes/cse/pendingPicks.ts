/**
 * Options a learner has tapped but not yet revealed, kept in this tab's sessionStorage per section so a reload
 * loses nothing. Only uncommitted picks live here: what was committed comes back from the server.
 */
const keyFor = (sessionId: string, sectionId: string) => `cse-pending:${sessionId}:${sectionId}`;

export function readPending(sessionId: string, sectionId: string): string[] {
  try {
    const raw = sessionStorage.getItem(keyFor(sessionId, sectionId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function writePending(sessionId: string, sectionId: string, ids: string[]) {
  try {
    if (ids.length) sessionStorage.setItem(keyFor(sessionId, sectionId), JSON.stringify(ids));
    else sessionStorage.removeItem(keyFor(sessionId, sectionId));
  } catch {
    // A full or blocked storage only costs the reload-safety of picks not yet revealed.
  }
}
