import AccessTimeIcon from '@mui/icons-material/AccessTimeOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ForwardLinkButton } from '@/components/ui/forward-link-button';
import { paths } from '@/config/paths';
import { IconPointsSection, IconPointText, type IconPoint } from './home-section-parts';

const points: readonly IconPoint[] = [
  { icon: <AccessTimeIcon />, titleKey: 'home.science.timingTitle', bodyKey: 'home.science.timingBody' },
  { icon: <RestaurantIcon />, titleKey: 'home.science.dietTitle', bodyKey: 'home.science.dietBody' },
  { icon: <ScienceIcon />, titleKey: 'home.science.evidenceTitle', bodyKey: 'home.science.evidenceBody' },
];

export function ScienceSection() {
  const { t } = useTranslation();
  return (
    <IconPointsSection
      id="science-title"
      title={t('home.science.title')}
      subtitle={t('home.science.subtitle')}
      maxWidth={720}
      sx={{ pt: { xs: 1, md: 2 }, pb: { xs: 7, md: 10 } }}
      points={points}
      size={{ xs: 12, md: 4 }}
      card={(point) => (
        <Paper variant="outlined" sx={{ height: '100%', p: 3, borderRadius: 3 }}>
          <Box aria-hidden sx={{ color: 'secondary.main', mb: 1.5, display: 'flex' }}>
            {point.icon}
          </Box>
          <IconPointText point={point} />
        </Paper>
      )}
    >
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <ForwardLinkButton to={paths.research} variant="outlined">
          {t('home.science.cta')}
        </ForwardLinkButton>
      </Box>
    </IconPointsSection>
  );
}
