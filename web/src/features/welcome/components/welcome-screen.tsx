import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CelebrationIcon from '@mui/icons-material/CelebrationOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUpOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import { formatUsdWhole, PLAN_PRICE_CENTS, type User } from '@nasl/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardLinkButton } from '@/components/ui/forward-link-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { firstName } from '@/utils/first-name';
import { CardText } from '@/components/ui/card-text';

interface Step {
  icon: ReactNode;
  title: string;
  body: string;
}

/** The welcome page: shown right after sign-up, worded for the person's gender. */
export function WelcomeScreen({ user }: { user: User }) {
  const { t } = useTranslation();
  const context = user.gender === 'female' ? 'female' : 'male';
  const price = formatUsdWhole(PLAN_PRICE_CENTS);
  const steps: Step[] = [
    { icon: <AssignmentIcon />, title: t('welcome.step1Title'), body: t('welcome.step1Body') },
    { icon: <DescriptionIcon />, title: t('welcome.step2Title'), body: t('welcome.step2Body', { price }) },
    { icon: <TrendingUpIcon />, title: t('welcome.step3Title'), body: t('welcome.step3Body') },
  ];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Box sx={{ textAlign: 'center', mb: 6 }}>
        <Box
          aria-hidden
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 72,
            height: 72,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'secondary.main',
            mb: 2,
          }}
        >
          <CelebrationIcon sx={{ fontSize: 40 }} />
        </Box>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {t('welcome.greeting', { context, name: firstName(user.name) })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: '1.15rem' }}>
          {t('welcome.registered', { context })}
        </Typography>
      </Box>

      <Typography variant="h2" sx={{ mb: 3, fontSize: '1.5rem' }}>
        {t('welcome.stepsTitle')}
      </Typography>
      <Grid component="ol" container spacing={2.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
        {steps.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
              <CardContent sx={{ p: 3 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                  <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
                    {step.icon}
                  </Box>
                  <Typography variant="overline" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    {t('welcome.stepLabel', { number: index + 1 })}
                  </Typography>
                </Stack>
                <CardText title={step.title} body={step.body} />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Paper
        component="section"
        aria-labelledby="welcome-guarantee-title"
        elevation={0}
        sx={{
          display: 'flex',
          gap: 2.5,
          p: { xs: 3, md: 4 },
          mb: 5,
          borderRadius: 4,
          border: 2,
          borderColor: 'success.main',
        }}
      >
        <VerifiedUserIcon aria-hidden sx={{ fontSize: 44, color: 'success.main', flexShrink: 0 }} />
        <Box>
          <Typography id="welcome-guarantee-title" variant="h3" component="h2" sx={{ mb: 1 }}>
            {t('welcome.guaranteeTitle')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('welcome.guaranteeBody', { email: env.supportEmail })}
          </Typography>
        </Box>
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <ForwardLinkButton to={paths.questionnaire} variant="contained" size="large">
          {t('welcome.startQuestionnaire', { context })}
        </ForwardLinkButton>
        <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
          {t('welcome.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
