import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { AdminQuestion, QuestionStatus } from './types';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useInvalidateAdmin } from './useInvalidateAdmin';
import { TMC_CODES, type TmcCode } from '../../../shared/bankVocabulary';

/**
 * Search, topic filter, one page of published questions or of drafts, and the create/edit dialog state
 * shared by both dashboards.
 */
export function useQuestionList(pageSize: number, status: QuestionStatus) {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  const [search, setSearchRaw] = useState('');
  const [topicId, setTopicRaw] = useState('');
  const [tmcCode, setTmcCodeRaw] = useState<TmcCode | ''>('');
  const [page, setPage] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [selected, setSelected] = useState<AdminQuestion | null>(null);
  const debounced = useDebouncedValue(search.trim());
  // Switching between published and drafts starts again from the first page.
  const [shownStatus, setShownStatus] = useState(status);
  if (status !== shownStatus) {
    setShownStatus(status);
    setPage(0);
  }

  const topics = useQuery(trpc.admin.topics.queryOptions());
  const list = useQuery({
    ...trpc.admin.questions.queryOptions({
      status,
      search: debounced || undefined,
      topicId: topicId ? Number(topicId) : undefined,
      tmcCode: tmcCode || undefined,
      limit: pageSize,
      offset: page * pageSize,
    }),
    placeholderData: keepPreviousData,
  });

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A delete can empty the last page; step back rather than show an empty one.
  if (list.data && !list.isPlaceholderData && page > 0 && page >= pageCount) setPage(pageCount - 1);

  const del = useMutation(trpc.admin.deleteQuestion.mutationOptions());
  const [deletingId, setDeletingId] = useState<number | null>(null);
  async function remove(q: AdminQuestion) {
    setDeletingId(q.id);
    try {
      await del.mutateAsync({ id: q.id });
      notify('Question deleted successfully', undefined, 'success');
      void invalidate.questions();
    } catch (err) {
      notify('Failed to delete question', errorMessage(err, 'Please try again.'), 'error');
    } finally {
      setDeletingId(null);
    }
  }

  return {
    topics: topics.data ?? [],
    list,
    total,
    page,
    pageCount,
    setPage,
    search,
    setSearch: (v: string) => {
      setSearchRaw(v);
      setPage(0);
    },
    topicId,
    setTopic: (v: string) => {
      setTopicRaw(v);
      setPage(0);
    },
    tmcCode,
    setTmcCode: (v: string) => {
      setTmcCodeRaw((TMC_CODES as readonly string[]).includes(v) ? (v as TmcCode) : '');
      setPage(0);
    },
    remove,
    deletingId,
    dialog: {
      open: dialogOpen,
      question: selected,
      openNew: () => {
        setSelected(null);
        setDialogOpen(true);
      },
      openEdit: (q: AdminQuestion) => {
        setSelected(q);
        setDialogOpen(true);
      },
      close: () => {
        setDialogOpen(false);
        setSelected(null);
      },
    },
  };
}
