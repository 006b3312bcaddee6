import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import BoyIcon from '@mui/icons-material/Boy';
import GirlIcon from '@mui/icons-material/Girl';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '@nasl/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOverview } from '../api/get-overview';
import { useAdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { funnelCards, funnelSteps, genderShares, type FunnelCard } from '../utils/funnel';
import { SHORTCUTS, type AdminTab } from '../utils/tabs';
import { preloadOtherTabs } from './lazy-tabs';
import { RealRevenue, RevenueSummary, Section } from './overview-revenue';
import { QueryError, TabLoader } from './query-state';
import { StatCard, StatGrid, type StatTone } from './stat-card';

const CARD_LOOK: Record<FunnelCard['key'], { icon: ReactNode; tone: StatTone }> = {
  visitors: { icon: <GroupsIcon />, tone: 'info' },
  leads: { icon: <QuizIcon />, tone: 'primary' },
  prospects: { icon: <AssignmentIcon />, tone: 'secondary' },
  customers: { icon: <PaymentsIcon />, tone: 'success' },
};

const SHORTCUT_ICONS = {
  manageUsers: <ManageAccountsIcon />,
  viewReports: <InsightsIcon />,
  setupPayments: <ReceiptIcon />,
} as const;

function Funnel({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <Section title={t('overview.funnel.title')}>
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {funnelSteps(overview).map((step, index) => (
          <Box component="li" key={step.key} data-funnel-step={step.key}>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'baseline',
                justifyContent: 'space-between',
                columnGap: 2,
                mb: 0.5,
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {index + 1}. {t(`overview.funnel.steps.${step.key}`)}
              </Typography>
              <Typography sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <Box component="bdi" sx={{ fontWeight: 800 }}>
                  {format.count(step.value)}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' · '}
                  {t('overview.funnel.share', { percent: format.percent(step.percentOfVisitors) })}
                </Box>
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={step.barPercent}
              aria-hidden
              sx={{ height: 12, borderRadius: 6 }}
            />
          </Box>
        ))}
      </Stack>
    </Section>
  );
}

function GenderPreferences({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <Section title={t('overview.gender.title')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {genderShares(overview).map((share) => (
          <Box
            key={share.gender}
            data-gender={share.gender}
            sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', textAlign: 'center' }}
          >
            <Box aria-hidden sx={{ color: share.gender === 'boy' ? 'info.main' : 'secondary.main' }}>
              {share.gender === 'boy' ? <BoyIcon fontSize="large" /> : <GirlIcon fontSize="large" />}
            </Box>
            <Typography sx={{ fontWeight: 700 }}>{t(`genders.${share.gender}`)}</Typography>
            <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
              <bdi>{format.percentWhole(share.percent)}</bdi>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('overview.gender.count', { value: format.count(share.count) })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}

function Shortcuts({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('overview.shortcuts.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {SHORTCUTS.map((shortcut) => (
          <Button
            key={shortcut.key}
            variant="outlined"
            startIcon={SHORTCUT_ICONS[shortcut.key]}
            onClick={() => onOpenTab(shortcut.tab)}
          >
            {t(`overview.shortcuts.${shortcut.key}`)}
          </Button>
        ))}
      </Box>
    </Section>
  );
}

function OverviewContent({
  overview,
  onOpenTab,
}: {
  overview: AdminOverview;
  onOpenTab: (tab: AdminTab) => void;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  useRenderedMark('overview', true);
  useEffect(preloadOtherTabs, []);
  return (
    <Stack spacing={3}>
      <StatGrid columns={4}>
        {funnelCards(overview).map((card) => (
          <StatCard
            key={card.key}
            statId={card.key}
            title={t(`overview.cards.${card.key}.title`)}
            value={format.count(card.value)}
            caption={t(`overview.cards.${card.key}.caption`, {
              percent: card.percentOfPrevious === null ? '' : format.percent(card.percentOfPrevious),
            })}
            icon={CARD_LOOK[card.key].icon}
            tone={CARD_LOOK[card.key].tone}
          />
        ))}
      </StatGrid>
      <Funnel overview={overview} />
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <RevenueSummary overview={overview} />
        <RealRevenue overview={overview} />
        <GenderPreferences overview={overview} />
      </Box>
      <Shortcuts onOpenTab={onOpenTab} />
    </Stack>
  );
}

/** The Conversion Funnel tab: all from the overview's count aggregates; no list is downloaded. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const overviewQuery = useOverview();
  if (overviewQuery.isPending) return <TabLoader />;
  if (overviewQuery.isError) {
    return <QueryError error={overviewQuery.error} onRetry={() => void overviewQuery.refetch()} />;
  }
  return <OverviewContent overview={overviewQuery.data} onOpenTab={onOpenTab} />;
}
