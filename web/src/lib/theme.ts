import { MOBILE_BREAKPOINT_PX, type Language } from '@nasl/core/constants';
import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeMode } from '@/stores/theme-store';
import type { TextDirection } from './language';

const ARABIC_FONT_STACK = [
  '"Noto Sans Arabic"',
  '"Segoe UI"',
  'Tahoma',
  '"Geeza Pro"',
  'system-ui',
  '-apple-system',
  'Roboto',
  'Arial',
  'sans-serif',
].join(', ');

const LATIN_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans Arabic"',
  'sans-serif',
].join(', ');

interface AppThemeOptions {
  mode: ThemeMode;
  direction: TextDirection;
  language: Language;
}

export function createAppTheme({ mode, direction, language }: AppThemeOptions): Theme {
  const light = mode === 'light';
  const primaryMain = light ? '#0f766e' : '#5eead4';
  return createTheme({
    direction,
    breakpoints: {
      // "md" starts just above the spec's mobile breakpoint, so `down('md')` is the phone layout.
      values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX + 1, lg: 1200, xl: 1536 },
    },
    palette: {
      mode,
      primary: { main: primaryMain },
      secondary: { main: light ? '#be185d' : '#f9a8d4' },
      // Filled alerts put white text on these in light mode: all of them stay above 4.5:1.
      info: { main: light ? '#0369a1' : '#7dd3fc' },
      success: { main: light ? '#15803d' : '#86efac' },
      error: { main: light ? '#b91c1c' : '#fca5a5' },
      background: light ? { default: '#f6f8f8', paper: '#ffffff' } : { default: '#0d1416', paper: '#152024' },
      text: light
        ? { primary: '#15202b', secondary: '#4a5561' }
        : { primary: '#e8eef0', secondary: '#b3c0c6' },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: language === 'ar' ? ARABIC_FONT_STACK : LATIN_FONT_STACK,
      h1: { fontSize: 'clamp(1.9rem, 4vw + 1rem, 3rem)', fontWeight: 800, lineHeight: 1.3 },
      h2: { fontSize: 'clamp(1.5rem, 2vw + 1rem, 2.1rem)', fontWeight: 700, lineHeight: 1.35 },
      h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.4 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { lineHeight: 1.7 },
          'a:focus-visible': { outline: `3px solid ${primaryMain}`, outlineOffset: 2 },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `3px solid ${primaryMain}`, outlineOffset: 2 },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}
