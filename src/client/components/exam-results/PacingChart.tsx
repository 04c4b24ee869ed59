import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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
          <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
          <XAxis dataKey="item" interval="preserveStartEnd" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} unit=" s" width={48} />
          <Tooltip
            formatter={(v) => [`${String(v)} s`, 'Time']}
            labelFormatter={(l) => (typeof l === 'number' || typeof l === 'string' ? `Item ${l}` : '')}
          />
          <ReferenceLine y={budget} stroke="#0f766e" strokeDasharray="4 4" />
          <Bar dataKey="seconds" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.item} fill={long.has(d.item) ? '#c2410c' : '#14b8a6'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
