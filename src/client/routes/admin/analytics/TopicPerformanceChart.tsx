import { Box, Flex } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { colorAt, truncate } from './palette';
import type { TopicPerf } from './reports';

/** Room per topic so thirteen pairs of bars stay legible; narrower screens scroll sideways. */
const PX_PER_TOPIC = 64;

/** Attempts (left axis) and average score (right axis; its bars also carry a dashed outline) per topic. */
export function TopicPerformanceChart({ perf }: { perf: TopicPerf[] }) {
  return (
    <ChartFigure
      label={`Topic Performance Analysis: attempts and average score for ${perf.length} topic${perf.length === 1 ? '' : 's'}`}
      table={{
        caption: 'Attempts and average score per topic',
        head: ['Topic', 'Attempts', 'Average score (%)'],
        rows: perf.map((p) => [p.topicName, p.attempts, p.avgScore]),
      }}
    >
      {/* The legend stays outside the sideways-scrolling chart so it is always in view. */}
      <Flex as="ul" aria-hidden listStyleType="none" gap="4" wrap="wrap" fontSize="sm" mb="2">
        <Flex as="li" align="center" gap="2">
          <Box w="3" h="3" bg={colorAt(1)} borderRadius="sm" />
          Attempts (left axis)
        </Flex>
        <Flex as="li" align="center" gap="2">
          <Box w="3" h="3" bg={colorAt(2)} borderRadius="sm" borderWidth="1px" borderStyle="dashed" borderColor="#7c2d12" />
          Average score, % (right axis)
        </Flex>
      </Flex>
      <Box overflowX="auto" className="analytics-scroll">
        <Box minW={`${Math.max(320, perf.length * PX_PER_TOPIC)}px`}>
          <ResponsiveContainer width="100%" height={320}>
            <BarChart data={perf} margin={{ top: 8, right: 4, left: 12, bottom: 4 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e4e4e7" />
              <XAxis
                dataKey="topicName"
                tickFormatter={(n: string) => truncate(n, 10)}
                interval={0}
                angle={-35}
                textAnchor="end"
                height={80}
                fontSize={12}
              />
              <YAxis yAxisId="attempts" allowDecimals={false} fontSize={12} width={40} />
              <YAxis yAxisId="score" orientation="right" domain={[0, 100]} unit="%" fontSize={12} width={48} />
              <Tooltip />
              <Bar yAxisId="attempts" dataKey="attempts" name="Attempts" fill={colorAt(1)} />
              <Bar yAxisId="score" dataKey="avgScore" name="Average score (%)" fill={colorAt(2)} stroke="#7c2d12" strokeDasharray="3 2" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Box>
    </ChartFigure>
  );
}
