import { Box, Progress, Skeleton, Text } from '@chakra-ui/react';

interface Props {
  label: string;
  value: number | undefined;
  suffix?: string;
  caption: string;
  loading?: boolean;
  /** Draws a bar filled to `value` percent under the figure. */
  bar?: boolean;
}

export function StatCard({ label, value, suffix, caption, loading = false, bar = false }: Props) {
  const testId = `stat-${label.toLowerCase().replace(/[^a-z]+/g, '-').replace(/-$/, '')}`;
  return (
    <Box bg="white" p="5" borderRadius="xl" borderWidth="1px" data-testid={testId}>
      <Text color="fg.muted" fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Skeleton loading={loading} mt="1" minH="9">
        <Text fontSize="3xl" fontWeight="bold" color="teal.700" lineHeight="short">
          {value ?? 0}
          {suffix}
        </Text>
      </Skeleton>
      {bar && (
        <Progress.Root value={Math.min(100, Math.max(0, value ?? 0))} max={100} size="sm" colorPalette="teal" mt="2" aria-label={label}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text fontSize="sm" color="fg.muted" mt="2">
        {caption}
      </Text>
    </Box>
  );
}
