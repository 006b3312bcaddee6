import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { isolateLeftToRight } from '@/lib/i18n/format';
import { useAdminFormat } from '../hooks/use-admin-format';
import { changePercent, trendTotals, type TrendRow } from '../utils/trends';
import { StatCard, StatGrid } from './stat-card';

type Totals = ReturnType<typeof trendTotals>;
type CardKey = 'signUps' | 'plans' | 'payments' | 'net';

const FIGURE: Record<CardKey, (totals: Totals) => number> = {
  signUps: (totals) => totals.signUps,
  plans: (totals) => totals.plans,
  payments: (totals) => totals.payments,
  net: (totals) => totals.netCents,
};

/**
 * The range's totals, each beside the same figure for the period just before it (as long as the range):
 * its value then and the change since, once that period's figures are in.
 */
export function TrendSummary({
  rows,
  previousRows,
  currency,
}: {
  rows: TrendRow[];
  previousRows: TrendRow[] | null;
  currency: string;
}) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const { language } = useLanguage();
  // Amounts inside an Arabic sentence keep their own left-to-right order.
  const money = (cents: number) => isolateLeftToRight(format.amount(cents, currency), language);
  const totals = trendTotals(rows);
  const previous = previousRows ? trendTotals(previousRows) : null;
  const shown = (key: CardKey, value: number) => (key === 'net' ? money(value) : format.count(value));
  const comparison = (key: CardKey): string | undefined => {
    if (!previous) return undefined;
    const before = FIGURE[key](previous);
    const change = changePercent(FIGURE[key](totals), before);
    if (change === null) return t('trends.previous', { value: shown(key, before) });
    const sign = change > 0 ? '+' : change < 0 ? '−' : '';
    return t('trends.previousChange', {
      value: shown(key, before),
      change: isolateLeftToRight(`${sign}${format.percent(Math.abs(change))}`, language),
    });
  };
  const cards: { key: CardKey; value: string; caption?: string; icon: ReactNode }[] = [
    { key: 'signUps', value: format.count(totals.signUps), icon: <GroupAddIcon /> },
    { key: 'plans', value: format.count(totals.plans), icon: <AssignmentIcon /> },
    {
      key: 'payments',
      value: format.count(totals.payments),
      caption: `${t('trends.totals.conversion')}: ${totals.paymentRate === null ? t('trends.noRate') : format.percent(totals.paymentRate)}`,
      icon: <PaymentsIcon />,
    },
    {
      key: 'net',
      value: format.amount(totals.netCents, currency),
      caption: `${t('trends.series.revenue')} ${money(totals.revenueCents)} − ${t('trends.series.refundsAmount')} ${money(totals.refundsCents)}`,
      icon: <AccountBalanceIcon />,
    },
  ];
  return (
    <StatGrid columns={4}>
      {cards.map((card) => (
        <StatCard
          key={card.key}
          statId={`trend-${card.key}`}
          title={t(`trends.totals.${card.key}`)}
          value={card.value}
          caption={card.caption}
          comparison={comparison(card.key)}
          icon={card.icon}
          tone={card.key === 'net' ? 'success' : 'primary'}
        />
      ))}
    </StatGrid>
  );
}
