import { Box, Heading, Table } from '@chakra-ui/react';

interface Row {
  section: string | null;
  name: string;
  answered: number;
  total: number;
  percentCorrect: number | null;
}

/** The learner's latest answers by RTE breadth section (I.A … III.I), as the RTE's score report will name them. */
export function RteSectionProgress({ rows }: { rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <Heading as="h3" size="md" mt="5" mb="3">
        Progress by RTE section
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="xl" p="3" overflowX="auto">
        <Table.Root size="sm" data-testid="rte-section-progress">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>RTE section</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Answered</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Right</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((s) => (
              <Table.Row key={s.section ?? 'unplaced'}>
                <Table.Cell>{s.section ? `${s.section} ${s.name}` : s.name}</Table.Cell>
                <Table.Cell textAlign="end">
                  {s.answered} / {s.total}
                </Table.Cell>
                <Table.Cell textAlign="end">{s.percentCorrect === null ? '—' : `${s.percentCorrect}%`}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
