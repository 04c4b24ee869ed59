import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors';
import { DraftActions } from './DraftActions';
import { QuestionDialog } from './QuestionDialog';
import { QuestionFilters } from './QuestionFilters';
import { QuestionsTable } from './QuestionsTable';
import { StatusFilter } from './StatusFilter';
import type { AdminQuestion, QuestionStatus } from './types';
import { useDrafts } from './useDrafts';
import { useQuestionList } from './useQuestionList';

/** SPEC §9: the simple table shows at most 10 rows. */
const SIMPLE_LIMIT = 10;

/** The page owns `status` so that a generation can switch this tab to the new drafts. */
export function SimpleQuestionsTab({ status, onStatus }: { status: QuestionStatus; onStatus: (s: QuestionStatus) => void }) {
  const q = useQuestionList(SIMPLE_LIMIT, status);
  const drafts = useDrafts();
  const items = q.list.data?.items ?? [];
  const reviewing = status === 'draft';
  function confirmDelete(question: AdminQuestion) {
    if (window.confirm('Are you sure you want to delete this question?')) void q.remove(question);
  }
  const noun = reviewing ? (q.total === 1 ? 'draft' : 'drafts') : q.total === 1 ? 'question' : 'questions';
  return (
    <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} gap="3" direction={{ base: 'column', sm: 'row' }} mb="4">
        <Box>
          <Heading as="h3" size="lg">
            Question Management
          </Heading>
          <Text color="fg.muted">Create, edit, and organize NBRC exam questions</Text>
        </Box>
        <Button colorPalette="teal" onClick={q.dialog.openNew}>
          Add Question
        </Button>
      </Flex>
      <Stack gap="4">
        <StatusFilter value={status} onChange={onStatus} />
        <QuestionFilters
          variant="simple"
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
              variant="simple"
              items={items}
              onEdit={q.dialog.openEdit}
              onDelete={confirmDelete}
              deletingId={q.deletingId}
              emptyText={q.list.isPending ? 'Loading questions...' : reviewing ? 'No drafts waiting for review.' : 'No questions match.'}
              renderActions={
                reviewing ? (question) => <DraftActions question={question} drafts={drafts} onEdit={q.dialog.openEdit} /> : undefined
              }
            />
            {q.list.data && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                Showing {items.length} of {q.total} matching {noun}
              </Text>
            )}
          </>
        )}
      </Stack>
      <QuestionDialog variant="simple" open={q.dialog.open} question={q.dialog.question} topics={q.topics} onClose={q.dialog.close} />
    </Box>
  );
}
