import { NativeSelect } from '@chakra-ui/react';
import type { AdminTopic } from './types';

/** A topic picker holding the topic id as text; the empty option means none chosen. */
export function TopicSelect({
  topics,
  value,
  onChange,
  emptyLabel,
  bg,
}: {
  topics: readonly AdminTopic[];
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  bg?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} bg={bg}>
        <option value="">{emptyLabel}</option>
        {topics.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
