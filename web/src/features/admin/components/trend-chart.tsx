import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import type { TrendRow } from '../utils/trends';
import { ColumnHeads, DataTable } from './table-parts';

const CHART_HEIGHT = 280;
/** Room, in px, beyond the last period for half of its tick label (e.g. "Nov 26"). */
const LAST_TICK_ROOM = 28;

/** A series as the chart and its table both show it. */
export interface Series {
  key: string;
  label: string;
  color: string;
  value: (row: TrendRow) => number | null;
  text: (value: number | null) => string;
}

export interface PeriodLabel {
  /** In tooltips and tables: "Jun 1, 2025", "Week of Jun 1, 2025", "Jun 2025". */
  full: string;
  /** On the time axis' ticks: "Jun 1", "Jun 2025". */
  short: string;
}

/**
 * One chart with its accessible twin: a figure whose caption names and describes it, and a button that
 * swaps the chart (hidden from assistive technology, which cannot read its drawing) for a table of the
 * same figures.
 */
export function ChartFigure({
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
          <ColumnHeads
            columns={[{ label: t('trends.period') }, ...series.map((item) => ({ label: item.label }))]}
          />
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
