import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { marketingFigures } from '@/config/marketing-figures';

export function StatsBand() {
  const { t } = useTranslation();
  const stats = [
    { value: marketingFigures.landing.satisfaction, label: t('home.stats.satisfaction') },
    { value: marketingFigures.landing.families, label: t('home.stats.families') },
    { value: marketingFigures.landing.privateData, label: t('home.stats.privateData') },
  ];

  return (
    <Box
      component="section"
      aria-labelledby="stats-title"
      sx={{ py: { xs: 5, md: 7 }, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Typography
          id="stats-title"
          variant="h2"
          sx={{ textAlign: 'center', mb: 4, fontSize: { xs: '1.4rem', md: '1.75rem' }, color: 'inherit' }}
        >
          {t('home.stats.title')}
        </Typography>
        <Grid component="ul" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {stats.map((stat) => (
            <Grid component="li" key={stat.label} size={{ xs: 12, sm: 4 }} sx={{ textAlign: 'center' }}>
              <Typography
                component="p"
                sx={{ fontSize: { xs: '2.25rem', md: '2.75rem' }, fontWeight: 800, lineHeight: 1.2 }}
              >
                <bdi>{stat.value}</bdi>
              </Typography>
              <Typography component="p" sx={{ fontSize: '1.05rem', opacity: 0.92 }}>
                {stat.label}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
