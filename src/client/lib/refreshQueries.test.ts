import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { refreshQueries } from './refreshQueries';

/** A list whose first read is in flight when a write lands: that read answers what was there before the write. */
function listOnItsFirstRead() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  let reads = 0;
  let answerFirstRead = () => {};
  const observer = new QueryObserver(queryClient, {
    queryKey: ['questions', { search: 'albuterol' }],
    queryFn: () => {
      reads++;
      if (reads === 1) return new Promise<string[]>((resolve) => (answerFirstRead = () => resolve(['deleted question'])));
      return Promise.resolve([]);
    },
  });
  const stop = observer.subscribe(() => {});
  return { queryClient, answerFirstRead: () => answerFirstRead(), reads: () => reads, stop };
}

test('a read on its first request is read again after the write, so the change shows', async () => {
  const list = listOnItsFirstRead();
  await Promise.resolve();
  const refreshed = refreshQueries(list.queryClient, { queryKey: ['questions'] });
  list.answerFirstRead();
  await refreshed;
  expect(list.reads()).toBe(2);
  expect(list.queryClient.getQueryData(['questions', { search: 'albuterol' }])).toEqual([]);
  list.stop();
});

test('invalidateQueries alone keeps the first request and its answer from before the write (why this exists)', async () => {
  const list = listOnItsFirstRead();
  await Promise.resolve();
  const invalidated = list.queryClient.invalidateQueries({ queryKey: ['questions'] });
  list.answerFirstRead();
  await invalidated;
  expect(list.reads()).toBe(1);
  expect(list.queryClient.getQueryData(['questions', { search: 'albuterol' }])).toEqual(['deleted question']);
  list.stop();
});
