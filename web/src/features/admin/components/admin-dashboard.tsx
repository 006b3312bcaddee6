import '../i18n';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOpenedMark } from '../hooks/use-rendered-mark';
import { ADMIN_TABS, TAB_QUERY_PARAM, tabFromQuery, type AdminTab } from '../utils/tabs';
import { ClaimsTab, OutcomesTab, PaymentsTab, QuestionnairesTab, TrendsTab, UsersTab } from './lazy-tabs';
import { OverviewTab } from './overview-tab';
import { TabLoader } from './query-state';

function TabContent({
  tab,
  currentUserId,
  onOpenTab,
}: {
  tab: AdminTab;
  currentUserId: string;
  onOpenTab: (tab: AdminTab) => void;
}) {
  useOpenedMark(tab);
  switch (tab) {
    case 'overview':
      return <OverviewTab onOpenTab={onOpenTab} />;
    case 'trends':
      return <TrendsTab />;
    case 'users':
      return <UsersTab currentUserId={currentUserId} />;
    case 'questionnaires':
      return <QuestionnairesTab />;
    case 'payments':
      return <PaymentsTab />;
    case 'claims':
      return <ClaimsTab />;
    case 'outcomes':
      return <OutcomesTab />;
  }
}

/**
 * The admin's 'Business Intelligence Dashboard' with its tabs (the spec's four, Trends, the guarantee's claims
 * and the measured outcomes). Only the open tab is rendered and
 * fetched; the tab is kept in `?tab=` so it survives a reload and can be linked.
 */
export function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabFromQuery(searchParams.get(TAB_QUERY_PARAM));
  const idPrefix = useId();

  const openTab = (tab: AdminTab) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_QUERY_PARAM, tab);
        return next;
      },
      { replace: true },
    );

  // A shortcut button far down the overview opens its tab at the top.
  useLayoutEffect(() => {
    window.scrollTo({ top: 0 });
  }, [selected]);

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.2rem' } }}>
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('subtitle')}</Typography>
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
        <Tabs
          value={selected}
          onChange={(_event, tab: AdminTab) => openTab(tab)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`tabs.${tab}`)}
              id={`${idPrefix}-${tab}-tab`}
              aria-controls={`${idPrefix}-${tab}-panel`}
              sx={{ fontWeight: 700, minHeight: 56 }}
            />
          ))}
        </Tabs>
      </Paper>
      {/* At least a screen tall, so the footer waits below the fold while a tab loads: figures arriving
          would otherwise push it down the screen (a layout shift of 0.4-0.6 on a phone). */}
      <Box
        role="tabpanel"
        id={`${idPrefix}-${selected}-panel`}
        aria-labelledby={`${idPrefix}-${selected}-tab`}
        sx={{ minHeight: '100vh' }}
      >
        <Suspense fallback={<TabLoader />}>
          <TabContent key={selected} tab={selected} currentUserId={currentUserId} onOpenTab={openTab} />
        </Suspense>
      </Box>
    </Container>
  );
}
