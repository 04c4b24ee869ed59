// The CSE editor's form state and the live check it runs as the admin types (issue #32): the same zod schema and
// graph rules the server applies on save, so the list of problems shown is the list the server would answer with.
import {
  cseProblemContentSchema,
  type CseOption,
  type CseProblemContent,
  type CseProblemInput,
  type CseSection,
} from '../../../../shared/cse';
import type { CseCategory } from '../../../../shared/cseFormat';
import { checkCseProblem } from '../../../../shared/cseGraph';
import type { RouterOutput } from '../../../lib/types';

export type AdminCseProblem = RouterOutput['admin']['cseProblem'];

export interface CseFormValues {
  title: string;
  category: CseCategory;
  scenario: string;
  source: string;
  written: string;
  reviewed: string;
  sample: boolean;
  status: 'published' | 'draft';
  sections: CseSection[];
}

const option = (id: string, next?: string | null): CseOption => ({ id, text: '', weight: 0, result: '', rationale: '', next });

/** The next id not taken: s1, s2… for sections, a, b… for options. */
function freeId(taken: readonly string[], kind: 'section' | 'option'): string {
  for (let i = 0; ; i++) {
    const id = kind === 'section' ? `s${i + 1}` : i < 26 ? String.fromCharCode(97 + i) : `o${i + 1}`;
    if (!taken.includes(id)) return id;
  }
}

export function emptySection(kind: 'ig' | 'dm', taken: readonly string[]): CseSection {
  const id = freeId(taken, 'section');
  const ids = kind === 'ig' ? ['a', 'b', 'c', 'd', 'e'] : ['a', 'b', 'c'];
  return kind === 'ig'
    ? { id, kind, prompt: '', next: null, options: ids.map((o) => option(o)) }
    : { id, kind, prompt: '', options: ids.map((o) => option(o, null)) };
}

export function emptyOption(section: CseSection): CseOption {
  return option(
    freeId(
      section.options.map((o) => o.id),
      'option',
    ),
    section.kind === 'dm' ? null : undefined,
  );
}

/** A section switched to the other kind: IG branches by the section's next, DM by each option's. */
export function withKind(s: CseSection, kind: 'ig' | 'dm'): CseSection {
  if (kind === s.kind) return s;
  return kind === 'ig'
    ? { ...s, kind, next: null, options: s.options.map((o) => ({ ...o, next: undefined })) }
    : { ...s, kind, next: undefined, options: s.options.map((o) => ({ ...o, next: null })) };
}

export function initialValues(p: AdminCseProblem | null): CseFormValues {
  if (!p) {
    return {
      title: '',
      category: 'adult-chronic-airways',
      scenario: '',
      source: '',
      written: new Date().toISOString().slice(0, 10),
      reviewed: '',
      sample: false,
      status: 'draft',
      sections: [emptySection('ig', []), emptySection('dm', ['s1'])],
    };
  }
  return {
    title: p.content.title,
    category: p.content.category,
    scenario: p.content.scenario,
    source: p.source,
    written: p.written ?? '',
    reviewed: p.reviewed ?? '',
    sample: p.sample,
    status: p.status,
    sections: p.content.sections,
  };
}

export function contentOf(v: CseFormValues): CseProblemContent {
  return { title: v.title, category: v.category, scenario: v.scenario, sections: v.sections };
}

export function toInput(v: CseFormValues): CseProblemInput {
  return {
    ...contentOf(v),
    source: v.source,
    written: v.written || undefined,
    reviewed: v.reviewed || null,
    sample: v.sample,
    status: v.status,
  };
}

/** Everything the save would refuse, field problems first (the graph is checked once the fields hold). */
export function liveCheck(v: CseFormValues): { problems: string[]; content: CseProblemContent | null } {
  const parsed = cseProblemContentSchema.safeParse(contentOf(v));
  if (!parsed.success) {
    // "section s2, option c" reads better than sections.1.options.2.
    const where = (path: PropertyKey[]) => {
      const s = typeof path[1] === 'number' ? v.sections[path[1]] : undefined;
      const o = s && typeof path[3] === 'number' ? s.options[path[3]] : undefined;
      if (path[0] !== 'sections' || !s) return String(path[0] ?? 'problem');
      return o ? `section ${s.id || '?'}, option ${o.id || '?'}` : `section ${s.id || '?'}`;
    };
    return { problems: parsed.error.issues.map((i) => `${where(i.path)}: ${i.message}`), content: null };
  }
  const problems = checkCseProblem(parsed.data);
  return { problems, content: problems.length ? null : parsed.data };
}

/** The list with item i swapped with its neighbour (unchanged at either end). */
export function moved<T>(list: readonly T[], i: number, by: -1 | 1): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}
