import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { TREND_BUCKETS, type TrendBucket } from '@nasl/core/trends';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { serverToday } from '@/lib/device/device-date';
import { useTrends } from '../api/get-trends';
import { useAdminFormat, type AdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import {
  isAskableRange,
  presetOf,
  presetRange,
  TREND_PRESETS,
  trendRows,
  previousRange,
  type DateRange,
  type TrendPreset,
  type TrendRow,
} from '../utils/trends';
import { DateRangeFields } from './date-range-fields';
import { QueryError, TabLoader } from './query-state';
import { TrendSummary } from './trend-summary';
import { DataTable, HeadCell } from './table-parts';

const CHART_HEIGHT = 280;
/** Room, in px, beyond the last period for half of its tick label (e.g. "Nov 26"). */
const LAST_TICK_ROOM = 28;

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

/** A series as the chart and its table both show it. */
interface Series {
  key: string;
  label: string;
  color: string;
  value: (row: TrendRow) => number | null;
  text: (value: number | null) => string;
}

interface PeriodLabel {
  /** In tooltips and tables: "Jun 1, 2025", "Week of Jun 1, 2025", "Jun 2025". */
  full: string;
  /** On the time axis' ticks: "Jun 1", "Jun 2025". */
  short: string;
}

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

/**
 * One chart with its accessible twin: a figure whose caption names and describes it, and a button that
 * swaps the chart (hidden from assistive technology, which cannot read its drawing) for a table of the
 * same figures.
 */
function ChartFigure({
  id,
  title,
  description,
  rows,
  labels,
  series,
  kind,
  axisValue,
}: {
  id: string;
  title: string;
  description: string;
  rows: TrendRow[];
  labels: PeriodLabel[];
  series: Series[];
  kind: 'line' | 'bar';
  /** How the values' axis writes its ticks (money in whole currency units, rates in percent). */
  axisValue: (value: number) => string;
}) {
  const { t } = useTranslation('admin');
  const { direction } = useLanguage();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const rtl = direction === 'rtl';
  // Right to left, time runs from the right (the periods are drawn in reverse: the axis' own `reverse`
  // hides every tick label), and the values' axis stands on the right.
  const drawn = rtl ? [...rows.keys()].reverse() : [...rows.keys()];
  const xAxis = [
    {
      scaleType: kind === 'bar' ? ('band' as const) : ('point' as const),
      data: drawn,
      valueFormatter: (index: number, context: { location: string }) =>
        (context.location === 'tick' ? labels[index]?.short : labels[index]?.full) ?? '',
      height: 32,
      tickLabelMinGap: 12,
      // MUI X measures each tick label once and drops those that do not fit; text in a web font still
      // loading measures nothing, which dropped every label. The device's own font is always there.
      tickLabelStyle: { fontFamily: 'system-ui, sans-serif' },
    },
  ];
  const yAxis = [
    { position: rtl ? ('right' as const) : ('left' as const), width: 72, valueFormatter: axisValue },
  ];
  const chartSeries = series.map((item) => ({
    id: item.key,
    label: item.label,
    color: item.color,
    data: drawn.map((index) => item.value(rows[index]!)),
    valueFormatter: (value: number | null) => item.text(value),
  }));
  const common = {
    xAxis,
    yAxis,
    height: CHART_HEIGHT,
    skipAnimation: true,
    // What the chart's keyboard navigation announces: "period, series, value" in the UI language.
    localeText: {
      noData: t('trends.empty'),
      loading: t('common.loading'),
      a11yNoValue: t('trends.noValue'),
      a11yConnector: t('trends.connector'),
    },
    // The last period's tick label is centred on the axis' far end (left when right to left): room for
    // its half keeps it whole.
    margin: { top: 8, bottom: 8, left: rtl ? LAST_TICK_ROOM : 8, right: rtl ? 8 : LAST_TICK_ROOM },
  };
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-labelledby={titleId}
      data-chart={id}
      sx={{ m: 0, p: { xs: 2, md: 2.5 }, borderRadius: 3, minWidth: 0 }}
    >
      <Box
        component="figcaption"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'flex-start',
          gap: 1,
          justifyContent: 'space-between',
          mb: 1.5,
        }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.1rem' }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
        <Button
          size="small"
          variant="outlined"
          sx={{ flexShrink: 0 }}
          aria-pressed={asTable}
          onClick={() => setAsTable((shown) => !shown)}
        >
          {asTable ? t('trends.showChart') : t('trends.showTable')}
        </Button>
      </Box>
      {asTable ? (
        <DataTable label={title} minWidth={120 + series.length * 120}>
          <TableHead>
            <TableRow>
              <HeadCell>{t('trends.period')}</HeadCell>
              {series.map((item) => (
                <HeadCell key={item.key}>{item.label}</HeadCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.start}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {labels[index]?.full}
                </TableCell>
                {series.map((item) => (
                  <TableCell key={item.key} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    <bdi>{item.text(item.value(row))}</bdi>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </DataTable>
      ) : (
        <Box>
          {kind === 'bar' ? (
            <BarChart series={chartSeries} {...common} />
          ) : (
            <LineChart
              series={chartSeries.map((item) => ({ ...item, showMark: rows.length <= 31 }))}
              {...common}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}

function Controls({
  range,
  bucket,
  today,
  onRange,
  onBucket,
}: {
  range: DateRange;
  bucket: TrendBucket;
  today: string;
  onRange: (range: DateRange) => void;
  onBucket: (bucket: TrendBucket) => void;
}) {
  const { t } = useTranslation('admin');
  const preset = presetOf(range, today);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Choice
          label={t('trends.range')}
          value={preset}
          options={(Object.keys(TREND_PRESETS) as TrendPreset[]).map((key) => ({
            key,
            label: t(`trends.presets.${key}`),
          }))}
          onChange={(next) => onRange(presetRange(today, next))}
        />
        <Box sx={{ pt: { lg: 3.5 } }}>
          <DateRangeFields
            value={range}
            onChange={onRange}
            max={today}
            fromLabel={t('trends.from')}
            toLabel={t('trends.to')}
            error={isAskableRange(range) ? null : t('trends.invalidRange')}
          />
        </Box>
        <Choice
          label={t('trends.bucket')}
          value={bucket}
          options={TREND_BUCKETS.map((key) => ({ key, label: t(`trends.buckets.${key}`) }))}
          onChange={onBucket}
        />
      </Stack>
    </Paper>
  );
}

/** A labelled group of exclusive toggle buttons; clicking the chosen one again keeps it chosen. */
function Choice<Key extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Key | null;
  options: { key: Key; label: string }[];
  onChange: (next: Key) => void;
}) {
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: Key | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.key} value={option.key}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
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
      <Controls range={range} bucket={bucket} today={today} onRange={changeRange} onBucket={setBucket} />
      {trendsQuery.isPending ? (
        <TabLoader />
      ) : trendsQuery.isError && !trendsQuery.data ? (
        <QueryError error={trendsQuery.error} onRetry={() => void trendsQuery.refetch()} />
      ) : (
        <>
          {trendsQuery.isPlaceholderData && <LinearProgress aria-label={t('common.loading')} />}
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
        </>
      )}
    </Stack>
  );
}
