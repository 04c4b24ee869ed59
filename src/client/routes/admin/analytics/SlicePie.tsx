import { Box, Flex, Text } from '@chakra-ui/react';
import { Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { colorAt, truncate } from './palette';
import type { Slice } from './reports';

/**
 * A pie with a legend that names every slice with its count and share, so no slice is told apart by
 * colour alone.
 */
export function SlicePie({
  label,
  caption,
  unit,
  slices,
  nameLength,
}: {
  label: string;
  caption: string;
  unit: string;
  slices: Slice[];
  nameLength?: number;
}) {
  const total = slices.reduce((s, x) => s + x.value, 0);
  // Colour by position in the full list, so a slice keeps its colour when another one is empty.
  const data = slices.map((s, i) => ({ ...s, fill: colorAt(i) })).filter((s) => s.value > 0);
  const share = (v: number) => (total ? Math.round((100 * v) / total) : 0);
  const shown = (name: string) => (nameLength ? truncate(name, nameLength) : name);
  return (
    <ChartFigure
      label={label}
      table={{ caption, head: ['Name', unit, 'Share (%)'], rows: slices.map((s) => [s.name, s.value, share(s.value)]) }}
    >
      <Flex direction="column" gap="3" align="stretch">
        <ResponsiveContainer width="100%" height={200}>
          <PieChart>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              outerRadius="85%"
              stroke={data.length > 1 ? '#fff' : 'none'}
              isAnimationActive={false}
            />
            <Tooltip />
          </PieChart>
        </ResponsiveContainer>
        <Box as="ul" aria-hidden listStyleType="none" fontSize="sm" display="grid" gap="1">
          {data.map((s) => (
            <Flex as="li" key={s.name} align="center" gap="2" title={s.name}>
              <Box w="3" h="3" borderRadius="sm" bg={s.fill} flexShrink={0} />
              <Text flex="1" truncate>
                {shown(s.name)}
              </Text>
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {s.value} ({share(s.value)}%)
              </Text>
            </Flex>
          ))}
        </Box>
      </Flex>
    </ChartFigure>
  );
}
