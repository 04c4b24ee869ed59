// Committing a choice: the rules of play (docs/decisions/087-cse-engine.md). The choice row and the run's new state
// are written in one transaction under the learner's lock, and only then is what the choice revealed sent back.
import { and, eq, max } from 'drizzle-orm';
import { cseChoices, cseRuns, cseSessions, type UserRow } from '../../../../db/schema';
import type { CseChooseInput, CseSection } from '../../../shared/cse';
import type { CseSessionView } from '../../../shared/cseViews';
import { first, transaction, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { lockLearner } from '../../lib/learnerLock';
import { finishSession } from './internal/result';
import { expired, lastChoice, ownSession, runAt, type CseChoiceRow, type CseRunRow, type CseSessionRow } from './internal/rows';
import { revealedOf, sectionOf, sessionView } from './internal/view';

export const TIME_UP_MESSAGE = 'Time is up: the simulation has ended';
export const ENDED_MESSAGE = 'This simulation has ended';
const conflict = (message: string) => new DomainError({ code: 'CONFLICT', message });
const bad = (message: string) => new DomainError({ code: 'BAD_REQUEST', message });

export async function choose(deps: Deps, user: UserRow, input: CseChooseInput): Promise<CseSessionView> {
  const now = deps.now();
  const outcome = await transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const s = await ownSession(tx, user.id, input.sessionId);
    // The clock's end is written before the refusal, so the refusal is thrown after the commit (below).
    if (expired(s, now)) {
      await finishSession(tx, s, now);
      return { timeUp: true as const };
    }
    const last = await lastChoice(tx, s.id);
    if (last && (await isRetry(tx, last, input))) return { view: await retryView(tx, s, last, now) };
    if (s.finishedAt !== null) throw conflict(ENDED_MESSAGE);
    const run = await runAt(tx, s.id, s.position);
    const section = run ? sectionOf(run.problem, run.sectionId) : undefined;
    if (!run || !section) throw conflict(ENDED_MESSAGE);
    if (input.sectionId !== section.id) throw conflict('That section is not the current one');
    const picked = checkOptions(section, run.sectionChosen, input);
    const after = await commit(tx, s, run, section, picked, input.done, now);
    return { view: await sessionView(tx, after, now, revealedOf(section, picked)) };
  });
  if ('timeUp' in outcome) throw conflict(TIME_UP_MESSAGE);
  return outcome.view;
}

/** The options to commit, in the order sent, once every rule of the section allows them. */
function checkOptions(section: CseSection, already: readonly string[], input: CseChooseInput): string[] {
  const ids = new Set(section.options.map((o) => o.id));
  const seen = new Set<string>();
  for (const id of input.optionIds) {
    if (!ids.has(id)) throw bad(`Option ${id} is not in this section`);
    if (seen.has(id)) throw bad(`Option ${id} is listed twice`);
    seen.add(id);
    if (already.includes(id)) throw conflict('That choice was already made and cannot be changed');
  }
  if (section.kind === 'dm') {
    if (input.optionIds.length !== 1) throw bad('Choose one option in a decision-making section');
  } else if (input.optionIds.length === 0 && (!input.done || already.length === 0)) {
    throw bad('Choose at least one option');
  }
  return [...input.optionIds];
}

/**
 * The phone that lost the answer to its last choice sends it again: the same section, the same options and, in an
 * information-gathering section, the same done. Only the session's very last choice can be resent so; it is answered
 * with the session as it now is and counts nothing twice.
 */
async function isRetry(tx: DB, last: CseChoiceRow, input: CseChooseInput): Promise<boolean> {
  if (last.sectionId !== input.sectionId) return false;
  const a = new Set(last.optionIds);
  const b = new Set(input.optionIds);
  if (a.size !== b.size || [...b].some((id) => !a.has(id)) || input.optionIds.length !== b.size) return false;
  const kind = await sectionKindOfChoice(tx, last);
  return kind === 'dm' || last.done === input.done;
}

async function sectionKindOfChoice(tx: DB, c: CseChoiceRow) {
  const run = await first(tx.select({ problem: cseRuns.problem }).from(cseRuns).where(eq(cseRuns.id, c.runId)).limit(1));
  return run ? sectionOf(run.problem, c.sectionId)?.kind : undefined;
}

async function retryView(tx: DB, s: CseSessionRow, last: CseChoiceRow, now: Date): Promise<CseSessionView> {
  const run = await first(tx.select({ problem: cseRuns.problem }).from(cseRuns).where(eq(cseRuns.id, last.runId)).limit(1));
  return await sessionView(tx, s, now, run ? revealedOf(sectionOf(run.problem, last.sectionId), last.optionIds) : []);
}

/** Writes the choice and moves the run (and, when its problem ends, the session) on; answers the session after it. */
async function commit(
  tx: DB,
  s: CseSessionRow,
  run: CseRunRow,
  section: CseSection,
  picked: string[],
  done: boolean,
  now: Date,
): Promise<CseSessionRow> {
  const score = section.options.filter((o) => picked.includes(o.id)).reduce((n, o) => n + o.weight, 0);
  // A decision-making choice always closes its pick; "choose again" keeps the section, not the choice, open.
  let next: string | null;
  if (section.kind === 'ig') next = done ? (section.next ?? null) : section.id;
  else next = section.options.find((o) => o.id === picked[0])!.next ?? null;
  const stays = next === section.id;
  const seq =
    ((
      await first(
        tx
          .select({ n: max(cseChoices.seq) })
          .from(cseChoices)
          .where(eq(cseChoices.runId, run.id)),
      )
    )?.n ?? 0) + 1;
  await tx.insert(cseChoices).values({
    runId: run.id,
    seq,
    sectionId: section.id,
    optionIds: picked,
    score,
    done: section.kind === 'dm' ? !stays : done,
    chosenAt: now,
  });
  const ends = next === null;
  await tx
    .update(cseRuns)
    .set({
      sectionId: next,
      sectionChosen: stays ? [...run.sectionChosen, ...picked] : [],
      ...(section.kind === 'ig' ? { igScore: run.igScore + score } : { dmScore: run.dmScore + score }),
      ...(ends ? { finishedAt: now } : {}),
    })
    .where(and(eq(cseRuns.id, run.id), eq(cseRuns.sectionId, section.id)));
  if (!ends) return s;
  const nextRun = await runAt(tx, s.id, s.position + 1);
  if (!nextRun) return await finishSession(tx, s, now);
  await tx.update(cseRuns).set({ startedAt: now }).where(eq(cseRuns.id, nextRun.id));
  await tx.update(cseSessions).set({ position: nextRun.position }).where(eq(cseSessions.id, s.id));
  return { ...s, position: nextRun.position };
}
