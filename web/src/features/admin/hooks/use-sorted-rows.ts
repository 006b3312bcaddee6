import { useMemo, useState } from 'react';
import { loadedRows, type InfinitePages } from '../utils/pages';
import { sortRows, type Comparators, type SortState } from '../utils/sort';
import { useAdminFormat } from './use-admin-format';

/**
 * The loaded rows of a paged list in the order the admin chose by a column's header (the server's order
 * until she chooses), and the header's sort state to pass to the table.
 */
export function useSortedRows<T, K extends string>(
  data: InfinitePages<T> | undefined,
  comparatorsFor: (collator: Intl.Collator) => Comparators<T, K>,
) {
  const { collator } = useAdminFormat();
  const [sort, setSort] = useState<SortState<K> | null>(null);
  const comparators = useMemo(() => comparatorsFor(collator), [comparatorsFor, collator]);
  const rows = useMemo(() => sortRows(loadedRows(data), sort, comparators), [data, sort, comparators]);
  return { rows, sorting: { sort, onSort: setSort } };
}
