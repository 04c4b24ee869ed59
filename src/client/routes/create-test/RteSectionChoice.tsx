import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  domainOfRteSection,
  RTE_DOMAINS,
  RTE_DOMAIN_TITLES,
  RTE_SECTIONS,
  RTE_SECTION_TITLES,
  type RteSection,
} from '../../../shared/rteOutline';
import { Choice } from './Choice';

interface Props {
  /** null: any section, items the outline does not place yet included. */
  chosen: RteSection[] | null;
  onChange: (sections: RteSection[] | null) => void;
  /** What the chosen pools hold in each section within the chosen topics (learner.testPoolCounts). */
  counts?: readonly { section: RteSection; available: number }[];
}

/**
 * The RTE's breadth sections beside the topics: a learner preparing for the RTE studies the outline's lines (I.A …
 * III.I) as the score report will name them. Unticking a section from "any" keeps the other fifteen.
 */
export function RteSectionChoice({ chosen, onChange, counts }: Props) {
  const available = new Map(counts?.map((c) => [c.section, c.available]) ?? []);
  const isOn = (s: RteSection) => chosen === null || chosen.includes(s);
  const toggle = (s: RteSection) => {
    const current = chosen ?? [...RTE_SECTIONS];
    onChange(current.includes(s) ? current.filter((x) => x !== s) : RTE_SECTIONS.filter((x) => x === s || current.includes(x)));
  };
  return (
    <Box as="fieldset" data-testid="rte-sections">
      <Heading as="legend" size="md" mb="1">
        RTE sections
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {chosen === null
          ? 'Any section of the RTE outline. Untick sections to leave them out.'
          : `${chosen.length} of ${RTE_SECTIONS.length} sections of the RTE outline.`}
      </Text>
      <Button size="sm" variant="outline" mb="3" onClick={() => onChange(chosen === null ? [] : null)}>
        {chosen === null ? 'Clear all sections' : 'Any section'}
      </Button>
      <Stack gap="3">
        {RTE_DOMAINS.map((domain) => (
          <Box key={domain}>
            <Text fontSize="sm" fontWeight="semibold" mb="1">
              {domain}. {RTE_DOMAIN_TITLES[domain]}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {RTE_SECTIONS.filter((s) => domainOfRteSection(s) === domain).map((s) => (
                <Choice
                  key={s}
                  type="checkbox"
                  name="rteSections"
                  checked={isOn(s)}
                  onChange={() => toggle(s)}
                  testId={`rte-section-${s}`}
                  count={available.get(s) ?? '…'}
                  label={
                    <Text fontSize="sm">
                      {s} {RTE_SECTION_TITLES[s]}
                    </Text>
                  }
                />
              ))}
            </SimpleGrid>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
