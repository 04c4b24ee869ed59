// The review screen's progress: accuracy by outline section (latest answer to each question), and one click to a test of
// the three weakest topics.
import { Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { RteSectionProgress } from './RteSectionProgress';
import { errorMessage } from '../../lib/errors';
import { notify } from '../../components/Toaster';
import { useTRPC } from '../../lib/trpc';

/** Progress by outline section (latest answer to each question), and one click to a test of the three weakest topics. */
export function StudyProgress() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const progress = useQuery({ ...trpc.learner.studyProgress.queryOptions(), staleTime: 0 });
  const create = useMutation(trpc.learner.createTest.mutationOptions());
  const weakest = progress.data?.weakestTopicIds ?? [];
  const names = new Map(progress.data?.topics.map((t) => [t.topicId, t.name]) ?? []);
  const startWeakest = async () => {
    const base = { mode: 'tutor' as const, topicIds: weakest, count: 20 };
    try {
      // What is new or missed in those topics first; when that is empty, any of their questions.
      const t = await create
        .mutateAsync({ ...base, pools: ['unused', 'incorrect'] })
        .catch(() => create.mutateAsync({ ...base, pools: ['all'] }));
      void navigate(`/create-test?test=${t.id}`);
    } catch (err) {
      notify('Could not start the test', errorMessage(err, 'Please try again.'), 'error');
    }
  };
  if (!progress.data) return null;
  return (
    <Box mt="8">
      <Heading as="h2" size="lg" mb="3">
        Progress by outline section
      </Heading>
      <Box bg="white" borderWidth="1px" borderRadius="xl" p="3" overflowX="auto">
        <Table.Root size="sm" data-testid="outline-progress">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Section</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Answered</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Right</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {progress.data.sections.map((s) => (
              <Table.Row key={s.section}>
                <Table.Cell>
                  {s.section}. {s.name}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {s.answered} / {s.total}
                </Table.Cell>
                <Table.Cell textAlign="end">{s.percentCorrect === null ? '—' : `${s.percentCorrect}%`}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <RteSectionProgress rows={progress.data.rteSections} />
      {weakest.length > 0 && (
        <Box mt="4" p="4" bg="white" borderWidth="1px" borderRadius="xl">
          <Text fontWeight="semibold">Your weakest topics</Text>
          <Text fontSize="sm" color="fg.muted" data-testid="weakest-topics">
            {weakest.map((id) => names.get(id)).join(' · ')}
          </Text>
          <Button mt="3" colorPalette="purple" loading={create.isPending} onClick={() => void startWeakest()}>
            Test my 3 weakest topics
          </Button>
        </Box>
      )}
    </Box>
  );
}
