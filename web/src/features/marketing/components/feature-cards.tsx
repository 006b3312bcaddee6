import LockIcon from '@mui/icons-material/LockOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslation } from 'react-i18next';
import { IconPointsSection, IconPointText, type IconPoint } from './home-section-parts';

const features: readonly IconPoint[] = [
  { icon: <ScienceIcon />, titleKey: 'home.features.scienceTitle', bodyKey: 'home.features.scienceBody' },
  { icon: <PsychologyIcon />, titleKey: 'home.features.aiTitle', bodyKey: 'home.features.aiBody' },
  { icon: <PersonIcon />, titleKey: 'home.features.personalTitle', bodyKey: 'home.features.personalBody' },
  { icon: <LockIcon />, titleKey: 'home.features.privacyTitle', bodyKey: 'home.features.privacyBody' },
];

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <IconPointsSection
      id="features-title"
      title={t('home.features.title')}
      subtitle={t('home.features.subtitle')}
      maxWidth={640}
      sx={{ py: { xs: 7, md: 10 } }}
      points={features}
      size={{ xs: 12, sm: 6, md: 3 }}
      card={(feature) => (
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
            <IconPointText point={feature} />
          </CardContent>
        </Card>
      )}
    />
  );
}
