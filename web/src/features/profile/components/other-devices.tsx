import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { outcomeToasts } from '../utils/outcome-toasts';

/** "Sign out of all other devices": a lost phone, a shared computer; this browser stays signed in. */
export function OtherDevices() {
  const { t } = useTranslation();
  const titleId = useId();
  const revokeMutation = useRevokeOtherSessions();
  const revoke = () =>
    revokeMutation.mutate(
      undefined,
      outcomeToasts({
        success: t('profile.devices.success'),
        failed: t('profile.devices.failed'),
        failedFallback: t('profile.devices.failedFallback'),
      }),
    );

  return (
    <section aria-labelledby={titleId}>
      <Divider sx={{ my: 4 }} />
      <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('profile.devices.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('profile.devices.description')}</Typography>
      <Button variant="outlined" onClick={revoke} loading={revokeMutation.isPending}>
        {t('profile.devices.submit')}
      </Button>
    </section>
  );
}
