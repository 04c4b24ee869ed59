/**
 * The rules a clinical simulation problem's graph must keep (issue #32), and the best path through it. The content
 * check, the admin editor and the server's save all call checkCseProblem, so a problem that breaks one never reaches
 * a learner. Pure: no I/O.
 */
import { CSE_DM_OPTIONS, CSE_IG_OPTIONS, CSE_MAX_SECTIONS, CSE_MIN_SECTIONS, type CseProblemContent, type CseSection } from './cse';
import { CSE_MPL_SHARE } from './cseFormat';

/** Choosing every option of an IG section may earn at most this share of its best: the list is not solved by all. */
export const CSE_SELECT_ALL_SHARE = 0.5;

const sectionMap = (p: CseProblemContent) => new Map(p.sections.map((s) => [s.id, s]));

/** Where a section can lead: an IG section's next, each DM option's target other than itself. null is the end. */
export function exits(s: CseSection): (string | null)[] {
  if (s.kind === 'ig') return [s.next ?? null];
  return [...new Set(s.options.filter((o) => o.next !== s.id).map((o) => o.next ?? null))];
}

/** What choosing every option of an IG section earns against its best (the positive weights). */
export function selectAllShare(s: CseSection): number {
  const best = s.options.reduce((n, o) => n + Math.max(0, o.weight), 0);
  const all = s.options.reduce((n, o) => n + o.weight, 0);
  return best === 0 ? 1 : all / best;
}

/** Every rule a problem breaks, as sentences naming the section and option; empty when it is sound. */
export function checkCseProblem(p: CseProblemContent): string[] {
  const out: string[] = [];
  const byId = sectionMap(p);
  if (p.sections.length < CSE_MIN_SECTIONS || p.sections.length > CSE_MAX_SECTIONS)
    out.push(`a problem has ${CSE_MIN_SECTIONS} to ${CSE_MAX_SECTIONS} sections (this one has ${p.sections.length})`);
  if (byId.size !== p.sections.length) out.push('two sections share an id');
  if (!p.sections.some((s) => s.kind === 'ig')) out.push('a problem needs at least one information-gathering section');
  if (!p.sections.some((s) => s.kind === 'dm')) out.push('a problem needs at least one decision-making section');

  for (const s of p.sections) {
    const at = `section ${s.id}`;
    const ids = new Set(s.options.map((o) => o.id));
    if (ids.size !== s.options.length) out.push(`${at}: two options share an id`);
    for (const o of s.options) if (!o.rationale.trim()) out.push(`${at}, option ${o.id}: no rationale`);
    if (s.kind === 'ig') {
      if (s.options.length < CSE_IG_OPTIONS.min) out.push(`${at}: an IG section has at least ${CSE_IG_OPTIONS.min} options`);
      if (s.options.some((o) => o.next !== undefined && o.next !== null))
        out.push(`${at}: IG options do not branch; the section's next says where it goes`);
      if (s.next !== undefined && s.next !== null && !byId.has(s.next)) out.push(`${at}: next section ${s.next} does not exist`);
      if (s.next === s.id) out.push(`${at}: an IG section cannot lead to itself`);
      if (!s.options.some((o) => o.weight > 0)) out.push(`${at}: no option is indicated`);
      if (s.options.some((o) => o.weight > 0) && selectAllShare(s) > CSE_SELECT_ALL_SHARE)
        out.push(
          `${at}: choosing every option earns ${Math.round(selectAllShare(s) * 100)}% of its best (at most ${CSE_SELECT_ALL_SHARE * 100}%): add options that are not indicated`,
        );
    } else {
      if (s.options.length < CSE_DM_OPTIONS.min || s.options.length > CSE_DM_OPTIONS.max)
        out.push(`${at}: a DM section has ${CSE_DM_OPTIONS.min} to ${CSE_DM_OPTIONS.max} options`);
      if (s.next !== undefined && s.next !== null) out.push(`${at}: a DM section branches by its options, not by next`);
      for (const o of s.options) {
        if (o.next === undefined) out.push(`${at}, option ${o.id}: a DM option says where it leads (a section id, or null to end)`);
        else if (o.next !== null && !byId.has(o.next)) out.push(`${at}, option ${o.id}: target ${o.next} does not exist`);
        if (o.next === s.id && o.weight > 0) out.push(`${at}, option ${o.id}: "choose again" is for a poor choice (weight 0 or less)`);
      }
      if (!s.options.some((o) => o.next !== s.id)) out.push(`${at}: every option asks to choose again; one must lead on`);
      const top = Math.max(...s.options.map((o) => o.weight));
      if (top <= 0) out.push(`${at}: no option is indicated`);
      if (s.options.filter((o) => o.weight === top).length > 1)
        out.push(`${at}: two options share the best weight; a DM section has one best choice`);
    }
  }
  if (out.length) return out;

  // Reachable from the first section, and no path loops (a DM "choose again" stays in its section and is not a loop).
  const seen = new Set<string>();
  const stack = [p.sections[0]!.id];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const n of exits(byId.get(id)!)) if (n !== null) stack.push(n);
  }
  for (const s of p.sections) if (!seen.has(s.id)) out.push(`section ${s.id} cannot be reached from the first section`);
  const state = new Map<string, 'open' | 'done'>();
  const loops = new Set<string>();
  const visit = (id: string): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'open') {
      loops.add(id);
      return;
    }
    state.set(id, 'open');
    for (const n of exits(byId.get(id)!)) if (n !== null) visit(n);
    state.set(id, 'done');
  };
  visit(p.sections[0]!.id);
  for (const id of loops) out.push(`a path through section ${id} never ends (it loops back)`);
  return out;
}

