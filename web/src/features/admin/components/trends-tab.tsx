import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type { TrendBucket } from '@nasl/core/trends';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '@/lib/device/device-date';
import { useTrends } from '../api/get-trends';
import { useAdminFormat, type AdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import {
  isAskableRange,
  presetRange,
  trendRows,
  previousRange,
  type DateRange,
  type TrendRow,
} from '../utils/trends';
import { QueryContent } from './query-state';
import { ChartFigure, type PeriodLabel, type Series } from './trend-chart';
import { TrendControls } from './trend-controls';
import { TrendSummary } from './trend-summary';

type Palette = Theme['palette'];
type AdminT = ReturnType<typeof useTranslation<'admin'>>['t'];
type SeriesKey =
  | 'signUps'
  | 'questionnaires'
  | 'plans'
  | 'payments'
  | 'refunds'
  | 'adminUnlocks'
  | 'revenue'
  | 'refundsAmount'
  | 'net'
  | 'questionnaireRate'
  | 'paymentRate';

function periodLabel(
  row: TrendRow,
  bucket: TrendBucket,
  format: AdminFormat,
  weekOf: (date: string) => string,
): PeriodLabel {
  if (bucket === 'month')
    return { full: format.civilMonth(row.start), short: format.civilTick(row.start, 'month') };
  const full = format.civilDate(row.start, true);
  return { full: bucket === 'week' ? weekOf(full) : full, short: format.civilTick(row.start, 'day') };
}

function chartSeries(t: AdminT, palette: Palette, format: AdminFormat, currency: string) {
  const count = (value: number | null) => (value === null ? t('trends.noRate') : format.count(value));
  const money = (value: number | null) =>
    value === null ? t('trends.noRate') : format.amount(value, currency);
  const rate = (value: number | null) => (value === null ? t('trends.noRate') : format.percent(value));
  const series = (key: SeriesKey, color: string, value: Series['value'], text: Series['text']): Series => ({
    key,
    label: t(`trends.series.${key}`),
    color,
    value,
    text,
  });
  return {
    // A questionnaire and its plan are made together: one line serves both.
    activity: [
      series('signUps', palette.info.main, (row) => row.signUps, count),
      series('questionnaires', palette.secondary.main, (row) => row.questionnaires, count),
    ],
    sales: [
      series('payments', palette.success.main, (row) => row.payments, count),
      series('refunds', palette.error.main, (row) => row.refunds, count),
      series('adminUnlocks', palette.warning.main, (row) => row.adminUnlocks, count),
    ],
    revenue: [
      series('revenue', palette.success.main, (row) => row.revenueCents, money),
      series('refundsAmount', palette.error.main, (row) => row.refundsCents, money),
      series('net', palette.primary.main, (row) => row.netCents, money),
    ],
    conversion: [
      series('questionnaireRate', palette.info.main, (row) => row.questionnaireRate, rate),
      series('paymentRate', palette.success.main, (row) => row.paymentRate, rate),
    ],
  };
}

/**
 * The Trends tab: sign-ups, questionnaires, plans, payments, refunds and money per day, week or month over
 * a chosen range (the last 90 days by day at first), each chart with a table of the same figures.
 */
export function TrendsTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const theme = useTheme();
  const today = serverToday();
  const [range, setRange] = useState<DateRange>(() => presetRange(today, 'last90'));
  const [bucket, setBucket] = useState<TrendBucket>('day');
  // A range the server would refuse is not asked for: the charts keep the last one shown.
  const [asked, setAsked] = useState(range);
  const changeRange = (next: DateRange) => {
    setRange(next);
    if (isAskableRange(next)) setAsked(next);
  };
  const trendsQuery = useTrends({ ...asked, bucket });
  // Only the totals are compared, so the period before is asked for by month, the fewest buckets.
  const previousQuery = useTrends({ ...previousRange(asked), bucket: 'month' });
  useRenderedMark('trends', trendsQuery.isSuccess);

  const { palette } = theme.vars ?? theme;
  const rows = useMemo(
    () => (trendsQuery.data ? trendRows(trendsQuery.data.buckets) : []),
    [trendsQuery.data],
  );
  const weekOf = (date: string) => t('trends.weekOf', { date });
  const labels = rows.map((row) => periodLabel(row, trendsQuery.data?.bucket ?? bucket, format, weekOf));
  const currency = trendsQuery.data?.currency ?? 'usd';
  const series = chartSeries(t, palette as Palette, format, currency);

  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>{t('trends.intro')}</Typography>
      <TrendControls range={range} bucket={bucket} today={today} onRange={changeRange} onBucket={setBucket} />
      <QueryContent query={trendsQuery}>
        <TrendSummary
          rows={rows}
          previousRows={
            previousQuery.data && !previousQuery.isPlaceholderData
              ? trendRows(previousQuery.data.buckets)
              : null
          }
          currency={currency}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {(['activity', 'sales', 'revenue', 'conversion'] as const).map((id) => (
            <ChartFigure
              key={id}
              id={id}
              title={t(`trends.charts.${id}.title`)}
              description={t(`trends.charts.${id}.description`)}
              rows={rows}
              labels={labels}
              series={series[id]}
              kind={id === 'activity' || id === 'conversion' ? 'line' : 'bar'}
              axisValue={
                id === 'revenue'
                  ? (cents) => format.amountCompact(cents, currency)
                  : id === 'conversion'
                    ? (percent) => format.percentWhole(percent)
                    : (value) => format.count(value)
              }
            />
          ))}
        </Box>
      </QueryContent>
    </Stack>
  );
}
