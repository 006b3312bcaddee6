import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-client';
import { showToast } from '@/stores/toast-store';
import { useUnlockPlan } from '../api/unlock-plan';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';

/** Admins open any plan without paying; the server records no payment. */
export function AdminUnlock({ planId }: { planId: string }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unlockPlan = useUnlockPlan();
  const [unlockError, setUnlockError] = useState<string | null>(null);

  const unlock = () => {
    setUnlockError(null);
    unlockPlan.mutate(planId, {
      onSuccess: ({ success, message }) => {
        if (!success) {
          setUnlockError(message || t('admin.failed'));
          return;
        }
        forgetCachedReads(queryClient);
        if (message) showToast({ variant: 'success', title: message });
        // An admin unlock lands on /results?id={id}.
        navigate(paths.results(planId), { replace: true });
      },
      onError: (error) =>
        setUnlockError(
          error instanceof ApiError ? (error.serverMessage ?? t('admin.failed')) : t('admin.error'),
        ),
    });
  };

  return (
    <Stack spacing={3}>
      <Alert severity="info" icon={<AdminPanelSettingsIcon />}>
        <AlertTitle>{t('admin.title')}</AlertTitle>
        {t('admin.notice')}
      </Alert>
      {unlockError && (
        <Alert severity="error" role="alert">
          {unlockError}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={unlock}
        loading={unlockPlan.isPending}
        loadingPosition="start"
        startIcon={<LockOpenIcon />}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('admin.unlock')}
      </Button>
    </Stack>
  );
}