export interface BestPath {
  /** The sections the best path visits, in order. */
  sectionIds: string[];
  /** For each section on it, the options the best path chooses (every positive IG option; the best DM option). */
  choices: Record<string, string[]>;
  ig: number;
  dm: number;
}

/** The path an expert takes: every indicated IG option, and at each DM the choice whose branch earns the most. */
export function bestPath(p: CseProblemContent): BestPath {
  const byId = sectionMap(p);
  const memo = new Map<string, BestPath>();
  const from = (id: string | null | undefined): BestPath => {
    if (id === null || id === undefined) return { sectionIds: [], choices: {}, ig: 0, dm: 0 };
    const hit = memo.get(id);
    if (hit) return hit;
    const s = byId.get(id)!;
    let result: BestPath;
    if (s.kind === 'ig') {
      const chosen = s.options.filter((o) => o.weight > 0);
      const rest = from(s.next);
      const gained = chosen.reduce((n, o) => n + o.weight, 0);
      result = {
        sectionIds: [id, ...rest.sectionIds],
        choices: { [id]: chosen.map((o) => o.id), ...rest.choices },
        ig: gained + rest.ig,
        dm: rest.dm,
      };
    } else {
      let top: BestPath | null = null;
      for (const o of s.options) {
        if (o.next === s.id) continue;
        const rest = from(o.next);
        const candidate = {
          sectionIds: [id, ...rest.sectionIds],
          choices: { [id]: [o.id], ...rest.choices },
          ig: rest.ig,
          dm: o.weight + rest.dm,
        };
        if (!top || candidate.ig + candidate.dm > top.ig + top.dm) top = candidate;
      }
      result = top!;
    }
    memo.set(id, result);
    return result;
  };
  return from(p.sections[0]?.id);
}

/** Respira's estimated minimum passing levels for a problem (see CSE_MPL_SHARE in ./cseFormat.ts). */
export function passingLevels(best: Pick<BestPath, 'ig' | 'dm'>): { ig: number; dm: number } {
  return { ig: Math.ceil(best.ig * CSE_MPL_SHARE), dm: Math.ceil(best.dm * CSE_MPL_SHARE) };
}

/**
 * Across many DM sections, how often the best option is also the single longest one. Near 1 / options it is no cue;
 * the content check bounds it so "choose the longest" does not pass.
 */
export function longestIsBestShare(problems: readonly CseProblemContent[]): { sections: number; longestBest: number } {
  let sections = 0;
  let longestBest = 0;
  for (const p of problems)
    for (const s of p.sections) {
      if (s.kind !== 'dm') continue;
      sections++;
      const top = Math.max(...s.options.map((o) => o.weight));
      const longest = Math.max(...s.options.map((o) => o.text.length));
      const best = s.options.find((o) => o.weight === top)!;
      if (best.text.length === longest && s.options.filter((o) => o.text.length === longest).length === 1) longestBest++;
    }
  return { sections, longestBest };
}
