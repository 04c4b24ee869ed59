// The tutor review of one problem of a finished simulation: every section of the snapshot the learner played, every
// option with its weight, result, rationale and target, what the learner chose, the best path's choices, and the two
// paths. Before the session ends it is refused: weights and unchosen results must not leave the server early.
import type { UserRow } from '../../../../db/schema';
import { bestPath } from '../../../shared/cseGraph';
import type { CseReview, CseReviewSection } from '../../../shared/cseViews';
import type { Deps } from '../../lib/deps';
import { DomainError } from '../../lib/domainError';
import { problemResult } from './internal/result';
import { choicesOf, ownSession, runAt, runSummaries } from './internal/rows';
import { visits } from './internal/view';

export const REVIEW_LATER_MESSAGE = 'The review opens when the simulation has ended';

export async function review(deps: Deps, user: UserRow, sessionId: string, position: number): Promise<CseReview> {
  const s = await ownSession(deps.db, user.id, sessionId);
  if (s.finishedAt === null) throw new DomainError({ code: 'CONFLICT', message: REVIEW_LATER_MESSAGE });
  const run = await runAt(deps.db, s.id, position);
  if (!run) throw new DomainError({ code: 'NOT_FOUND', message: `This simulation has no problem ${position + 1}` });
  const summary = (await runSummaries(deps.db, s.id)).find((r) => r.position === position)!;
  const p = run.problem;
  const steps = visits(await choicesOf(deps.db, run.id));
  const path = steps.map((v) => v.sectionId);
  // A problem the clock cut short was still open on its current section: the learner reached it.
  if (run.sectionId !== null && run.startedAt !== null && !path.includes(run.sectionId)) path.push(run.sectionId);
  const chosen = new Map(steps.map((v) => [v.sectionId, new Set(v.optionIds)]));
  const best = bestPath(p);
  const sections: CseReviewSection[] = p.sections.map((sec) => {
    const mine = chosen.get(sec.id) ?? new Set<string>();
    const bestHere = new Set(best.choices[sec.id] ?? []);
    return {
      id: sec.id,
      kind: sec.kind,
      prompt: sec.prompt,
      ...(sec.exhibit ? { exhibit: sec.exhibit } : {}),
      next: sec.kind === 'ig' ? (sec.next ?? null) : null,
      options: sec.options.map((o) => ({
        id: o.id,
        text: o.text,
        weight: o.weight,
        result: o.result,
        ...(o.resultExhibit ? { resultExhibit: o.resultExhibit } : {}),
        rationale: o.rationale,
        next: sec.kind === 'dm' ? (o.next ?? null) : null,
        chosen: mine.has(o.id),
        best: bestHere.has(o.id),
      })),
      visited: path.includes(sec.id),
      score: sec.options.filter((o) => mine.has(o.id)).reduce((n, o) => n + o.weight, 0),
    };
  });
  return {
    sessionId: s.id,
    position,
    title: p.title,
    category: p.category,
    scenario: p.scenario,
    pretest: run.pretest,
    sections,
    path,
    bestPath: best.sectionIds,
    result: problemResult(summary),
  };
}
