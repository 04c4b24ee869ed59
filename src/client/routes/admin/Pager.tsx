import { Button, HStack, Text } from '@chakra-ui/react';

interface Props {
  page: number;
  pageCount: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

export function Pager({ page, pageCount, total, onPage, busy = false }: Props) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" as="nav" aria-label="Question pages">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page + 1} of {pageCount} · {total} {total === 1 ? 'question' : 'questions'}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => onPage(page - 1)} disabled={busy || page === 0}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => onPage(page + 1)} disabled={busy || page + 1 >= pageCount}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
