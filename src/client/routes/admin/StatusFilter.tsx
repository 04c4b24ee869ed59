import { Button, Group } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { QuestionStatus } from './types';

/** Published bank or AI drafts awaiting review (issue #7); the drafts count comes from admin.stats. */
export function StatusFilter({ value, onChange }: { value: QuestionStatus; onChange: (v: QuestionStatus) => void }) {
  const trpc = useTRPC();
  const drafts = useQuery(trpc.admin.stats.queryOptions()).data?.draftQuestions;
  const options: { status: QuestionStatus; label: string }[] = [
    { status: 'published', label: 'Published' },
    { status: 'draft', label: drafts === undefined ? 'Drafts' : `Drafts (${drafts})` },
  ];
  return (
    <Group attached role="group" aria-label="Question status" data-testid="status-filter">
      {options.map((o) => {
        const on = value === o.status;
        return (
          <Button
            key={o.status}
            size="sm"
            colorPalette="teal"
            variant={on ? 'solid' : 'outline'}
            aria-pressed={on}
            fontWeight={on ? 'bold' : 'medium'}
            onClick={() => onChange(o.status)}
          >
            {o.label}
          </Button>
        );
      })}
    </Group>
  );
}
