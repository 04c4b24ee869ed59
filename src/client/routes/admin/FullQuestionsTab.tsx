import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { DraftActions } from './DraftActions';
import { GenerateControls } from './GenerateControls';
import { GenerationLog } from './GenerationLog';
import { Pager } from './Pager';
import { QuestionDialog } from './QuestionDialog';
import { QuestionFilters } from './QuestionFilters';
import { QuestionsTable } from './QuestionsTable';
import { StatusFilter } from './StatusFilter';
import type { QuestionStatus } from './types';
import { useDrafts } from './useDrafts';
import { useQuestionList } from './useQuestionList';
import { useEditFromLink } from './useEditFromLink';

const PAGE_SIZE = 25;

export function FullQuestionsTab() {
  const [status, setStatus] = useState<QuestionStatus>('published');
  const q = useQuestionList(PAGE_SIZE, status);
  useEditFromLink(q.dialog.openEdit);
  const drafts = useDrafts();
  const reviewing = status === 'draft';
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="4">
        <Box>
          <Heading as="h2" size="lg">
            Question Bank
          </Heading>
          <Text color="fg.muted">Search, filter and edit every question, {PAGE_SIZE} per page.</Text>
        </Box>
        <Button colorPalette="teal" onClick={q.dialog.openNew}>
          Add Question
        </Button>
      </Flex>
      <Stack gap="4">
        <GenerateControls topics={q.topics} onDrafts={() => setStatus('draft')} />
        <StatusFilter value={status} onChange={setStatus} />
        <QuestionFilters
          variant="full"
          search={q.search}
          onSearch={q.setSearch}
          topicId={q.topicId}
          onTopic={q.setTopic}
          topics={q.topics}
          tmcCode={q.tmcCode}
          onTmcCode={q.setTmcCode}
        />
        {q.list.isError ? (
          <Text color="red.700" role="alert">
            Could not load questions: {errorMessage(q.list.error, 'please try again.')}
          </Text>
        ) : (
          <>
            <QuestionsTable
              variant="full"
              items={q.list.data?.items ?? []}
              onEdit={q.dialog.openEdit}
              // SPEC §5: the full variant deletes without a confirmation prompt.
              onDelete={(question) => void q.remove(question)}
              deletingId={q.deletingId}
              emptyText={q.list.isPending ? 'Loading questions...' : reviewing ? 'No drafts waiting for review.' : 'No questions match.'}
              renderActions={
                reviewing ? (question) => <DraftActions question={question} drafts={drafts} onEdit={q.dialog.openEdit} /> : undefined
              }
            />
            <Pager page={q.page} pageCount={q.pageCount} total={q.total} onPage={q.setPage} busy={q.list.isFetching} />
          </>
        )}
        <GenerationLog />
      </Stack>
      <QuestionDialog variant="full" open={q.dialog.open} question={q.dialog.question} topics={q.topics} onClose={q.dialog.close} />
    </Box>
  );
}
