import { Checkbox, Field, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { RTE_AREAS, RTE_AREA_TITLES, RTE_TOPICS, RTE_TOPIC_TITLES, TMC_CODES, TMC_CODE_TITLES } from '../../../shared/bankVocabulary';
import type { QuestionFormValues } from './questionForm';

type MetadataKey = 'tmcCode' | 'rteArea' | 'rteTopic' | 'tmcOnly' | 'source';

interface Props {
  values: Pick<QuestionFormValues, MetadataKey>;
  set: <K extends MetadataKey>(key: K, value: QuestionFormValues[K]) => void;
}

/** The bank metadata of a question: TMC outline area, RTE area and topic, TMC-only flag and source (the review is ReviewStatus's). */
export function QuestionMetadataFields({ values, set }: Props) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root>
          <Field.Label>TMC outline area</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.tmcCode} onChange={(e) => set('tmcCode', e.target.value)}>
              <option value="">Not classified</option>
              {TMC_CODES.map((c) => (
                <option key={c} value={c}>
                  {c} {TMC_CODE_TITLES[c]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>The outline section follows this area.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>RTE content area</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.rteArea} onChange={(e) => set('rteArea', e.target.value)}>
              <option value="">Not classified</option>
              {RTE_AREAS.map((a) => (
                <option key={a} value={a}>
                  {RTE_AREA_TITLES[a]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>RTE new content</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.rteTopic} onChange={(e) => set('rteTopic', e.target.value)}>
              <option value="">None</option>
              {RTE_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {RTE_TOPIC_TITLES[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>Source</Field.Label>
        <Input
          value={values.source}
          onChange={(e) => set('source', e.target.value)}
          placeholder="Guideline or text the item was checked against, with its year"
        />
      </Field.Root>
      <Checkbox.Root checked={values.tmcOnly} onCheckedChange={(d) => set('tmcOnly', d.checked === true)} size="sm">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>TMC only (relies on diagnostic chest percussion, which the RTE drops)</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
