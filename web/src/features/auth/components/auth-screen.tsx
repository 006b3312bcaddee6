import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { AuthTab } from '@/config/paths';
import { PageLoader } from '@/components/ui/page-loader';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLeaveWhenSignedIn } from '../hooks/use-leave-when-signed-in';
import { AUTH_TAB_QUERY_PARAM, authTabFromSearch } from '../utils/auth-tab';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

/** The /auth page: the login and sign-up cards side by side (stacked on phones, the selected one first). */
export function AuthScreen() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered page (no query) selects sign-up; `?tab=login` applies once the app has started.
  const hydrated = useHydrated();
  const selectedTab = authTabFromSearch(hydrated ? searchParams.get(AUTH_TAB_QUERY_PARAM) : null);
  const [focusRequests, setFocusRequests] = useState<Record<AuthTab, number>>({ login: 0, signup: 0 });
  const mayShowForms = useLeaveWhenSignedIn();
  const loginTitleId = useId();
  const signUpTitleId = useId();

  const selectTab = (tab: AuthTab) => {
    const next = new URLSearchParams(searchParams);
    next.set(AUTH_TAB_QUERY_PARAM, tab);
    setSearchParams(next, { replace: true });
    setFocusRequests((requests) => ({ ...requests, [tab]: requests[tab] + 1 }));
  };

  // Login, then sign-up; each card's link switches to the other.
  const cards = [
    { tab: 'login', other: 'signup', titleId: loginTitleId, texts: 'login', Form: LoginForm },
    { tab: 'signup', other: 'login', titleId: signUpTitleId, texts: 'signUp', Form: SignUpForm },
  ] as const;
  const cardOrder = (tab: AuthTab) => ({ xs: tab === selectedTab ? 0 : 1, md: 0 });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', maxWidth: 620, mx: 'auto', mb: { xs: 4, md: 6 } }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {t('auth.heading')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem' }}>{t('auth.subheading')}</Typography>
      </Box>
      {mayShowForms ? (
        <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'flex-start' }}>
          {cards.map(({ tab, other, titleId, texts, Form }) => (
            <Grid key={tab} size={{ xs: 12, md: 6 }} sx={{ order: cardOrder(tab) }}>
              <AuthCard
                titleId={titleId}
                title={t(`auth.${texts}.title`)}
                description={t(`auth.${texts}.description`)}
                selected={selectedTab === tab}
                switchLabel={t(`auth.${texts}.switch`)}
                onSwitch={() => selectTab(other)}
              >
                <Form labelledBy={titleId} focusRequest={focusRequests[tab]} />
              </AuthCard>
            </Grid>
          ))}
        </Grid>
      ) : (
        <PageLoader />
      )}
    </Container>
  );
}
