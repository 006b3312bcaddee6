import '@mui/material/styles';

declare module '@mui/material/styles' {
  /** The app's theme uses CSS variables (lib/theme/theme.ts): the types of `theme.vars` and its provider's props. */
  interface CssThemeVariables {
    enabled: true;
  }
}
