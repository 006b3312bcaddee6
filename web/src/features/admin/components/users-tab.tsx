import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUserRecord } from '@nasl/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/stores/toast-store';
import { useDeleteUser } from '../api/delete-user';
import { useOverview } from '../api/get-overview';
import { useUsers } from '../api/get-users';
import { useToggleAdmin } from '../api/toggle-admin';
import { useAdminFormat } from '../hooks/use-admin-format';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { loadedRows, normaliseSearch } from '../utils/pages';
import { sortRows, userComparators, type SortState, type UserSortKey } from '../utils/sort';
import { AuditLog } from './audit-log';
import { DeleteUserDialog } from './delete-user-dialog';
import { ExportButton } from './export-button';
import { QueryError, TabLoader } from './query-state';
import { DataTable, HeadCell, ListFooter, SortableHeadCell } from './table-parts';
import { UserDetailsDialog } from './user-details-dialog';
import { UserRow } from './user-row';

const SEARCH_DELAY_MS = 300;
const COLUMN_COUNT = 7;

/**
 * The User Journey tab: one page of people at a time, searchable by any word of name, e-mail or phone,
 * with their stage and rights.
 */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const [searchText, setSearchText] = useState('');
  const search = normaliseSearch(useDebouncedValue(searchText, SEARCH_DELAY_MS));
  const usersQuery = useUsers(search);
  // The total beside "Showing n" is a nicety: it is asked for only once the rows are on screen.
  const totalUsers = useOverview({ enabled: usersQuery.isSuccess }).data?.totalUsers;
  const [sort, setSort] = useState<SortState<UserSortKey> | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUserRecord | null>(null);
  const toggleAdminMutation = useToggleAdmin();
  const { mutate: toggleAdmin } = toggleAdminMutation;
  const deleteUserMutation = useDeleteUser();

  const comparators = useMemo(() => userComparators(format.collator), [format.collator]);
  const rows = useMemo(
    () => sortRows(loadedRows(usersQuery.data), sort, comparators),
    [usersQuery.data, sort, comparators],
  );
  // The dialog follows the row, so a rights change made meanwhile shows in it.
  const detailsRecord = rows.find((record) => record.id === detailsId) ?? null;
  useRenderedMark('users', usersQuery.isSuccess);

  const handleToggleAdmin = useCallback(
    (record: AdminUserRecord) =>
      toggleAdmin(
        { userId: record.id, isAdmin: !record.isAdmin },
        {
          onSuccess: () => showToast({ variant: 'success', title: t('users.toggle.success') }),
          onError: () =>
            showToast({
              variant: 'destructive',
              title: t('users.toggle.failedTitle'),
              description: t('users.toggle.failed'),
            }),
        },
      ),
    [toggleAdmin, t],
  );

  const handleDelete = (record: AdminUserRecord) =>
    deleteUserMutation.mutate(record.id, {
      onSuccess: () => showToast({ variant: 'success', title: t('users.delete.success') }),
      onError: () =>
        showToast({
          variant: 'destructive',
          title: t('users.delete.failedTitle'),
          description: t('users.delete.failed'),
        }),
      onSettled: () => setDeleteTarget(null),
    });

  const showDetails = useCallback((record: AdminUserRecord) => setDetailsId(record.id), []);
  const busyId = toggleAdminMutation.isPending ? toggleAdminMutation.variables.userId : null;
  const sortProps = { sort, onSort: setSort };

  return (
    <Stack spacing={2}>
      <ExportButton table="users" />
      <TextField
        type="search"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        label={t('users.search')}
        helperText={t('users.searchHelp')}
        autoComplete="off"
        sx={{ maxWidth: { md: 420 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
          htmlInput: { dir: 'auto', spellCheck: false },
        }}
      />
      {usersQuery.isPending ? (
        <TabLoader />
      ) : usersQuery.isError && !usersQuery.data ? (
        <QueryError error={usersQuery.error} onRetry={() => void usersQuery.refetch()} />
      ) : (
        <>
          {usersQuery.isPlaceholderData && <LinearProgress aria-label={t('common.loading')} />}
          <DataTable label={t('users.title')} minWidth={1120}>
            <TableHead>
              <TableRow>
                <SortableHeadCell sortKey="customer" {...sortProps}>
                  {t('users.columns.customer')}
                </SortableHeadCell>
                <SortableHeadCell sortKey="stage" {...sortProps}>
                  {t('users.columns.stage')}
                </SortableHeadCell>
                <HeadCell>{t('users.columns.gender')}</HeadCell>
                <SortableHeadCell sortKey="payment" {...sortProps}>
                  {t('users.columns.payment')}
                </SortableHeadCell>
                <SortableHeadCell sortKey="revenue" {...sortProps}>
                  {t('users.columns.revenue')}
                </SortableHeadCell>
                <SortableHeadCell sortKey="registered" {...sortProps}>
                  {t('users.columns.registered')}
                </SortableHeadCell>
                <HeadCell>{t('users.columns.actions')}</HeadCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((record) => (
                <UserRow
                  key={record.id}
                  record={record}
                  isSelf={record.id === currentUserId}
                  busy={busyId === record.id}
                  onDetails={showDetails}
                  onToggleAdmin={handleToggleAdmin}
                  onDelete={setDeleteTarget}
                />
              ))}
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMN_COUNT}>
                    <Typography sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
                      {search ? t('users.emptySearch', { search }) : t('users.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </DataTable>
          {usersQuery.isFetchNextPageError && (
            <QueryError error={usersQuery.error} onRetry={() => void usersQuery.fetchNextPage()} />
          )}
          <ListFooter
            shown={format.count(rows.length)}
            total={search || totalUsers === undefined ? undefined : format.count(totalUsers)}
            hasNextPage={usersQuery.hasNextPage}
            loadingMore={usersQuery.isFetchingNextPage}
            onLoadMore={() => void usersQuery.fetchNextPage()}
          />
        </>
      )}
      <AuditLog />
      <UserDetailsDialog record={detailsRecord} onClose={() => setDetailsId(null)} />
      <DeleteUserDialog
        record={deleteTarget}
        deleting={deleteUserMutation.isPending}
        onCancel={() => setDeleteTarget(null)}
        onConfirm={handleDelete}
      />
    </Stack>
  );
}
