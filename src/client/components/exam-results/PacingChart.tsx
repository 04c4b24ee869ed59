import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tokenValue } from '../chakra/theme';

// SVG attributes take colours, not the CSS custom properties: the theme's values themselves.
const GRID = tokenValue('colors.gray.200');
const BUDGET = tokenValue('colors.brand.700');
const LONG = tokenValue('colors.accent');
const ON_TIME = tokenValue('colors.teal.500');

/** Seconds per item as bars, the per-item budget as a line; items that ran long are drawn in orange. Loaded on demand. */
export default function PacingChart({ seconds, budget, longItems }: { seconds: number[]; budget: number; longItems: number[] }) {
  const long = new Set(longItems);
  const data = seconds.map((s, i) => ({ item: i + 1, seconds: s }));
  return (
    <div
      role="img"
      aria-label={`Time per item: ${seconds.length} items against a budget of ${budget} seconds each`}
      data-testid="pacing-chart"
    >
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={GRID} />
          <XAxis dataKey="item" interval="preserveStartEnd" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} unit=" s" width={48} />
          <Tooltip
            formatter={(v) => [`${String(v)} s`, 'Time']}
            labelFormatter={(l) => (typeof l === 'number' || typeof l === 'string' ? `Item ${l}` : '')}
          />
          <ReferenceLine y={budget} stroke={BUDGET} strokeDasharray="4 4" />
          <Bar dataKey="seconds" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.item} fill={long.has(d.item) ? LONG : ON_TIME} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
