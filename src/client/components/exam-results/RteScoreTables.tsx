import { Table, Text } from '@chakra-ui/react';
import { domainOfRteSection, type RteSection } from '../../../shared/rteOutline';
import type { RouterOutput } from '../../lib/types';

type RteReport = NonNullable<NonNullable<RouterOutput['learner']['submitExam']['fidelity']>['rte']>;
type Line = RteReport['breadth']['sections'][number];

const pct = (l: Line) => (l.total ? `${Math.round((l.correct / l.total) * 100)}%` : '–');

/** Three narrow columns so the table fits a 390 px phone: the label wraps, the figures never do. */
function ScoreTable({ caption, testId, rows }: { caption: string; testId: string; rows: (Line & { strong?: boolean; code?: string })[] }) {
  return (
    <Table.Root size="sm" mt="3" data-testid={testId} tableLayout="fixed" width="100%">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Part</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" width="4.5rem">
            Correct
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" width="3.5rem">
            Score
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.key} fontWeight={r.strong ? 'semibold' : undefined}>
            <Table.Cell overflowWrap="anywhere">
              {r.code && (
                <Text as="span" fontWeight="semibold" me="1">
                  {r.code}
                </Text>
              )}
              {r.label}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {r.correct}/{r.total}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {pct(r)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The RTE score report: breadth by the outline's domains (subtotal rows) and their lettered sections, then clinical
 * judgment by patient-condition category and by kind. Scored items only, as the candidate's report reads.
 */
export function RteScoreTables({ report }: { report: RteReport }) {
  const breadthRows = report.breadth.domains.flatMap((d) => [
    { ...d, code: d.key, strong: true },
    ...report.breadth.sections.filter((s) => domainOfRteSection(s.key as RteSection) === d.key).map((s) => ({ ...s, code: s.key })),
  ]);
  return (
    <>
      <ScoreTable
        caption={`Breadth of knowledge by section (${report.breadth.correct}/${report.breadth.total})`}
        testId="rte-sections"
        rows={breadthRows}
      />
      <ScoreTable
        caption={`Clinical judgment by patient condition (${report.judgment.correct}/${report.judgment.total})`}
        testId="rte-categories"
        rows={report.judgment.categories.filter((c) => c.total > 0)}
      />
      <ScoreTable caption="Clinical judgment by kind" testId="rte-kinds" rows={report.judgment.kinds} />
    </>
  );
}
