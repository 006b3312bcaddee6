import { valibotResolver } from '@hookform/resolvers/valibot';
import { deleteAccountSchema } from '@nasl/core/account';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/api-client';
import { forgetPersonalData, leaveSignedOut } from '@/lib/auth/logout';
import { useDeleteAccount } from '../api/delete-account';
import { PasswordField } from '@/components/form/password-field';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The confirmation before a person deletes themselves: it says what goes and what stays, and asks for the
 * password. Once deleted, the device forgets the person at once; the dialog says so and leads home.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const bodyId = useId();
  const deleteMutation = useDeleteAccount();
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: valibotResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '' },
  });
  const deleted = deleteMutation.isSuccess;

  const close = () => {
    if (deleteMutation.isPending) return;
    if (deleted) {
      void leaveSignedOut(queryClient);
      return;
    }
    reset();
    deleteMutation.reset();
    onClose();
  };

  const onSubmit = handleSubmit((request) =>
    deleteMutation.mutate(request, {
      onSuccess: () => void forgetPersonalData(),
      onError: (error) =>
        setError('currentPassword', {
          message: serverMessageOf(error) ?? t('profile.data.deleteFailedFallback'),
        }),
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {deleted ? t('profile.data.deletedTitle') : t('profile.data.deleteTitle')}
      </DialogTitle>
      {deleted ? (
        <>
          <DialogContent>
            <DialogContentText id={bodyId} role="status">
              {deleteMutation.data.message}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              {t('profile.data.goHome')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText id={bodyId}>{t('profile.data.deleteBody')}</DialogContentText>
              <PasswordField
                control={control}
                name="currentPassword"
                label={t('profile.data.deletePassword')}
                kind="current"
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={deleteMutation.isPending} autoFocus>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="error" variant="contained" loading={deleteMutation.isPending}>
              {t('profile.data.deleteConfirm')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
