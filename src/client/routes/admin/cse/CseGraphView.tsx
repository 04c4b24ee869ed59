// The CSE graph view (issue #32): each section a node (IG a blue rounded box, DM an orange hexagon, each labelled),
// an arrow for an IG section's next and for each DM option's target, "choose again" as a loop, the End node, the
// best path in bold green, and what the graph check refuses in red. Scrolls inside its box on a phone.
import { Box, Text } from '@chakra-ui/react';
import type { CseProblemContent } from '../../../../shared/cse';
import { NODE_H, NODE_W, layoutGraph, type GraphEdge, type GraphNode } from './graphLayout';

const COLORS = {
  ig: { fill: '#dbeafe', stroke: '#1d4ed8' },
  dm: { fill: '#ffedd5', stroke: '#c2410c' },
  end: { fill: '#e5e7eb', stroke: '#374151' },
  missing: { fill: '#fee2e2', stroke: '#b91c1c' },
} as const;
const EDGE = { plain: '#6b7280', best: '#15803d', broken: '#b91c1c' } as const;

function Node({ n }: { n: GraphNode }) {
  const c = COLORS[n.kind];
  const stroke = n.unreachable ? COLORS.missing.stroke : c.stroke;
  const dash = n.unreachable || n.kind === 'missing' ? '5 4' : undefined;
  const width = n.best ? 3.5 : 1.5;
  const { x, y } = n;
  const shape =
    n.kind === 'dm' ? (
      <polygon
        points={`${x + 14},${y} ${x + NODE_W - 14},${y} ${x + NODE_W},${y + NODE_H / 2} ${x + NODE_W - 14},${y + NODE_H} ${x + 14},${y + NODE_H} ${x},${y + NODE_H / 2}`}
        fill={c.fill}
        stroke={stroke}
        strokeWidth={width}
        strokeDasharray={dash}
      />
    ) : (
      <rect
        x={x}
        y={y}
        width={NODE_W}
        height={NODE_H}
        rx={n.kind === 'end' ? NODE_H / 2 : 8}
        fill={c.fill}
        stroke={stroke}
        strokeWidth={width}
        strokeDasharray={dash}
      />
    );
  return (
    <g data-testid={`cse-graph-node-${n.key}`} data-best={n.best || undefined} data-unreachable={n.unreachable || undefined}>
      {shape}
      <text x={x + NODE_W / 2} y={y + (n.unreachable ? 18 : 27)} textAnchor="middle" fontSize="13" fontWeight="600" fill="#111827">
        {n.label}
      </text>
      {n.unreachable && (
        <text x={x + NODE_W / 2} y={y + 34} textAnchor="middle" fontSize="11" fill={COLORS.missing.stroke}>
          unreachable
        </text>
      )}
    </g>
  );
}

function Edge({ e, at }: { e: GraphEdge; at: Map<string, GraphNode> }) {
  const a = at.get(e.from);
  const b = at.get(e.to);
  if (!a || !b) return null;
  const color = e.broken ? EDGE.broken : e.best ? EDGE.best : EDGE.plain;
  const marker = `url(#cse-arrow-${e.broken ? 'broken' : e.best ? 'best' : 'plain'})`;
  let d: string;
  let lx: number;
  let ly: number;
  if (e.self) {
    // "Choose again": a loop on the node's right side.
    const x = a.x + NODE_W;
    const y = a.y + NODE_H / 2;
    d = `M ${x - 4} ${y - 12} C ${x + 40} ${y - 34}, ${x + 40} ${y + 34}, ${x - 4} ${y + 12}`;
    lx = x + 34;
    ly = y + 4;
  } else if (b.y > a.y) {
    const x1 = a.x + NODE_W / 2;
    const y1 = a.y + NODE_H;
    const x2 = b.x + NODE_W / 2;
    const y2 = b.y;
    d = `M ${x1} ${y1} C ${x1} ${(y1 + y2) / 2}, ${x2} ${(y1 + y2) / 2}, ${x2} ${y2 - 2}`;
    lx = (x1 + x2) / 2 + 6;
    ly = (y1 + y2) / 2;
  } else {
    // An arrow back up (a loop the check refuses, or out of an unreachable section): around the left side.
    const x1 = a.x;
    const y1 = a.y + NODE_H / 2;
    const x2 = b.x;
    const y2 = b.y + NODE_H / 2;
    const out = Math.min(x1, x2) - 30;
    d = `M ${x1} ${y1} C ${out} ${y1}, ${out} ${y2}, ${x2 - 2} ${y2}`;
    lx = out - 4;
    ly = (y1 + y2) / 2;
  }
  return (
    <g data-testid={`cse-graph-edge-${e.from}-${e.to}`} data-best={e.best || undefined}>
      <path
        d={d}
        fill="none"
        stroke={color}
        strokeWidth={e.best ? 3 : 1.5}
        strokeDasharray={e.broken ? '5 4' : undefined}
        markerEnd={marker}
      />
      {e.label && (
        <text x={lx} y={ly} fontSize="11" fill={color} textAnchor={e.self ? 'start' : 'start'}>
          {e.label}
        </text>
      )}
    </g>
  );
}

export function CseGraphView({ content, bestIds }: { content: CseProblemContent; bestIds: readonly string[] | null }) {
  const g = layoutGraph(content, bestIds);
  const at = new Map(g.nodes.map((n) => [n.key, n]));
  return (
    <Box>
      <Box overflow="auto" maxH="70vh" borderWidth="1px" borderRadius="md" bg="white" data-testid="cse-graph">
        <svg
          width={g.width + 40}
          height={g.height}
          viewBox={`-20 0 ${g.width + 40} ${g.height}`}
          role="img"
          aria-label={`Graph of ${content.sections.length} sections${bestIds ? '; the best path is drawn in bold green' : ''}`}
        >
          <defs>
            {Object.entries(EDGE).map(([name, color]) => (
              <marker
                key={name}
                id={`cse-arrow-${name}`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 10 5 L 0 10 z" fill={color} />
              </marker>
            ))}
          </defs>
          {g.edges.map((e) => (
            <Edge key={`${e.from}>${e.to}`} e={e} at={at} />
          ))}
          {g.nodes.map((n) => (
            <Node key={n.key} n={n} />
          ))}
        </svg>
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Blue boxes are information-gathering sections, orange hexagons decision-making ones; letters on an arrow name the options that take
        it, and a loop is &ldquo;choose again&rdquo;. {bestIds ? 'The best path is drawn in bold green. ' : ''}Red dashes mark a section
        that cannot be reached or a target that does not exist.
      </Text>
    </Box>
  );
}
