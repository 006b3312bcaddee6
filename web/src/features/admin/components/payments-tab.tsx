import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  formatUsd,
  shortPaymentIntent,
  TEST_REVENUE_PER_PAID_PLAN_CENTS,
  type AdminOverview,
} from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { isolateLeftToRight } from '@/lib/i18n/format';
import { useOverview } from '../api/get-overview';
import { usePlans } from '../api/get-plans';
import { useAdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { useSortedRows } from '../hooks/use-sorted-rows';
import { planPaymentStatusKey } from '../utils/answer-labels';
import { revenueSummary } from '../utils/funnel';
import { paymentComparators, type PaymentSortKey } from '../utils/sort';
import { ExportButton } from './export-button';
import { QueryError, TabLoader } from './query-state';
import { StatCard, StatGrid } from './stat-card';
import { IdText, ListTable, PagedListEnd, type Column } from './table-parts';

function RevenueCards({ overview }: { overview: AdminOverview }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  return (
    <StatGrid columns={4}>
      <StatCard
        statId="total-revenue"
        title={t('payments.cards.total.title')}
        value={format.money(revenueSummary(overview).testCents)}
        caption={t('payments.cards.total.caption', { value: format.count(overview.paidPlans) })}
        icon={<PaymentsIcon />}
        tone="success"
      />
      <StatCard
        statId="net-revenue"
        title={t('payments.cards.net.title')}
        value={format.amount(overview.revenue.netCents, overview.revenue.currency)}
        caption={t('payments.cards.net.caption', {
          gross: isolateLeftToRight(
            format.amount(overview.revenue.grossCents, overview.revenue.currency),
            language,
          ),
          refunds: isolateLeftToRight(
            format.amount(overview.revenue.refundsCents, overview.revenue.currency),
            language,
          ),
        })}
        icon={<AccountBalanceIcon />}
        tone="primary"
      />
      <StatCard
        statId="provider"
        title={t('payments.cards.provider.title')}
        value={t('payments.cards.provider.status')}
        caption={t('payments.cards.provider.caption')}
        icon={<CheckCircleIcon />}
        tone="success"
      />
      <StatCard
        statId="pending-payments"
        title={t('payments.cards.pending.title')}
        value={format.count(overview.pendingPlans)}
        caption={t('payments.cards.pending.caption')}
        icon={<HourglassIcon />}
        tone="warning"
      />
    </StatGrid>
  );
}

/** The Revenue tab: the revenue cards and the paid plans as the payment history, newest first. */
export function PaymentsTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const overviewQuery = useOverview();
  const paidPlansQuery = usePlans('paid');
  const { rows, sorting } = useSortedRows(paidPlansQuery.data, paymentComparators);
  useRenderedMark('payments', overviewQuery.isSuccess && paidPlansQuery.isSuccess);

  if (overviewQuery.isPending || paidPlansQuery.isPending) return <TabLoader />;
  if (overviewQuery.isError) {
    return <QueryError error={overviewQuery.error} onRetry={() => void overviewQuery.refetch()} />;
  }
  if (paidPlansQuery.isError && !paidPlansQuery.data) {
    return <QueryError error={paidPlansQuery.error} onRetry={() => void paidPlansQuery.refetch()} />;
  }
  const columns: Column<PaymentSortKey>[] = [
    { label: t('payments.history.columns.planId'), sortKey: 'planId' },
    { label: t('payments.history.columns.userId'), sortKey: 'userId' },
    { label: t('payments.history.columns.amount') },
    { label: t('payments.history.columns.status') },
    { label: t('payments.history.columns.intent') },
    { label: t('payments.history.columns.date'), sortKey: 'date' },
  ];
  const amount = formatUsd(TEST_REVENUE_PER_PAID_PLAN_CENTS);

  return (
    <Stack spacing={3}>
      <RevenueCards overview={overviewQuery.data} />
      {/* The table's own region carries the name: a labelled section around it would repeat the landmark. */}
      <Stack spacing={2}>
        <Typography variant="h3" component="h2">
          {t('payments.history.title')}
        </Typography>
        <ExportButton table="payments" />
        <ListTable
          label={t('payments.history.title')}
          minWidth={900}
          columns={columns}
          {...sorting}
          empty={rows.length > 0 ? null : t('payments.history.empty')}
        >
          {rows.map((plan) => {
            const statusKey = planPaymentStatusKey(plan.paymentStatus);
            return (
              <TableRow key={plan.id} hover data-plan-id={plan.id}>
                <TableCell>
                  <IdText>{plan.id}</IdText>
                </TableCell>
                <TableCell>
                  {plan.userName && <Typography sx={{ fontWeight: 600 }}>{plan.userName}</Typography>}
                  {plan.userId ? <IdText>{plan.userId}</IdText> : t('payments.history.unknown')}
                </TableCell>
                <TableCell sx={{ fontWeight: 700 }}>
                  <bdi>{amount}</bdi>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={plan.isPaid ? 'success' : 'warning'}
                    label={statusKey ? t(statusKey) : plan.paymentStatus}
                  />
                </TableCell>
                <TableCell title={plan.paymentIntentId ?? undefined}>
                  {plan.paymentIntentId ? (
                    <IdText>{shortPaymentIntent(plan.paymentIntentId)}</IdText>
                  ) : (
                    t('common.notAvailable')
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(plan.createdAt)}</TableCell>
              </TableRow>
            );
          })}
        </ListTable>
        <PagedListEnd
          query={paidPlansQuery}
          shown={format.count(rows.length)}
          total={format.count(overviewQuery.data.paidPlans)}
        />
      </Stack>
    </Stack>
  );
}
