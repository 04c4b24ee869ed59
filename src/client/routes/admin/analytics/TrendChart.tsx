import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { colorAt, longDay, shortDay } from './palette';
import type { TrendPoint } from './reports';

/** Attempts (left axis) and average score (right axis, dashed) per day. */
export function TrendChart({ trends }: { trends: TrendPoint[] }) {
  const first = trends[0]!;
  const last = trends[trends.length - 1]!;
  return (
    <ChartFigure
      label={`Quiz Activity Trends: attempts and average score per day, ${longDay(first.date)} to ${longDay(last.date)}`}
      table={{
        caption: 'Quiz attempts and average score by date',
        head: ['Date', 'Attempts', 'Average score (%)'],
        rows: trends.map((t) => [longDay(t.date), t.count, t.avgScore]),
      }}
    >
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={trends} margin={{ top: 8, right: 4, left: -8, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
          <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={12} fontSize={12} />
          <YAxis yAxisId="attempts" allowDecimals={false} fontSize={12} width={40} />
          <YAxis yAxisId="score" orientation="right" domain={[0, 100]} unit="%" fontSize={12} width={48} />
          <Tooltip labelFormatter={(d) => (typeof d === 'string' ? longDay(d) : d)} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Line yAxisId="attempts" type="linear" dataKey="count" name="Attempts" stroke={colorAt(0)} strokeWidth={2} />
          <Line
            yAxisId="score"
            type="linear"
            dataKey="avgScore"
            name="Average score (%)"
            stroke={colorAt(2)}
            strokeWidth={2}
            strokeDasharray="6 3"
            dot={{ r: 3, strokeDasharray: '' }}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
