import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nextSort, type SortState } from '../utils/sort';
import { QueryError } from './query-state';

interface DataTableProps {
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/** A table in a focusable, labelled region that scrolls horizontally on narrow screens. */
export function DataTable({ label, minWidth, children }: DataTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={label}
      tabIndex={0}
      // Positioned, so visually hidden text inside the rows scrolls with them instead of widening the page.
      sx={{ position: 'relative', borderRadius: 3, overflowX: 'auto' }}
    >
      <Table size="small" aria-label={label} sx={{ minWidth, '& td, & th': { py: 1.25, px: 1.5 } }}>
        {children}
      </Table>
    </TableContainer>
  );
}

interface SortableHeadCellProps<K extends string> {
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (sort: SortState<K> | null) => void;
  children: ReactNode;
}

export function SortableHeadCell<K extends string>({
  sortKey,
  sort,
  onSort,
  children,
}: SortableHeadCellProps<K>) {
  const active = sort?.key === sortKey;
  return (
    <TableCell sortDirection={active ? sort.direction : false} sx={{ fontWeight: 700, lineHeight: 1.3 }}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort(nextSort(sort, sortKey))}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

export function HeadCell({ children }: { children: ReactNode }) {
  return <TableCell sx={{ fontWeight: 700, lineHeight: 1.3 }}>{children}</TableCell>;
}

export interface Column<K extends string> {
  label: string;
  /** Set on a column the rows can be sorted by. */
  sortKey?: K;
}

interface ColumnHeadsProps<K extends string> {
  columns: readonly Column<K>[];
  sort?: SortState<K> | null;
  onSort?: (sort: SortState<K> | null) => void;
}

/** The header row: a sort button on each column that has a sort key (when the table can be sorted). */
export function ColumnHeads<K extends string = never>({ columns, sort = null, onSort }: ColumnHeadsProps<K>) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) =>
          column.sortKey && onSort ? (
            <SortableHeadCell key={column.label} sortKey={column.sortKey} sort={sort} onSort={onSort}>
              {column.label}
            </SortableHeadCell>
          ) : (
            <HeadCell key={column.label}>{column.label}</HeadCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}

interface ListTableProps<K extends string> extends ColumnHeadsProps<K> {
  label: string;
  minWidth: number;
  /** What the table says in place of rows; null while it has rows. */
  empty: string | null;
  children: ReactNode;
}

/** An admin list: its header row, its rows, and a line saying so when there are none. */
export function ListTable<K extends string = never>({
  label,
  minWidth,
  empty,
  children,
  ...heads
}: ListTableProps<K>) {
  return (
    <DataTable label={label} minWidth={minWidth}>
      <ColumnHeads {...heads} />
      <TableBody>
        {children}
        {empty !== null && (
          <TableRow>
            <TableCell colSpan={heads.columns.length}>
              <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </DataTable>
  );
}

/** What a list asked for page by page offers below its rows. */
interface PagedQuery {
  error: unknown;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Below a paged list: a next page that failed, with a retry, then the count and "load more". */
export function PagedListEnd({ query, shown, total }: { query: PagedQuery; shown: string; total?: string }) {
  const loadMore = () => void query.fetchNextPage();
  return (
    <>
      {query.isFetchNextPageError && <QueryError error={query.error} onRetry={loadMore} />}
      <ListFooter
        shown={shown}
        total={total}
        hasNextPage={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={loadMore}
      />
    </>
  );
}

interface ListFooterProps {
  shown: string;
  total?: string | undefined;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** How many rows are loaded, and the next page from the server when there is one. */
export function ListFooter({ shown, total, hasNextPage, loadingMore, onLoadMore }: ListFooterProps) {
  const { t } = useTranslation('admin');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        mt: 2,
      }}
    >
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {total === undefined ? t('common.shown', { shown }) : t('common.shownOfTotal', { shown, total })}
        {!hasNextPage && ` · ${t('common.allLoaded')}`}
      </Typography>
      {hasNextPage && (
        <Button
          variant="outlined"
          onClick={onLoadMore}
          disabled={loadingMore}
          startIcon={loadingMore ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {loadingMore ? t('common.loadingMore') : t('common.loadMore')}
        </Button>
      )}
    </Box>
  );
}

/** A short id in a fixed-width face, kept left-to-right inside Arabic text. */
export function IdText({ children }: { children: string }) {
  return (
    <Typography
      component="bdi"
      variant="body2"
      sx={{ fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' }}
    >
      {children}
    </Typography>
  );
}
