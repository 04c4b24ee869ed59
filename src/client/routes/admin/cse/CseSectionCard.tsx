// One section of a CSE problem in the editor (issue #32): its id, kind, prompt, optional exhibit and its options; an
// information-gathering section says which section follows it, a decision-making one lets each option say.
import { Badge, Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { memo } from 'react';
import { CSE_DM_OPTIONS, CSE_IG_OPTIONS, type CseOption, type CseSection } from '../../../../shared/cse';
import { ExhibitEditor, type ExhibitValue } from '../ExhibitEditor';
import { CseOptionFields, NextSelect } from './CseOptionFields';
import { emptyOption, moved, withKind } from './cseForm';

const KIND_NAMES = { ig: 'Information gathering', dm: 'Decision making' } as const;

/** Memoized: typing in one section re-renders that card only (a problem has up to 10 sections and 160 options). */
export const CseSectionCard = memo(function CseSectionCard({
  cardKey,
  section,
  index,
  count,
  sectionIds,
  onChange,
  onRemove,
  onMove,
  onExhibit,
}: {
  cardKey: string;
  section: CseSection;
  index: number;
  count: number;
  sectionIds: readonly string[];
  onChange: (index: number, s: CseSection) => void;
  onRemove: (index: number, cardKey: string) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onExhibit: (cardKey: string, sectionId: string, problem: string | null) => void;
}) {
  const set = (patch: Partial<CseSection>) => onChange(index, { ...section, ...patch });
  const setOption = (i: number, o: CseOption) => set({ options: section.options.map((x, j) => (j === i ? o : x)) });
  const limits = section.kind === 'ig' ? CSE_IG_OPTIONS : CSE_DM_OPTIONS;
  const exhibitChanged = (v: ExhibitValue) => {
    onExhibit(cardKey, section.id, v.problem);
    onChange(index, { ...section, exhibit: v.exhibit ?? undefined });
  };
  return (
    <Box p="4" borderWidth="1px" borderRadius="lg" bg="white" data-testid={`cse-section-${index}`}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" mb="3">
        <Flex gap="2" align="center">
          <Heading as="h3" size="sm">
            Section {index + 1}
            {index === 0 ? ' (opens the problem)' : ''}
          </Heading>
          <Badge colorPalette={section.kind === 'ig' ? 'blue' : 'orange'}>{KIND_NAMES[section.kind]}</Badge>
        </Flex>
        <Flex gap="1">
          <Button
            size="xs"
            variant="outline"
            disabled={index === 0}
            onClick={() => onMove(index, -1)}
            aria-label={`Move section ${index + 1} up`}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="outline"
            disabled={index === count - 1}
            onClick={() => onMove(index, 1)}
            aria-label={`Move section ${index + 1} down`}
          >
            ↓
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onRemove(index, cardKey)}
            aria-label={`Remove section ${index + 1}`}
          >
            Remove
          </Button>
        </Flex>
      </Flex>
      <Stack gap="3">
        <Flex gap="3" wrap="wrap">
          <Field.Root w="28">
            <Field.Label>Section id</Field.Label>
            <Input size="sm" value={section.id} onChange={(e) => set({ id: e.target.value })} />
          </Field.Root>
          <Field.Root w="56">
            <Field.Label>Kind</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={section.kind}
                onChange={(e) => onChange(index, withKind(section, e.target.value === 'dm' ? 'dm' : 'ig'))}
              >
                <option value="ig">{KIND_NAMES.ig}</option>
                <option value="dm">{KIND_NAMES.dm}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {section.kind === 'ig' && (
            <Box minW="56">
              <NextSelect
                label="Next section"
                value={section.next}
                self={section}
                sectionIds={sectionIds}
                onChange={(next) => set({ next })}
              />
            </Box>
          )}
        </Flex>
        <Field.Root>
          <Field.Label>Prompt (new findings, then the instruction)</Field.Label>
          <Textarea size="sm" rows={3} value={section.prompt} onChange={(e) => set({ prompt: e.target.value })} />
        </Field.Root>
        <ExhibitEditor initial={section.exhibit} onChange={exhibitChanged} />
        <Text fontSize="sm" color="fg.muted">
          {section.kind === 'ig'
            ? `Select as many as indicated: ${limits.min}–${limits.max} options, each revealing its result.`
            : `Choose only one: ${limits.min}–${limits.max} options, one of them best; each says where it leads.`}
        </Text>
        {section.options.map((o, i) => (
          <CseOptionFields
            key={i}
            section={section}
            option={o}
            index={i}
            sectionIds={sectionIds}
            onChange={(next) => setOption(i, next)}
            onRemove={() => set({ options: section.options.filter((_, j) => j !== i) })}
            onMove={(by) => set({ options: moved(section.options, i, by) })}
          />
        ))}
        <Box>
          <Button
            size="sm"
            variant="outline"
            disabled={section.options.length >= limits.max}
            onClick={() => set({ options: [...section.options, emptyOption(section)] })}
          >
            Add option
          </Button>
        </Box>
      </Stack>
    </Box>
  );
});
