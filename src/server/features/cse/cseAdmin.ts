import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { cseProblems, cseRuns, deletedSeedKeys } from '../../../../db/schema';
import type { CseProblemContent, CseProblemInput } from '../../../shared/cse';
import { bestPath, checkCseProblem, passingLevels } from '../../../shared/cseGraph';
import { first, isPostgres, serializeOn, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';

/**
 * Clinical simulation problems as administrators write them (issue #32): list, read, create, edit, publish or
 * unpublish, delete. Every save is checked twice: the zod schema at the procedure (a 400 naming the field) and the
 * graph rules here (a 400 listing what the graph breaks), so a stored problem can always be played to an end.
 */

type ProblemRow = typeof cseProblems.$inferSelect;
type Status = 'published' | 'draft';

const notFound = (id: number) => new DomainError({ code: 'NOT_FOUND', message: `Simulation problem ${id} not found` });

/** A learner can play only a problem whose graph holds: one broken rule refuses the save, every rule is listed. */
function requireSoundGraph(content: CseProblemContent): void {
  const problems = checkCseProblem(content);
  if (problems.length) throw new DomainError({ code: 'BAD_REQUEST', message: `The problem's graph is not valid: ${problems.join('; ')}` });
}

/** The free learners' one problem has to be playable by them. */
function requirePlayableSample(input: Pick<CseProblemInput, 'sample' | 'status'>): void {
  if (input.sample && input.status !== 'published')
    throw new DomainError({ code: 'BAD_REQUEST', message: 'sample: the sample problem must be published' });
}

const contentOf = (input: CseProblemInput): CseProblemContent => ({
  title: input.title,
  category: input.category,
  scenario: input.scenario,
  sections: input.sections,
});

/** The sections count read from the stored document, so the list never loads every problem's content. */
function sectionsCount(db: DB) {
  return isPostgres(db)
    ? sql<number>`jsonb_array_length(${cseProblems.content} -> 'sections')`.mapWith(Number)
    : sql<number>`json_array_length(${cseProblems.content}, '$.sections')`.mapWith(Number);
}

export async function adminListCseProblems(db: DB, filter: { status?: Status } = {}) {
  return await db
    .select({
      id: cseProblems.id,
      title: cseProblems.title,
      category: cseProblems.category,
      sections: sectionsCount(db),
      status: cseProblems.status,
      origin: cseProblems.origin,
      sample: cseProblems.sample,
      written: cseProblems.written,
      reviewed: cseProblems.reviewed,
      updatedAt: cseProblems.updatedAt,
    })
    .from(cseProblems)
    .where(filter.status ? eq(cseProblems.status, filter.status) : undefined)
    .orderBy(desc(cseProblems.id));
}

/** The editor's view: the stored problem, what its graph breaks now, and (when sound) the best path and passing levels. */
function toAdminProblem(row: ProblemRow) {
  const problems = checkCseProblem(row.content);
  const best = problems.length ? null : bestPath(row.content);
  return {
    id: row.id,
    seedKey: row.seedKey,
    content: row.content,
    source: row.source,
    written: row.written,
    reviewed: row.reviewed,
    sample: row.sample,
    status: row.status,
    origin: row.origin,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    graphProblems: problems,
    bestPath: best,
    passingLevels: best ? passingLevels(best) : null,
  };
}
export type AdminCseProblem = ReturnType<typeof toAdminProblem>;

export async function adminGetCseProblem(db: DB, id: number): Promise<AdminCseProblem> {
  const row = await first(db.select().from(cseProblems).where(eq(cseProblems.id, id)).limit(1));
  if (!row) throw notFound(id);
  return toAdminProblem(row);
}

/** Only one problem is the sample: marking one clears the others, under one lock so two admins cannot both win. */
async function clearOtherSamples(tx: DB, keep: number): Promise<void> {
  await tx
    .update(cseProblems)
    .set({ sample: false })
    .where(and(eq(cseProblems.sample, true), ne(cseProblems.id, keep)));
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** Stores a new problem (an admin's, or an AI draft); the caller has checked its graph. */
export async function insertCseProblem(tx: DB, input: CseProblemInput, now: Date, origin: 'admin' | 'ai'): Promise<number> {
  if (input.sample) await serializeOn(tx, 'cse-sample');
  const row = (
    await tx
      .insert(cseProblems)
      .values({
        title: input.title,
        category: input.category,
        content: contentOf(input),
        source: input.source,
        written: input.written ?? today(now),
        reviewed: input.reviewed ?? null,
        sample: input.sample,
        status: input.status,
        origin,
        createdAt: now,
      })
      .returning({ id: cseProblems.id })
  )[0]!;
  if (input.sample) await clearOtherSamples(tx, row.id);
  return row.id;
}

export async function createCseProblem(deps: Deps, input: CseProblemInput): Promise<AdminCseProblem> {
  requireSoundGraph(contentOf(input));
  requirePlayableSample(input);
  const id = await transaction(deps.db, async (tx) => await insertCseProblem(tx, input, deps.now(), 'admin'));
  return await adminGetCseProblem(deps.db, id);
}

/**
 * An edit replaces the problem's content and fields. Dates left out keep their stored values (a review date is only
 * ever set by the admin entering one); updated_at is stamped, so seeding leaves an edited seed problem alone. Runs
 * already started keep their own snapshot of the problem, so an edit never changes a learner's sitting.
 */
export async function updateCseProblem(deps: Deps, id: number, input: CseProblemInput): Promise<AdminCseProblem> {
  requireSoundGraph(contentOf(input));
  requirePlayableSample(input);
  const now = deps.now();
  await transaction(deps.db, async (tx) => {
    if (input.sample) await serializeOn(tx, 'cse-sample');
    await serializeOn(tx, `cse-problem:${id}`);
    const before = await first(tx.select().from(cseProblems).where(eq(cseProblems.id, id)).limit(1));
    if (!before) throw notFound(id);
    await tx
      .update(cseProblems)
      .set({
        title: input.title,
        category: input.category,
        content: contentOf(input),
        source: input.source,
        written: input.written ?? before.written,
        reviewed: input.reviewed === undefined ? before.reviewed : input.reviewed,
        sample: input.sample,
        status: input.status,
        updatedAt: now,
      })
      .where(eq(cseProblems.id, id));
    if (input.sample) await clearOtherSamples(tx, id);
  });
  return await adminGetCseProblem(deps.db, id);
}

/**
 * Deletes a problem. Runs that played it stay in their learners' history: they hold their own snapshot, and only
 * lose the link. A seeded problem's key is remembered, so seeding never brings it back.
 */
export async function deleteCseProblem(deps: Deps, id: number): Promise<void> {
  await transaction(deps.db, async (tx) => {
    await serializeOn(tx, `cse-problem:${id}`);
    await tx.update(cseRuns).set({ problemId: null }).where(eq(cseRuns.problemId, id));
    const gone = (await tx.delete(cseProblems).where(eq(cseProblems.id, id)).returning({ seedKey: cseProblems.seedKey }))[0];
    if (!gone) throw notFound(id);
    if (gone.seedKey) await tx.insert(deletedSeedKeys).values({ seedKey: gone.seedKey, deletedAt: deps.now() }).onConflictDoNothing();
  });
}
