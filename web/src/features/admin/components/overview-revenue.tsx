import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '@nasl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../hooks/use-admin-format';
import { revenueSummary } from '../utils/funnel';

/** One titled panel of the overview. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface FigureRow {
  key: string;
  label: string;
  hint: string;
  value: string;
}

/** Figures as a definition list, the last one emphasised (the total). */
function FigureList({ rows, dataName }: { rows: FigureRow[]; dataName: string }) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      {rows.map((row, index) => {
        const last = index === rows.length - 1;
        return (
          <Box
            key={row.key}
            {...{ [`data-${dataName}`]: row.key }}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              alignItems: 'baseline',
              gap: 2,
              pb: 1.5,
              borderBottom: last ? 0 : 1,
              borderColor: 'divider',
            }}
          >
            <Box component="dt" sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: last ? 800 : 600 }}>{row.label}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {row.hint}
              </Typography>
            </Box>
            <Typography
              component="dd"
              sx={{
                m: 0,
                fontWeight: 800,
                fontSize: last ? '1.4rem' : '1.15rem',
                color: last ? 'primary.main' : 'text.primary',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              <bdi>{row.value}</bdi>
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

export function RevenueSummary({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const revenue = revenueSummary(overview);
  return (
    <Section title={t('overview.revenue.title')}>
      <FigureList
        dataName="revenue"
        rows={[
          {
            key: 'test',
            label: t('overview.revenue.test'),
            hint: t('overview.revenue.testHint', { value: format.count(overview.paidPlans) }),
            value: format.money(revenue.testCents),
          },
          {
            key: 'potential',
            label: t('overview.revenue.potential'),
            hint: t('overview.revenue.potentialHint', { value: format.count(overview.pendingPlans) }),
            value: format.money(revenue.potentialCents),
          },
          {
            key: 'total',
            label: t('overview.revenue.total'),
            hint: t('overview.revenue.totalHint'),
            value: format.money(revenue.totalCents),
          },
        ]}
      />
    </Section>
  );
}

/** What payments actually charged, net of refunds, beside the test-mode summary; admin unlocks apart at $0. */
export function RealRevenue({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { revenue } = overview;
  const amount = (cents: number) => format.amount(cents, revenue.currency);
  return (
    <Section title={t('overview.realRevenue.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('overview.realRevenue.intro')}
      </Typography>
      <FigureList
        dataName="real-revenue"
        rows={[
          {
            key: 'gross',
            label: t('overview.realRevenue.gross'),
            hint: t('overview.realRevenue.grossHint', { value: format.count(revenue.payments) }),
            value: amount(revenue.grossCents),
          },
          {
            key: 'refunds',
            label: t('overview.realRevenue.refunds'),
            hint: t('overview.realRevenue.refundsHint', { value: format.count(revenue.refunds) }),
            value: amount(-revenue.refundsCents),
          },
          {
            key: 'unlocks',
            label: t('overview.realRevenue.unlocks'),
            hint: t('overview.realRevenue.unlocksHint', { value: format.count(revenue.adminUnlocks) }),
            value: amount(0),
          },
          {
            key: 'net',
            label: t('overview.realRevenue.net'),
            hint: t('overview.realRevenue.netHint'),
            value: amount(revenue.netCents),
          },
        ]}
      />
    </Section>
  );
}
