import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { useLanguage } from '@/hooks/use-language';
import { emotionCacheFor } from '@/lib/emotion-cache';
import { fontFaces } from '@/lib/fonts';
import { queryClient } from '@/lib/query-client';
import { createAppTheme } from '@/lib/theme';
import { useThemeStore } from '@/stores/theme-store';

export function AppProvider({ children }: { children: ReactNode }) {
  const { language, direction } = useLanguage();
  const mode = useThemeStore((state) => state.mode);
  const theme = useMemo(() => createAppTheme({ mode, direction, language }), [mode, direction, language]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={fontFaces} />
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
