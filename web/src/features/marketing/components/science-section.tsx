import AccessTimeIcon from '@mui/icons-material/AccessTimeOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardArrowIcon } from '@/components/ui/forward-arrow-icon';
import { paths } from '@/config/paths';

interface SciencePoint {
  icon: ReactNode;
  titleKey: ParseKeys;
  bodyKey: ParseKeys;
}

const points: readonly SciencePoint[] = [
  { icon: <AccessTimeIcon />, titleKey: 'home.science.timingTitle', bodyKey: 'home.science.timingBody' },
  { icon: <RestaurantIcon />, titleKey: 'home.science.dietTitle', bodyKey: 'home.science.dietBody' },
  { icon: <ScienceIcon />, titleKey: 'home.science.evidenceTitle', bodyKey: 'home.science.evidenceBody' },
];

export function ScienceSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="science-title"
      sx={{ pt: { xs: 1, md: 2 }, pb: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: 6 }}>
          <Typography id="science-title" variant="h2" sx={{ mb: 1.5 }}>
            {t('home.science.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('home.science.subtitle')}</Typography>
        </Box>
        <Grid container spacing={3}>
          {points.map((point) => (
            <Grid key={point.titleKey} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ height: '100%', p: 3, borderRadius: 3 }}>
                <Box aria-hidden sx={{ color: 'secondary.main', mb: 1.5, display: 'flex' }}>
                  {point.icon}
                </Box>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {t(point.titleKey)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{t(point.bodyKey)}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button
            component={RouterLink}
            to={paths.research}
            variant="outlined"
            endIcon={<ForwardArrowIcon />}
          >
            {t('home.science.cta')}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
