import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { AdminTopic, Variant } from './types';

interface Props {
  variant: Variant;
  search: string;
  onSearch: (value: string) => void;
  topicId: string;
  onTopic: (value: string) => void;
  topics: AdminTopic[];
}

export function QuestionFilters({ variant, search, onSearch, topicId, onTopic, topics }: Props) {
  const full = variant === 'full';
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
      <Field.Root flex="2">
        <Field.Label>Search</Field.Label>
        <Input type="search" placeholder="Search questions..." value={search} onChange={(e) => onSearch(e.target.value)} />
      </Field.Root>
      <Field.Root flex="1" minW={{ md: '16rem' }}>
        <Field.Label>{full ? 'Category' : 'Topic'}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={topicId} onChange={(e) => onTopic(e.target.value)}>
            <option value="">{full ? 'All Categories' : 'All Topics'}</option>
            {topics.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {full ? `${t.name} (${t.questionCount})` : t.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
