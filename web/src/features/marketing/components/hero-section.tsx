import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenterOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { formatUsdWhole, PLAN_PRICE_CENTS } from '@nasl/core/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardLinkButton } from '@/components/ui/forward-link-button';
import { myPlanPath, paths } from '@/config/paths';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { LIKELY_GUEST } from '@/lib/auth/session-hint';
import { HERO_GRADIENT_STOPS, type ThemeMode } from '@/lib/theme/theme';

interface PillProps {
  icon: ReactNode;
  label: string;
  /** Outlined in this colour; plain otherwise. */
  color?: 'primary' | 'success';
  sx?: SxProps<Theme>;
}

/** A small label with an icon, drawn like MUI's chip without that component's code in the first bundle. */
function Pill({ icon, label, color, sx = [] }: PillProps) {
  return (
    <Box
      component="span"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: 32,
          px: 1.5,
          borderRadius: 4,
          border: 1,
          borderColor: color ? `${color}.main` : 'transparent',
          color: color ? `${color}.main` : 'text.primary',
          bgcolor: 'background.paper',
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          '& svg': { fontSize: 18, flexShrink: 0 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon}
      <span>{label}</span>
    </Box>
  );
}

function heroGradient(mode: ThemeMode): string {
  const [start, middle, end] = HERO_GRADIENT_STOPS[mode];
  return `linear-gradient(160deg, ${start} 0%, ${middle} 55%, ${end} 100%)`;
}

function CallsToAction() {
  const { t } = useTranslation();
  const { data: authStatus } = useAuthStatus();

  const myPlan = authStatus?.user?.myPlan;
  if (authStatus?.isAuthenticated && myPlan) {
    // Her plan first (paid, or not for sale: open it; not yet paid: complete the payment), a new
    // questionnaire beside it.
    const toPay = !myPlan.paid && myPlan.forSale;
    const planLabel = myPlan.shared
      ? t('home.hero.ctaSharedPlan')
      : toPay
        ? t('home.hero.ctaCompletePayment')
        : t('home.hero.ctaMyPlan');
    return (
      <Stack spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ForwardLinkButton
            to={toPay ? paths.checkout(myPlan.id) : myPlanPath(myPlan)}
            variant="contained"
            size="large"
          >
            {planLabel}
          </ForwardLinkButton>
          <Button component={RouterLink} to={paths.questionnaire} variant="outlined" size="large">
            {t('home.hero.ctaNewQuestionnaire')}
          </Button>
        </Stack>
        {!myPlan.shared && (
          <Button component={RouterLink} to={paths.myReports} size="large">
            {t('home.hero.ctaReports')}
          </Button>
        )}
      </Stack>
    );
  }

  if (authStatus?.isAuthenticated) {
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ForwardLinkButton to={paths.questionnaire} variant="contained" size="large">
          {t('home.hero.ctaQuestionnaire')}
        </ForwardLinkButton>
        <Button component={RouterLink} to={paths.myReports} variant="outlined" size="large">
          {t('home.hero.ctaReports')}
        </Button>
      </Stack>
    );
  }

  // While the session is being checked the guest buttons keep their place, so nothing jumps, and show only
  // on a device where no one was signed in.
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={authStatus ? undefined : { visibility: 'hidden', [LIKELY_GUEST]: { visibility: 'visible' } }}
    >
      <ForwardLinkButton to={paths.authTab('signup')} variant="contained" size="large">
        {t('home.hero.ctaGuest')}
      </ForwardLinkButton>
      <Button component={RouterLink} to={paths.authTab('login')} variant="outlined" size="large">
        {t('home.hero.ctaLogin')}
      </Button>
    </Stack>
  );
}

function PreviewRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'action.hover',
          color: 'primary.main',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
      <TaskAltIcon aria-hidden sx={{ color: 'success.main', marginInlineStart: 'auto' }} />
    </Box>
  );
}

function PlanPreviewCard() {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={0}
      sx={{
        p: { xs: 3, md: 4 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        boxShadow: '0 24px 60px -28px rgba(15, 118, 110, 0.45)',
      }}
    >
      <Typography variant="overline" sx={{ color: 'secondary.main', fontWeight: 700 }}>
        {t('home.hero.previewLabel')}
      </Typography>
      <Typography component="p" variant="h3" sx={{ mb: 1 }}>
        {t('home.hero.previewTitle')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        <PreviewRow icon={<CalendarMonthIcon />}>{t('home.hero.previewTiming')}</PreviewRow>
        <PreviewRow icon={<RestaurantIcon />}>{t('home.hero.previewDiet')}</PreviewRow>
        <PreviewRow icon={<FitnessCenterIcon />}>{t('home.hero.previewLifestyle')}</PreviewRow>
      </Box>
      <Pill
        icon={<VerifiedUserIcon />}
        label={t('home.hero.previewGuarantee')}
        color="success"
        sx={{ mt: 2, fontWeight: 600 }}
      />
    </Paper>
  );
}

export function HeroSection() {
  const { t } = useTranslation();
  const highlights = [
    { icon: <QuizIcon />, label: t('home.hero.highlightQuestions') },
    { icon: <CalendarMonthIcon />, label: t('home.hero.highlightPlan') },
    {
      icon: <AutoAwesomeIcon />,
      label: t('home.hero.highlightPrice', { price: formatUsdWhole(PLAN_PRICE_CENTS) }),
    },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        py: { xs: 6, md: 10 },
        background: heroGradient('light'),
        ...theme.applyStyles('dark', { background: heroGradient('dark') }),
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Pill
              icon={<AutoAwesomeIcon />}
              label={t('home.hero.eyebrow')}
              color="primary"
              sx={{ mb: 3, fontWeight: 600 }}
            />
            <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
              {t('home.hero.title')}
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', mb: 4 }}>
              {t('home.hero.subtitle')}
            </Typography>
            <CallsToAction />
            <Stack
              component="ul"
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 4, mb: 0 }}
            >
              {highlights.map((highlight) => (
                <li key={highlight.label}>
                  <Pill icon={highlight.icon} label={highlight.label} />
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PlanPreviewCard />
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
