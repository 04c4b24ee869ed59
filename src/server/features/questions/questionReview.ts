import { eq, inArray } from 'drizzle-orm';
import { questions, users, type QuestionRow, type UserRow } from '../../../../db/schema';
import { first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';

/** Today as the calendar day a review or a rewrite is dated with: the UTC day, the same for every editor. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The fields whose change makes an item a different item: what it asks, what it offers, what it keys, what it
 * teaches, and the figure it asks about. A change to any of them voids the last review (nobody has checked the new
 * text against the source) and dates the rewrite. Metadata (topic, codes, source, status) leaves the review standing.
 */
const CONTENT = ['questionText', 'options', 'correctAnswer', 'explanation', 'exhibit'] as const;
type Content = Pick<QuestionRow, (typeof CONTENT)[number]>;

/**
 * A value as it means, not as it was typed: the form sends every field back on each save, with the exhibit's keys in
 * whatever order the editor built them and text the server trims, and a save that changes nothing is no rewrite.
 */
function canonical(v: unknown): unknown {
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, canonical(x)]),
    );
  }
  return v ?? null;
}

export function contentChanged(before: Content, after: Partial<Record<(typeof CONTENT)[number], unknown>>): boolean {
  return CONTENT.some((k) => after[k] !== undefined && JSON.stringify(canonical(after[k])) !== JSON.stringify(canonical(before[k])));
}

/** What an edit writes beside its own fields: a rewrite is unreviewed and dated today. */
export function rewriteDates(deps: Deps) {
  return { reviewedOn: null, reviewedBy: null, writtenOn: utcDay(deps.now()) };
}

/** Usernames of the editors who marked these items reviewed (a deleted editor's review keeps its date, no name). */
export async function reviewerNames(db: DB, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u.username]));
}

/**
 * `admin.markQuestionReviewed`: the editor says they checked the item against its source today. It records the UTC
 * day and who; the item's content, and whether an administrator has edited it, stay as they were.
 */
export async function markQuestionReviewed(deps: Deps, editor: UserRow, id: number) {
  const row = await first(
    deps.db
      .update(questions)
      .set({ reviewedOn: utcDay(deps.now()), reviewedBy: editor.id })
      .where(eq(questions.id, id))
      .returning({ id: questions.id, reviewedOn: questions.reviewedOn, writtenOn: questions.writtenOn }),
  );
  if (!row) throw new DomainError({ code: 'NOT_FOUND', message: `Question ${id} not found` });
  return { id: row.id, reviewedOn: row.reviewedOn, reviewedBy: editor.username, writtenOn: row.writtenOn };
}
