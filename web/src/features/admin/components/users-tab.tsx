import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminUserRecord } from '@nasl/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/stores/toast-store';
import { useDeleteUser } from '../api/delete-user';
import { useOverview } from '../api/get-overview';
import { useUsers } from '../api/get-users';
import { useToggleAdmin } from '../api/toggle-admin';
import { useAdminFormat } from '../hooks/use-admin-format';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { useSortedRows } from '../hooks/use-sorted-rows';
import { normaliseSearch } from '../utils/pages';
import { userComparators, type UserSortKey } from '../utils/sort';
import { AuditLog } from './audit-log';
import { DeleteUserDialog } from './delete-user-dialog';
import { ExportButton } from './export-button';
import { QueryContent } from './query-state';
import { ListTable, PagedListEnd, type Column } from './table-parts';
import { UserDetailsDialog } from './user-details-dialog';
import { UserRow } from './user-row';

const SEARCH_DELAY_MS = 300;

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
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUserRecord | null>(null);
  const toggleAdminMutation = useToggleAdmin();
  const { mutate: toggleAdmin } = toggleAdminMutation;
  const deleteUserMutation = useDeleteUser();

  const { rows, sorting } = useSortedRows(usersQuery.data, userComparators);
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
  const columns: Column<UserSortKey>[] = [
    { label: t('users.columns.customer'), sortKey: 'customer' },
    { label: t('users.columns.stage'), sortKey: 'stage' },
    { label: t('users.columns.gender') },
    { label: t('users.columns.payment'), sortKey: 'payment' },
    { label: t('users.columns.revenue'), sortKey: 'revenue' },
    { label: t('users.columns.registered'), sortKey: 'registered' },
    { label: t('users.columns.actions') },
  ];

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
      <QueryContent query={usersQuery}>
        <ListTable
          label={t('users.title')}
          minWidth={1120}
          columns={columns}
          {...sorting}
          empty={rows.length > 0 ? null : search ? t('users.emptySearch', { search }) : t('users.empty')}
        >
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
        </ListTable>
        <PagedListEnd
          query={usersQuery}
          shown={format.count(rows.length)}
          total={search || totalUsers === undefined ? undefined : format.count(totalUsers)}
        />
      </QueryContent>
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
