import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/hooks/use-hydrated';

// Both icons are in the page and the theme's attribute shows one: the pre-rendered header already shows the
// remembered mode's icon, before the app knows it (and the light mode's icon without JavaScript).
const inLight = (theme: Theme) => ({
  display: 'inline-block',
  ...theme.applyStyles('dark', { display: 'none' }),
});
const inDark = (theme: Theme) => ({
  display: 'none',
  ...theme.applyStyles('dark', { display: 'inline-block' }),
});

export function ThemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setMode } = useColorScheme();
  // The pre-rendered label is the light mode's; the remembered mode's follows once hydrated (unpainted).
  const dark = useHydrated() && colorScheme === 'dark';
  const label = dark ? t('header.switchToLight') : t('header.switchToDark');

  return (
    <IconButton
      color="inherit"
      onClick={() => setMode(dark ? 'light' : 'dark')}
      aria-label={label}
      title={label}
    >
      <DarkModeIcon sx={inLight} />
      <LightModeIcon sx={inDark} />
    </IconButton>
  );
}
