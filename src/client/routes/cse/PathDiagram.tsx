import { Box, Flex, Text } from '@chakra-ui/react';

interface Props {
  /** Every section of the problem, in its own order: the nodes. */
  sectionIds: string[];
  path: string[];
  bestPath: string[];
}

const STEP = 56;
const PAD = 28;
const MID = 70;
const R = 16;
// The two routes' colours: Chakra's blue and green 600, apart in hue and in dash so colour is never the only signal.
const YOURS = 'var(--chakra-colors-blue-600)';
const BEST = 'var(--chakra-colors-green-600)';

/** Arcs between consecutive sections of a route: above the row for the learner's, below for the best. */
function arcs(route: string[], x: (id: string) => number, side: -1 | 1): string {
  const out: string[] = [];
  for (let i = 1; i < route.length; i++) {
    const a = x(route[i - 1]!);
    const b = x(route[i]!);
    if (a === b) continue;
    const lift = side * Math.min(MID - 10, 14 + Math.abs(b - a) / 4);
    out.push(`M ${a} ${MID + side * R} C ${a} ${MID + lift + side * R}, ${b} ${MID + lift + side * R}, ${b} ${MID + side * R}`);
  }
  return out.join(' ');
}

/** "1 → 2 → 4": a route by section number. */
function routeText(route: string[], sectionIds: string[]): string {
  return route.map((id) => sectionIds.indexOf(id) + 1).join(' → ');
}

/**
 * The sections as numbered nodes in a row, the learner's path arcing above and the best path below. It scrolls
 * inside its own box when a problem is wider than the phone; the sentence under it says the same in words.
 */
export function PathDiagram({ sectionIds, path, bestPath }: Props) {
  const x = (id: string) => PAD + sectionIds.indexOf(id) * STEP;
  const width = PAD * 2 + (sectionIds.length - 1) * STEP;
  const onYours = new Set(path);
  const onBest = new Set(bestPath);
  const words = `Your path: sections ${routeText(path, sectionIds)}. Best path: sections ${routeText(bestPath, sectionIds)}.`;
  return (
    <Box as="figure" data-testid="cse-path-diagram">
      <Box overflowX="auto" bg="white" borderWidth="1px" borderRadius="lg" p="2">
        <svg width={width} height={MID * 2} viewBox={`0 0 ${width} ${MID * 2}`} aria-hidden>
          <path d={arcs(path, x, -1)} fill="none" stroke={YOURS} strokeWidth="3" />
          <path d={arcs(bestPath, x, 1)} fill="none" stroke={BEST} strokeWidth="3" strokeDasharray="6 4" />
          {sectionIds.map((id, i) => (
            <g key={id}>
              <circle
                cx={x(id)}
                cy={MID}
                r={R}
                fill={onYours.has(id) ? 'var(--chakra-colors-blue-50)' : 'white'}
                stroke={onBest.has(id) ? BEST : 'var(--chakra-colors-gray-400)'}
                strokeWidth={onBest.has(id) ? 3 : 1.5}
              />
              <text x={x(id)} y={MID + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill="var(--chakra-colors-gray-800)">
                {i + 1}
              </text>
            </g>
          ))}
        </svg>
      </Box>
      <Flex as="ul" listStyleType="none" gap="4" mt="2" fontSize="sm" wrap="wrap" aria-hidden>
        <Flex as="li" align="center" gap="2">
          <svg width="28" height="8" aria-hidden>
            <line x1="0" y1="4" x2="28" y2="4" stroke={YOURS} strokeWidth="3" />
          </svg>
          Your path (above)
        </Flex>
        <Flex as="li" align="center" gap="2">
          <svg width="28" height="8" aria-hidden>
            <line x1="0" y1="4" x2="28" y2="4" stroke={BEST} strokeWidth="3" strokeDasharray="6 4" />
          </svg>
          Best path (below)
        </Flex>
      </Flex>
      <Text as="figcaption" mt="1" fontSize="sm" data-testid="cse-path-text">
        {words}
      </Text>
    </Box>
  );
}
