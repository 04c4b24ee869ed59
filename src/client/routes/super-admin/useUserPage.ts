import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useTRPC } from '../../lib/trpc';
import { DEFAULT_SORT, nextSort, PAGE_SIZE, type Sort, type SortKey } from './sortUsers';

/** Search, sort and page of the User Analytics table; the server filters, sorts, counts and cuts the page. */
export function useUserPage() {
  const trpc = useTRPC();
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), 250);
  const query = useQuery({
    ...trpc.superAdmin.userPage.queryOptions({ search: settledSearch, sort: sort.key, dir: sort.dir, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // A new search starts on the first page.
  useEffect(() => setPage(1), [settledSearch]);
  return {
    query,
    search,
    setSearch: setSearchText,
    searching: settledSearch !== '',
    sort,
    onSort: (key: SortKey) => {
      setSort((s) => nextSort(s, key));
      setPage(1);
    },
    setPage,
  };
}
