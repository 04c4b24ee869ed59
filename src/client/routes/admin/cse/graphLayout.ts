// Where the CSE graph view draws each section (issue #32): rows by the longest path from the first section, so every
// arrow of a sound problem points down; what the graph check would refuse (unreachable sections, targets that do not
// exist, loops) is laid out too, and marked, so the admin sees it where it is.
import type { CseProblemContent, CseSection } from '../../../../shared/cse';

export const NODE_W = 120;
export const NODE_H = 44;
const COL_GAP = 36;
const ROW_GAP = 72;
const MARGIN = 24;

export interface GraphNode {
  key: string;
  kind: 'ig' | 'dm' | 'end' | 'missing';
  label: string;
  x: number;
  y: number;
  unreachable: boolean;
  best: boolean;
}
export interface GraphEdge {
  from: string;
  to: string;
  /** The DM options that take this arrow ("a, c"); empty for an IG section's next. */
  label: string;
  self: boolean;
  best: boolean;
  broken: boolean;
}
interface GraphLayout {
  nodes: GraphNode[];
  edges: GraphEdge[];
  width: number;
  height: number;
}

const END = '(end)';
const missingKey = (id: string) => `(missing) ${id}`;

function targets(s: CseSection): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (to: string, label: string) => out.set(to, [...(out.get(to) ?? []), label]);
  if (s.kind === 'ig') add(s.next ?? END, '');
  else for (const o of s.options) add(o.next ?? END, o.id);
  return out;
}

export function layoutGraph(p: CseProblemContent, bestIds: readonly string[] | null): GraphLayout {
  const byId = new Map<string, CseSection>();
  for (const s of p.sections) if (!byId.has(s.id)) byId.set(s.id, s);
  const keyOf = (to: string) => (to === END || byId.has(to) ? to : missingKey(to));

  const edges: GraphEdge[] = [];
  const onBest = new Set<string>();
  (bestIds ?? []).forEach((id, i, all) => onBest.add(`${id}>${all[i + 1] ?? END}`));
  for (const s of byId.values())
    for (const [to, labels] of targets(s)) {
      const key = keyOf(to);
      edges.push({
        from: s.id,
        to: key,
        label: labels.filter(Boolean).join(', '),
        self: to === s.id,
        best: onBest.has(`${s.id}>${to}`),
        broken: key.startsWith('(missing)'),
      });
    }

  // Longest path from the first section; an arrow back to a section still being walked (a loop) is not followed.
  const depth = new Map<string, number>();
  const walking = new Set<string>();
  const walk = (id: string, d: number) => {
    if (walking.has(id) || (depth.get(id) ?? -1) >= d) return;
    depth.set(id, d);
    walking.add(id);
    for (const e of edges) if (e.from === id && !e.self && byId.has(e.to)) walk(e.to, d + 1);
    walking.delete(id);
  };
  const first = p.sections[0]?.id;
  if (first !== undefined) walk(first, 0);
  const reached = new Set(depth.keys());
  const last = Math.max(0, ...depth.values());
  for (const e of edges)
    if (!byId.has(e.to) && reached.has(e.from)) depth.set(e.to, Math.max(depth.get(e.to) ?? 0, depth.get(e.from)! + 1));
  const endRow = Math.max(last + 1, ...[...depth.entries()].filter(([k]) => k.startsWith('(missing)')).map(([, d]) => d));
  depth.set(END, endRow);
  for (const s of byId.values()) if (!reached.has(s.id)) depth.set(s.id, endRow + 1);
  for (const e of edges) if (!depth.has(e.to)) depth.set(e.to, endRow + 2);

  const rows = new Map<number, string[]>();
  for (const [key, d] of depth) rows.set(d, [...(rows.get(d) ?? []), key]);
  const order = (k: string) => (k === END ? 1e6 : p.sections.findIndex((s) => s.id === k));
  const widest = Math.max(1, ...[...rows.values()].map((r) => r.length));
  const width = MARGIN * 2 + widest * NODE_W + (widest - 1) * COL_GAP + 40;
  const height = MARGIN * 2 + (Math.max(...rows.keys()) + 1) * (NODE_H + ROW_GAP) - ROW_GAP;

  const nodes: GraphNode[] = [];
  for (const [d, keys] of rows) {
    keys.sort((a, b) => order(a) - order(b));
    const rowWidth = keys.length * NODE_W + (keys.length - 1) * COL_GAP;
    keys.forEach((key, i) => {
      const s = byId.get(key);
      nodes.push({
        key,
        kind: s ? s.kind : key === END ? 'end' : 'missing',
        label: s ? `${s.kind.toUpperCase()} · ${s.id}` : key === END ? 'End' : `${key.slice(10)} missing`,
        x: (width - rowWidth) / 2 + i * (NODE_W + COL_GAP),
        y: MARGIN + d * (NODE_H + ROW_GAP),
        unreachable: s ? !reached.has(key) : false,
        best: key === END ? Boolean(bestIds?.length) : (bestIds ?? []).includes(key),
      });
    });
  }
  return { nodes, edges, width, height };
}
