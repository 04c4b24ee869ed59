import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { TMC_CODES, TMC_CODE_TITLES } from '../../../shared/bankVocabulary';
import type { AdminTopic, Variant } from './types';

interface Props {
  variant: Variant;
  search: string;
  onSearch: (value: string) => void;
  topicId: string;
  onTopic: (value: string) => void;
  topics: AdminTopic[];
  tmcCode: string;
  onTmcCode: (value: string) => void;
}

export function QuestionFilters({ variant, search, onSearch, topicId, onTopic, topics, tmcCode, onTmcCode }: Props) {
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
      <Field.Root flex="1" minW={{ md: '12rem' }}>
        <Field.Label>TMC area</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={tmcCode} onChange={(e) => onTmcCode(e.target.value)}>
            <option value="">All TMC areas</option>
            {TMC_CODES.map((c) => (
              <option key={c} value={c} title={TMC_CODE_TITLES[c]}>
                {c}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
