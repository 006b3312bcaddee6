import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import type { User } from '@nasl/core';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { outcomeToasts } from '../utils/outcome-toasts';

/** Whether the person's address is verified and, while it is not, a way to have the link sent again. */
export function EmailVerification({ user }: { user: User }) {
  const { t } = useTranslation();
  const sendMutation = useSendVerificationEmail();
  const send = () =>
    sendMutation.mutate(
      undefined,
      outcomeToasts({
        success: t('profile.verification.sent'),
        failed: t('profile.verification.failed'),
        failedFallback: t('profile.verification.failedFallback'),
      }),
    );

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' }, mb: 3 }}
      data-email-verified={user.emailVerified}
    >
      {user.emailVerified ? (
        <Chip
          icon={<VerifiedIcon />}
          color="success"
          variant="outlined"
          label={t('profile.verification.verified')}
        />
      ) : (
        <>
          <Chip
            icon={<MailIcon />}
            color="warning"
            variant="outlined"
            label={t('profile.verification.unverified')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
            {t('profile.verification.hint')}
          </Typography>
          <Button variant="outlined" size="small" onClick={send} loading={sendMutation.isPending}>
            {t('profile.verification.resend')}
          </Button>
        </>
      )}
    </Stack>
  );
}
