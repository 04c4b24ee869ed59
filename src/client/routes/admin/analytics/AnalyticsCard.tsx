import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors';

interface Props {
  title: string;
  description?: string;
  query: { isPending: boolean; error: unknown };
  /** The spec's exact words for a chart with nothing to draw. */
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** One analytics panel: title, then a placeholder while loading, the error, the empty text or the chart. */
export function AnalyticsCard({ title, description, query, emptyText, isEmpty, children }: Props) {
  let body: ReactNode;
  if (query.isPending) body = <Skeleton height="200px" />;
  else if (query.error)
    body = (
      <Text color="red.700" role="alert">
        {errorMessage(query.error, `Could not load ${title}.`)}
      </Text>
    );
  else if (isEmpty)
    body = (
      <Text color="fg.muted" py="10" textAlign="center">
        {emptyText}
      </Text>
    );
  else body = children;
  return (
    <Box bg="white" p={{ base: 4, md: 5 }} borderRadius="xl" borderWidth="1px" minW="0" className="analytics-card">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm" mb="3">
          {description}
        </Text>
      )}
      <Box mt={description ? 0 : 3} aria-busy={query.isPending}>
        {body}
      </Box>
    </Box>
  );
}
