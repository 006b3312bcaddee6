import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { AdminDashboard } from '@/features/admin/components/admin-dashboard';
import { loadTab } from '@/features/admin/components/lazy-tabs';
import { TAB_QUERY_PARAM, tabFromQuery } from '@/features/admin/utils/tabs';
import { useAuthStatus } from '@/lib/auth/get-auth-status';

/** The open tab is part of the page the function renders: its code loads before the page hydrates. */
export function loadShownParts(search: URLSearchParams): Promise<void> {
  return loadTab(tabFromQuery(search.get(TAB_QUERY_PARAM)));
}

/** The admin dashboard: guests and people without admin rights are sent to the home page. */
export default function AdminRoute() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { data: authStatus } = useAuthStatus();
  const user = authStatus?.user ?? null;
  const allowed = user?.isAdmin === true;
  const refused = authStatus !== undefined && !allowed;

  useEffect(() => {
    if (refused) navigate(paths.home, { replace: true });
  }, [refused, navigate]);

  return (
    <>
      <PageTitle page={t('pageTitle')} />
      {user && allowed ? (
        <AdminDashboard currentUserId={user.id} />
      ) : refused ? (
        <Box sx={{ py: 10, textAlign: 'center' }}>
          <Typography role="status">{t('redirecting')}</Typography>
        </Box>
      ) : (
        <PageShell heading={t('title')} maxWidth="xl" blocks={[56, 420]} />
      )}
    </>
  );
}
