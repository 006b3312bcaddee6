import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import FavoriteIcon from '@mui/icons-material/FavoriteBorderOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OutcomeFigures } from '@nasl/core/guarantee';
import type { TargetGender } from '@nasl/core/questionnaire';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { serverToday } from '@/lib/device/device-date';
import { isolateLeftToRight } from '@/lib/i18n/format';
import { useOutcomes } from '../api/get-outcomes';
import { useAdminFormat, type AdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { isAskableRange, presetRange, type DateRange } from '../utils/trends';
import { ReportRangeFields } from './date-range-fields';
import { QueryError, TabLoader } from './query-state';
import { StatCard, StatGrid } from './stat-card';
import { ColumnHeads, DataTable, type Column } from './table-parts';

/** The natural share of a target among live births: the boys' baseline, or what it leaves for girls. */
function naturalShare(target: TargetGender, baselineBoyShare: number): number {
  return target === 'boy' ? baselineBoyShare : 1 - baselineBoyShare;
}

function FigureCells({ figures, format }: { figures: OutcomeFigures; format: AdminFormat }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  return (
    <>
      <TableCell>{format.count(figures.reported)}</TableCell>
      <TableCell>{format.count(figures.matched)}</TableCell>
      <TableCell data-rate="">
        {figures.rate === null ? t('outcomes.none') : format.percent(figures.rate * 100)}
      </TableCell>
      <TableCell>
        {figures.ci95
          ? isolateLeftToRight(
              `${format.percent(figures.ci95[0] * 100)} – ${format.percent(figures.ci95[1] * 100)}`,
              language,
            )
          : t('outcomes.none')}
      </TableCell>
    </>
  );
}

/** A table of figures under its heading, which names the table too. */
function FiguresTable({
  title,
  columns,
  children,
}: {
  title: string;
  columns: readonly Column<never>[];
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {title}
      </Typography>
      <DataTable label={title} minWidth={560}>
        <ColumnHeads columns={columns} />
        <TableBody>{children}</TableBody>
      </DataTable>
    </>
  );
}

/**
 * What came of the plans paid in a range, as parents reported it: by the plan's goal with the rate, its
 * 95 % Wilson interval and the natural odds beside it; by month of payment; and how many still await one.
 */
export function OutcomesTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const today = serverToday();
  const [range, setRange] = useState<DateRange>(() => presetRange(today, 'last365'));
  const askable = isAskableRange(range);
  const outcomes = useOutcomes(askable ? range : presetRange(today, 'last365'));
  useRenderedMark('outcomes', outcomes.isSuccess);
  const data = outcomes.data;
  // The columns of FigureCells, in its order.
  const figureColumns = [
    { label: t('outcomes.reported') },
    { label: t('outcomes.matched') },
    { label: t('outcomes.rate') },
    { label: t('outcomes.ci') },
  ];

  return (
    <Stack spacing={2.5}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        {t('outcomes.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {t('outcomes.intro', { baseline: format.percent((data?.baselineBoyShare ?? 0.512) * 100) })}
      </Typography>
      <ReportRangeFields value={range} onChange={setRange} max={today} />
      {outcomes.isPending && <TabLoader />}
      {outcomes.isError && <QueryError error={outcomes.error} onRetry={() => void outcomes.refetch()} />}
      {data && (
        <>
          <StatGrid columns={3}>
            {[
              {
                statId: 'outcomes-awaiting',
                title: t('outcomes.awaiting'),
                value: format.count(data.awaiting),
                caption: t('outcomes.awaitingCaption'),
                icon: <HourglassIcon />,
              },
              {
                statId: 'outcomes-undisclosed',
                title: t('outcomes.undisclosed'),
                value: format.count(data.undisclosed),
                icon: <VisibilityOffIcon />,
                tone: 'info' as const,
              },
              {
                statId: 'outcomes-losses',
                title: t('outcomes.losses'),
                value: format.count(data.losses),
                icon: <FavoriteIcon />,
                tone: 'secondary' as const,
              },
            ].map((card) => (
              <StatCard key={card.statId} {...card} />
            ))}
          </StatGrid>
          <FiguresTable
            title={t('outcomes.byTarget')}
            columns={[{ label: t('outcomes.goal') }, ...figureColumns, { label: t('outcomes.baseline') }]}
          >
            {data.byTarget.map((figures) => (
              <TableRow key={figures.target} data-target={figures.target}>
                <TableCell>{t(`genders.${figures.target}`)}</TableCell>
                <FigureCells figures={figures} format={format} />
                <TableCell>
                  {format.percent(naturalShare(figures.target, data.baselineBoyShare) * 100)}
                </TableCell>
              </TableRow>
            ))}
          </FiguresTable>
          <FiguresTable
            title={t('outcomes.byMonth')}
            columns={[{ label: t('outcomes.month') }, { label: t('outcomes.goal') }, ...figureColumns]}
          >
            {data.byMonth.map((figures) => (
              <TableRow key={`${figures.month}-${figures.target}`}>
                <TableCell>{format.civilMonth(`${figures.month}-01`)}</TableCell>
                <TableCell>{t(`genders.${figures.target}`)}</TableCell>
                <FigureCells figures={figures} format={format} />
              </TableRow>
            ))}
          </FiguresTable>
        </>
      )}
    </Stack>
  );
}
