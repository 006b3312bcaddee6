import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { useLanguageFromQuery } from '@/hooks/use-language-from-query';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useLanguageFromQuery();
  useScrollToTop();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -64,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Box>
      <SiteHeader />
      <Toolbar aria-hidden sx={{ minHeight: { xs: 64 } }} />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <SiteFooter />
    </Box>
  );
}
