import type { Language } from '@nasl/core/constants';
import { createTheme, type Theme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT_PX } from '@/config/ui';
import type { TextDirection } from '../i18n/language';

/** The animations MUI's fields listen to, to learn that the browser filled them in (their names are MUI's). */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

/** MUI's autofill keyframes, declared once for every field (see `MuiInputBase` below). */
export const inputAutofillKeyframes = {
  // Not empty, or emotion drops them in production; an animation's properties inside keyframes do nothing.
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
};

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

/** The home hero's background gradient, stop by stop (text sits on every part of it). */
export const HERO_GRADIENT_STOPS = {
  light: ['#e3f3f0', '#f6f8f8', '#fbeef5'],
  dark: ['#0f2a2a', '#0d1416', '#2a1421'],
} as const;

/** The printed plan is always dark ink on white paper, whatever the screen theme. */
export const PRINT_COLORS = {
  paper: '#fff',
  text: '#111',
  header: '#444',
  meta: '#333',
  accent: '#0f766e',
  border: '#c5d3d3',
  tableHead: '#e8f3f2',
  note: '#f0f7f6',
} as const;

/** The resting outline of text fields and selects. */
export const INPUT_BORDER = { light: '#7a8590', dark: '#7f8d93' } as const;

interface AppThemeOptions {
  direction: TextDirection;
  language: Language;
}

export type ThemeMode = 'light' | 'dark';

/**
 * The attribute on `<html>` that picks the colour scheme (`data-nasl-theme="dark"`). Colours are CSS
 * variables, so the pre-rendered HTML (light) and the browser's first render have the same class names in
 * both modes, and the pre-paint script sets the remembered mode before anything is painted.
 */
export const THEME_ATTRIBUTE = 'data-nasl-theme';

/** The colours of one mode (Stripe's fields, drawn in an iframe, take them as values). */
export function paletteOf(mode: ThemeMode) {
  const light = mode === 'light';
  return {
    mode,
    primary: { main: light ? '#0f766e' : '#5eead4' },
    secondary: { main: light ? '#be185d' : '#f9a8d4' },
    // Filled alerts put white text on these in light mode: all of them stay above 4.5:1.
    info: { main: light ? '#0369a1' : '#7dd3fc' },
    success: { main: light ? '#15803d' : '#86efac' },
    error: { main: light ? '#b91c1c' : '#fca5a5' },
    // MUI's default orange (#ed6c02) gives white text only 3.1:1, too little for the TEST MODE chip.
    warning: { main: light ? '#b45309' : '#fcd34d' },
    background: light ? { default: '#f6f8f8', paper: '#ffffff' } : { default: '#0d1416', paper: '#152024' },
    text: light ? { primary: '#15202b', secondary: '#4a5561' } : { primary: '#e8eef0', secondary: '#b3c0c6' },
  };
}

export function createAppTheme({ direction, language }: AppThemeOptions): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: THEME_ATTRIBUTE },
    colorSchemes: { light: { palette: paletteOf('light') }, dark: { palette: paletteOf('dark') } },
    direction,
    breakpoints: {
      // "md" starts just above the phone breakpoint, so `down('md')` is the phone layout.
      values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT_PX + 1, lg: 1200, xl: 1536 },
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
        styleOverrides: (theme) => ({
          body: { lineHeight: 1.7 },
          'a:focus-visible': { outline: `3px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `3px solid ${theme.vars.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiInputBase: {
        // Each field would add MUI's autofill keyframes as a global style of its own: the first field's is
        // taken over from the page's HTML, every other one is written again as the page hydrates, which runs
        // the right-to-left style pipeline for the first time (about 40 ms of a phone's time on /profile). The
        // app declares them once (`inputAutofillKeyframes`, app/provider.tsx) and each field keeps MUI's
        // autofill detection (its label moves up over a value the browser filled in) through them.
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          // MUI fades placeholders to 42% of the text colour (about 2.5:1); text.secondary keeps 4.5:1.
          // The selectors are the prefixed ones MUI itself uses: stylis' prefixer (4.4, in emotion-cache.ts)
          // throws on a plain ::placeholder rule compiled by emotion's own stylis 4.2.
          input: ({ theme }) => {
            const placeholder = { color: theme.vars.palette.text.secondary, opacity: 1 };
            return {
              '&::-webkit-input-placeholder': placeholder,
              '&::-moz-placeholder': placeholder,
              animationName: AUTOFILL_CANCEL,
              animationDuration: '10ms',
              '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
            };
          },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          // A field's outline is what shows where to type: at least 3:1 (WCAG 1.4.11), not MUI's 23% grey.
          notchedOutline: ({ theme }) => ({
            borderColor: INPUT_BORDER.light,
            ...theme.applyStyles('dark', { borderColor: INPUT_BORDER.dark }),
          }),
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0 } },
    },
  });
}

const themes = new Map<string, Theme>();

/** The theme of a direction and language, made once: the language switch and the theme toggle reuse it. */
export function appTheme(options: AppThemeOptions): Theme {
  const key = `${options.direction} ${options.language}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createAppTheme(options);
    themes.set(key, theme);
  }
  return theme;
}
