// What a learner is sent while playing: the current problem only, its past sections with what the learner's choices
// revealed, and the current section's options as text. No weight, rationale, unchosen result or later section is
// ever put in here; the result (with the pretest flags) only once the session has finished.
import type { CseProblemContent, CseSection } from '../../../../shared/cse';
import type { CsePastSection, CseProblemPlay, CseRevealed, CseSectionView, CseSessionView } from '../../../../shared/cseViews';
import type { DB } from '../../../db';
import { resultOf } from './result';
import { choicesOf, runAt, runCount, runSummaries, type CseChoiceRow, type CseRunRow, type CseSessionRow } from './rows';

export const INSTRUCTIONS = { ig: 'Select as many as indicated.', dm: 'Choose only one.' } as const;

/** What committed options revealed, in the order given; an id the snapshot lacks is skipped. */
export function revealedOf(section: CseSection | undefined, optionIds: readonly string[]): CseRevealed[] {
  if (!section) return [];
  const out: CseRevealed[] = [];
  for (const id of optionIds) {
    const o = section.options.find((x) => x.id === id);
    if (!o) continue;
    out.push(
      o.resultExhibit
        ? { optionId: o.id, text: o.text, result: o.result, resultExhibit: o.resultExhibit }
        : { optionId: o.id, text: o.text, result: o.result },
    );
  }
  return out;
}

export const sectionOf = (p: CseProblemContent, id: string | null): CseSection | undefined =>
  id === null ? undefined : p.sections.find((s) => s.id === id);

/** The choices grouped by section in the order the learner went through them (no section is visited twice). */
export function visits(choices: readonly CseChoiceRow[]): { sectionId: string; optionIds: string[] }[] {
  const out: { sectionId: string; optionIds: string[] }[] = [];
  for (const c of choices) {
    const last = out[out.length - 1];
    if (last && last.sectionId === c.sectionId) last.optionIds.push(...c.optionIds);
    else out.push({ sectionId: c.sectionId, optionIds: [...c.optionIds] });
  }
  return out;
}

function currentSection(s: CseSection, chosen: readonly string[]): CseSectionView {
  return {
    id: s.id,
    kind: s.kind,
    prompt: s.prompt,
    ...(s.exhibit ? { exhibit: s.exhibit } : {}),
    instruction: INSTRUCTIONS[s.kind],
    options: s.options.map((o) => ({ id: o.id, text: o.text })),
    chosen: revealedOf(s, chosen),
  };
}

export function problemPlay(run: CseRunRow, choices: readonly CseChoiceRow[]): CseProblemPlay {
  const p = run.problem;
  const past: CsePastSection[] = [];
  for (const v of visits(choices)) {
    if (v.sectionId === run.sectionId) continue;
    const s = sectionOf(p, v.sectionId);
    if (!s) continue;
    past.push({
      id: s.id,
      kind: s.kind,
      prompt: s.prompt,
      ...(s.exhibit ? { exhibit: s.exhibit } : {}),
      chosen: revealedOf(s, v.optionIds),
    });
  }
  const current = sectionOf(p, run.sectionId);
  return {
    position: run.position,
    title: p.title,
    category: p.category,
    scenario: p.scenario,
    past,
    current: current ? currentSection(current, run.sectionChosen) : null,
  };
}

/** The session as it now is, read through `db` (inside the transaction that changed it, when there is one). */
export async function sessionView(db: DB, s: CseSessionRow, now: Date, revealed?: CseRevealed[]): Promise<CseSessionView> {
  const finished = s.finishedAt !== null;
  const runs = finished ? await runSummaries(db, s.id) : [];
  let problem: CseProblemPlay | null = null;
  let problemCount = runs.length;
  if (!finished) {
    const run = await runAt(db, s.id, s.position);
    if (run) problem = problemPlay(run, await choicesOf(db, run.id));
    problemCount = await runCount(db, s.id);
  }
  return {
    id: s.id,
    mode: s.mode,
    status: finished ? 'finished' : 'active',
    startedAt: s.startedAt.toISOString(),
    deadlineAt: s.deadlineAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    finishedAt: s.finishedAt?.toISOString() ?? null,
    problemCount,
    position: s.position,
    problem,
    ...(revealed ? { revealed } : {}),
    result: finished ? resultOf(runs) : null,
  };
}
