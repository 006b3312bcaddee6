import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

function LogoMark() {
  return (
    <Box component="svg" viewBox="0 0 64 64" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0 }}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <circle cx="24" cy="26" r="8" fill="#ffffff" />
      <circle cx="40" cy="26" r="8" fill="#f9a8d4" />
      <circle cx="32" cy="42" r="6" fill="#ffffff" fillOpacity="0.85" />
    </Box>
  );
}

export function Logo() {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      lang="ar"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.6rem',
        lineHeight: 1,
        borderRadius: 1,
        flexShrink: 0,
      }}
    >
      <LogoMark />
      {t('brand.logo')}
    </Box>
  );
}
