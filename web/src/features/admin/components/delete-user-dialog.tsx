import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminUserRecord } from '@nasl/core';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { customerName } from '../utils/journey';

interface DeleteUserDialogProps {
  record: AdminUserRecord | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (record: AdminUserRecord) => void;
}

/** The confirmation before a person and all of their documents are deleted. */
export function DeleteUserDialog({ record, deleting, onCancel, onConfirm }: DeleteUserDialogProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={record !== null}
      onClose={deleting ? undefined : onCancel}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('users.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>
          {record && (
            // Each piece of user text is isolated, so no name or address can reorder the sentence around it.
            <Trans
              t={t}
              i18nKey="users.delete.body"
              components={{ name: <bdi />, email: <bdi /> }}
              values={{ name: customerName(record) ?? t('users.unknown'), email: record.email }}
            />
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={deleting || record === null}
          startIcon={deleting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          onClick={() => record && onConfirm(record)}
        >
          {t('users.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
