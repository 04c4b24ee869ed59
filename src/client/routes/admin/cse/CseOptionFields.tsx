// One option of a CSE section in the editor: what the learner selects, its weight, what it reveals, why, and (in a
// decision-making section) where it leads.
import { Box, Button, Field, Flex, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import type { CseOption, CseSection } from '../../../../shared/cse';
import { CSE_WEIGHTS, CSE_WEIGHT_LABELS, type CseWeight } from '../../../../shared/cseFormat';

/** A target as a select value: "" is the end of the problem (null on the wire). */
export function NextSelect({
  label,
  value,
  self,
  sectionIds,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  self: CseSection;
  sectionIds: readonly string[];
  onChange: (next: string | null) => void;
}) {
  const current = value ?? '';
  const known = current === '' || sectionIds.includes(current);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={current} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}>
          {!known && <option value={current}>Section {current} (does not exist)</option>}
          {sectionIds
            .filter((id) => id !== self.id)
            .map((id) => (
              <option key={id} value={id}>
                Section {id}
              </option>
            ))}
          {self.kind === 'dm' && <option value={self.id}>Same section (choose again)</option>}
          <option value="">End of problem</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function CseOptionFields({
  section,
  option,
  index,
  sectionIds,
  onChange,
  onRemove,
  onMove,
}: {
  section: CseSection;
  option: CseOption;
  index: number;
  sectionIds: readonly string[];
  onChange: (o: CseOption) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const set = (patch: Partial<CseOption>) => onChange({ ...option, ...patch });
  const name = `option ${option.id || index + 1} of section ${section.id}`;
  return (
    <Box p="3" borderWidth="1px" borderRadius="md" bg="gray.50" data-testid={`cse-option-${section.id}-${index}`}>
      <Flex gap="2" align="end" wrap="wrap">
        <Field.Root w="20">
          <Field.Label>Option id</Field.Label>
          <Input size="sm" value={option.id} onChange={(e) => set({ id: e.target.value })} />
        </Field.Root>
        <Field.Root flex="1" minW="48">
          <Field.Label>Option text</Field.Label>
          <Input size="sm" value={option.text} onChange={(e) => set({ text: e.target.value })} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '64' }}>
          <Field.Label>Weight</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={String(option.weight)} onChange={(e) => set({ weight: Number(e.target.value) as CseWeight })}>
              {[...CSE_WEIGHTS].reverse().map((w) => (
                <option key={w} value={w}>
                  {w > 0 ? `+${w}` : w} · {CSE_WEIGHT_LABELS[w]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
        <Field.Root>
          <Field.Label>Result (what the choice reveals)</Field.Label>
          <Textarea size="sm" rows={2} value={option.result} onChange={(e) => set({ result: e.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Rationale (shown in the review)</Field.Label>
          <Textarea size="sm" rows={2} value={option.rationale} onChange={(e) => set({ rationale: e.target.value })} />
        </Field.Root>
      </SimpleGrid>
      <Flex gap="2" mt="2" align="end" wrap="wrap" justify="space-between">
        {section.kind === 'dm' ? (
          <Box minW="56">
            <NextSelect label="Leads to" value={option.next} self={section} sectionIds={sectionIds} onChange={(next) => set({ next })} />
          </Box>
        ) : (
          <Box />
        )}
        <Flex gap="1">
          <Button size="xs" variant="outline" onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
            ↑
          </Button>
          <Button size="xs" variant="outline" onClick={() => onMove(1)} aria-label={`Move ${name} down`}>
            ↓
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
