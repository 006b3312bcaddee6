import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Feature {
  icon: ReactNode;
  titleKey: ParseKeys;
  bodyKey: ParseKeys;
}

const features: readonly Feature[] = [
  { icon: <ScienceIcon />, titleKey: 'home.features.scienceTitle', bodyKey: 'home.features.scienceBody' },
  { icon: <PsychologyIcon />, titleKey: 'home.features.aiTitle', bodyKey: 'home.features.aiBody' },
  { icon: <PersonIcon />, titleKey: 'home.features.personalTitle', bodyKey: 'home.features.personalBody' },
  { icon: <LockIcon />, titleKey: 'home.features.privacyTitle', bodyKey: 'home.features.privacyBody' },
];

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: 6 }}>
          <Typography id="features-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('home.features.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('home.features.subtitle')}</Typography>
        </Box>
        <Grid container spacing={3}>
          {features.map((feature) => (
            <Grid key={feature.titleKey} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={{
                      display: 'grid',
                      placeItems: 'center',
                      width: 48,
                      height: 48,
                      borderRadius: 2.5,
                      mb: 2,
                      bgcolor: 'action.hover',
                      color: 'primary.main',
                    }}
                  >
                    {feature.icon}
                  </Box>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {t(feature.titleKey)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(feature.bodyKey)}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
