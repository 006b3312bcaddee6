import '../i18n';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@nasl/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { serverMessageOf } from '@/lib/api/api-client';
import { isSharingEnded } from '@/lib/api/sharing-ended';
import { showToast } from '@/stores/toast-store';
import { firstName } from '@/utils/first-name';
import { useAcceptPartnerInvite } from '../api/accept-partner-invite';
import { forgetInviteToken, takeInviteToken } from '../utils/invite-token';
import { SharingEnded } from './sharing-ended';

/** Where the auth page sends him back to once he is signed in. */
const returnHere = (tab: 'signup' | 'login') =>
  `${paths.authTab(tab)}&next=${encodeURIComponent(paths.partnerInvite)}`;

function AcceptInvite({ token, user }: { token: string; user: User }) {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const acceptance = useAcceptPartnerInvite();
  const accept = () =>
    acceptance.mutate(token, {
      onSuccess: ({ planId, message }) => {
        forgetInviteToken();
        showToast({ variant: 'success', title: message });
        navigate(paths.results(planId), { replace: true });
      },
      // A used, expired or unknown invitation will not work again on this device.
      onError: (error) => {
        if (serverMessageOf(error)) forgetInviteToken();
      },
    });
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('signedInAs', { name: firstName(user.name) })}
      </Typography>
      {acceptance.isError && isSharingEnded(acceptance.error) ? (
        <SharingEnded />
      ) : acceptance.isError ? (
        <>
          <Alert severity="error">{serverMessageOf(acceptance.error) ?? t('failed')}</Alert>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            {t('home')}
          </Button>
        </>
      ) : (
        <Button variant="contained" size="large" loading={acceptance.isPending} onClick={accept}>
          {t('accept')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /partner-invite#<token>: her husband opens her link; signed out, he signs up or logs in and comes back
 * here; signed in, he accepts and lands on the plan's partner view.
 */
export function PartnerInviteScreen({ user }: { user: User | null }) {
  const { t } = useTranslation('partner');
  // Rendered once the session is known, in the browser (the pre-rendered page is a shell).
  const [token] = useState(() => (typeof window === 'undefined' ? null : takeInviteToken(window.location)));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, md: 5 } }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          <PeopleIcon aria-hidden sx={{ fontSize: 56, color: 'primary.main', mb: 1 }} />
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1.5 }}>
            {t('heading')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
        </Box>
        {!token && (
          <Stack spacing={2}>
            <Alert severity="warning">{t('noToken')}</Alert>
            <Button component={RouterLink} to={paths.home} variant="outlined">
              {t('home')}
            </Button>
          </Stack>
        )}
        {token && user && <AcceptInvite token={token} user={user} />}
        {token && !user && (
          <Stack spacing={2}>
            <Typography>{t('guest')}</Typography>
            <Button component={RouterLink} to={returnHere('signup')} variant="contained" size="large">
              {t('signUp')}
            </Button>
            <Button component={RouterLink} to={returnHere('login')} variant="outlined" size="large">
              {t('logIn')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
