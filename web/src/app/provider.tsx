import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { useLanguage } from '@/hooks/use-language';
import { emotionCacheFor } from '@/lib/theme/emotion-cache';
import { appDeclaresFontFaces, fontFaces } from '@/lib/theme/fonts';
import { queryClient } from '@/lib/api/query-client';
import { appTheme, inputAutofillKeyframes } from '@/lib/theme/theme';
import { storageKeys } from '@/lib/device/storage';
import { themeModeStorage } from '@/lib/theme/theme-mode';

/** Pre-rendered pages declare the fonts in their HTML (lib/theme/fonts.ts); only the dev server's page needs them here. */
const declaresFontFaces = appDeclaresFontFaces();

interface AppProviderProps {
  children: ReactNode;
  /** Overrides the browser's cache for the direction (pre-rendering collects each page's styles). */
  emotionCache?: EmotionCache | undefined;
  /** Overrides the browser's client: a page rendered on the server has its own, holding that person's data. */
  client?: QueryClient | undefined;
}

export function AppProvider({ children, emotionCache, client }: AppProviderProps) {
  const { language, direction } = useLanguage();
  const theme = appTheme({ direction, language });

  return (
    <CacheProvider value={emotionCache ?? emotionCacheFor(direction)}>
      <ThemeProvider
        theme={theme}
        defaultMode="light"
        modeStorageKey={storageKeys.theme}
        storageManager={themeModeStorage}
        // The mode is known from the first render (the pre-paint script already applied it), so no context
        // changes after hydration: a change would make React drop any part of the page still hydrating.
        noSsr
      >
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={inputAutofillKeyframes} />
        {declaresFontFaces && <GlobalStyles styles={fontFaces} />}
        <QueryClientProvider client={client ?? queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
