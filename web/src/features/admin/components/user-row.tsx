import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AdminUserRecord } from '@nasl/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../hooks/use-admin-format';
import {
  customerName,
  desiredGender,
  paymentStatusKey,
  paymentStatusTone,
  revenueCell,
  stageTextKeys,
} from '../utils/journey';
import { visuallyHidden } from '@/components/ui/visually-hidden';

export interface UserRowActions {
  onDetails: (record: AdminUserRecord) => void;
  onToggleAdmin: (record: AdminUserRecord) => void;
  onDelete: (record: AdminUserRecord) => void;
}

interface UserRowProps extends UserRowActions {
  record: AdminUserRecord;
  isSelf: boolean;
  /** A change to this row is on its way to the server. */
  busy: boolean;
}

export function StageBadge({ stage }: { stage: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 28,
        height: 28,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: '0.85rem',
        color: stage === 4 ? 'success.contrastText' : 'primary.contrastText',
        bgcolor: stage === 4 ? 'success.main' : 'primary.main',
        opacity: 0.55 + stage * 0.1125,
      }}
    >
      {stage}
    </Box>
  );
}

/** An action the server would refuse for this row, shown disabled with the reason on hover and focus. */
function RefusedAction({ label, reason, error = false }: { label: string; reason: string; error?: boolean }) {
  return (
    <Tooltip title={reason}>
      <span>
        <Button size="small" variant="outlined" color={error ? 'error' : 'primary'} disabled>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/** One row of the User Journey table; memoised so one row's change repaints only that row. */
export const UserRow = memo(function UserRow({
  record,
  isSelf,
  busy,
  onDetails,
  onToggleAdmin,
  onDelete,
}: UserRowProps) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const name = customerName(record);
  const stageKeys = stageTextKeys(record.stage);
  const gender = desiredGender(record);
  const revenue = revenueCell(record);
  const adminLabel = record.isAdmin ? t('users.actions.removeAdmin') : t('users.actions.makeAdmin');

  return (
    <TableRow hover data-user-id={record.id} data-email={record.email}>
      <TableCell sx={{ minWidth: 220, maxWidth: 300 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75 }}>
          <Typography sx={{ fontWeight: 600 }}>
            <bdi>{name ?? t('users.unknown')}</bdi>
          </Typography>
          {record.isAdmin && <Chip size="small" color="primary" label={t('users.adminBadge')} />}
          {record.isOwner && <Chip size="small" color="secondary" label={t('users.ownerBadge')} />}
          {isSelf && <Chip size="small" variant="outlined" label={t('users.you')} />}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          <bdi>{record.email}</bdi>
        </Typography>
      </TableCell>
      <TableCell data-stage={record.stage} sx={{ minWidth: 170 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StageBadge stage={record.stage} />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <Box component="span" sx={visuallyHidden}>
                {t('users.stageNumber', { stage: record.stage })}:{' '}
              </Box>
              {t(stageKeys.name)}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', lineHeight: 1.4 }}>
              {t(stageKeys.hint)}
            </Typography>
          </Box>
        </Stack>
      </TableCell>
      <TableCell>
        {gender ? (
          <Chip
            size="small"
            variant="outlined"
            color={gender === 'boy' ? 'info' : 'secondary'}
            label={t(`genders.${gender}`)}
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('users.notSpecified')}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={paymentStatusTone(record.status)}
          variant={record.status === 'none' ? 'outlined' : 'filled'}
          label={t(paymentStatusKey(record.status))}
          sx={{ whiteSpace: 'nowrap' }}
        />
      </TableCell>
      <TableCell data-revenue-cell sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          <bdi>{revenue.amount}</bdi>
        </Typography>
        {revenue.potential && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('users.potential')} <bdi>{revenue.potential}</bdi>
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(record.createdAt)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 240, whiteSpace: 'nowrap' }}>
          <Button size="small" variant="outlined" onClick={() => onDetails(record)}>
            {t('users.actions.details')}
          </Button>
          {(isSelf || record.isOwner) && record.isAdmin ? (
            <RefusedAction
              label={adminLabel}
              reason={isSelf ? t('users.actions.cannotRemoveOwnAdmin') : t('users.actions.ownerProtected')}
            />
          ) : (
            <Button
              size="small"
              variant="outlined"
              color={record.isAdmin ? 'warning' : 'primary'}
              disabled={busy}
              onClick={() => onToggleAdmin(record)}
            >
              {adminLabel}
            </Button>
          )}
          {record.isOwner && !isSelf ? (
            <RefusedAction
              label={t('users.actions.delete')}
              reason={t('users.actions.ownerProtected')}
              error
            />
          ) : (
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={isSelf || busy}
              onClick={() => onDelete(record)}
            >
              {isSelf ? t('users.actions.cannotDeleteSelf') : t('users.actions.delete')}
            </Button>
          )}
        </Box>
      </TableCell>
    </TableRow>
  );
});
