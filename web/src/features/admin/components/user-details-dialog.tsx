import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatUsd, type AdminPayment, type AdminUserRecord } from '@nasl/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate, isolateLeftToRight } from '@/lib/i18n/format';
import { useUserPayments } from '../api/get-user-payments';
import { useAdminFormat } from '../hooks/use-admin-format';
import { activityKey, bloodTypeText, dietKey, planPaymentStatusKey } from '../utils/answer-labels';
import { customerName, desiredGender, stageTextKeys } from '../utils/journey';
import { QueryError } from './query-state';
import { RefundDialog } from './refund-dialog';

interface Field {
  label: string;
  value: ReactNode;
}

function FieldList({ title, fields, empty }: { title: string; fields: Field[] | null; empty: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 3 } }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {title}
      </Typography>
      {fields ? (
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
          }}
        >
          {fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}
              >
                {field.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}
              >
                {field.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}

/** The cycle events logged on the person's latest plan, newest first, as the API lists them. */
function CycleEventList({ events }: { events: AdminUserRecord['cycleEvents'] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t('details.cycleEvents')}
      </Typography>
      {events.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('details.noCycleEvents')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {events.map((event) => (
            <Typography component="li" variant="body2" key={event.id}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {`${t(`details.cycleEventTypes.${event.type}`)}: ${formatCivilDate(event.date, language, { weekday: true })}`}
              </Box>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {` (${t('details.cycleEventLogged', { date: format.dateTime(event.createdAt) })})`}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * The person's payments, newest first: what each charged and what was refunded, with the refund under the
 * guarantee for one that still holds money.
 */
function PaymentList({ userId }: { userId: string }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  const headingId = useId();
  const paymentsQuery = useUserPayments(userId);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const statusText = (payment: AdminPayment) =>
    payment.status === 'succeeded'
      ? t('details.paymentStatuses.succeeded')
      : t(`details.paymentStatuses.${payment.status}`, {
          amount: isolateLeftToRight(format.amount(payment.refundedCents, payment.currency), language),
          date: payment.refundedAt ? format.dateTime(payment.refundedAt) : '',
        });
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t('details.payments')}
      </Typography>
      {paymentsQuery.isError ? (
        <QueryError error={paymentsQuery.error} onRetry={() => void paymentsQuery.refetch()} />
      ) : paymentsQuery.isPending ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('common.loading')}
        </Typography>
      ) : paymentsQuery.data.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('details.noPayments')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}
        >
          {paymentsQuery.data.map((payment) => (
            <Box
              component="li"
              key={payment.id}
              data-payment-id={payment.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <bdi>{format.amount(payment.amountCents, payment.currency)}</bdi>
                  {' · '}
                  {format.dateTime(payment.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {statusText(payment)}
                  {' · '}
                  {t('details.fields.planId')} <bdi>{payment.planId}</bdi>
                </Typography>
              </Box>
              {payment.status !== 'refunded' && (
                <Button size="small" color="error" variant="outlined" onClick={() => setRefunding(payment)}>
                  {t('refund.open')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Box role="status" sx={{ mt: confirmation ? 1.5 : 0 }}>
        {confirmation && <Alert severity="success">{confirmation}</Alert>}
      </Box>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} onRefunded={setConfirmation} />
    </Box>
  );
}

/** The details dialog: account, journey, questionnaire data, plan, cycle events and payments of one person. */
export function UserDetailsDialog({
  record,
  onClose,
}: {
  record: AdminUserRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const ltr = (text: string) => <bdi>{text}</bdi>;
  const label = (
    key: ReturnType<typeof dietKey | typeof activityKey | typeof planPaymentStatusKey>,
    stored: string,
  ) => (key ? t(key) : stored);

  const sections = (user: AdminUserRecord) => {
    const gender = desiredGender(user);
    const questionnaire = user.questionnaire;
    const plan = user.plan;
    return {
      account: [
        { label: t('details.fields.name'), value: <bdi>{customerName(user) ?? t('users.unknown')}</bdi> },
        { label: t('details.fields.email'), value: ltr(user.email) },
        { label: t('details.fields.phone'), value: user.phone ? ltr(user.phone) : t('details.notProvided') },
        { label: t('details.fields.admin'), value: yesNo(user.isAdmin) },
        { label: t('details.fields.owner'), value: yesNo(user.isOwner) },
        { label: t('details.fields.emailVerified'), value: yesNo(user.emailVerified) },
        { label: t('details.fields.subscribed'), value: yesNo(user.isSubscribed) },
        { label: t('details.fields.registered'), value: format.dateTime(user.createdAt) },
      ],
      journey: [
        {
          label: t('details.fields.stage'),
          value: t('details.fields.stageValue', {
            stage: user.stage,
            name: t(stageTextKeys(user.stage).name),
          }),
        },
        {
          label: t('details.fields.desiredGender'),
          value: gender ? t(`genders.${gender}`) : t('users.notSpecified'),
        },
        { label: t('details.fields.revenue'), value: ltr(formatUsd(user.revenueCents)) },
      ],
      questionnaire: questionnaire && [
        { label: t('details.fields.motherAge'), value: questionnaire.motherAge },
        { label: t('details.fields.fatherAge'), value: questionnaire.fatherAge },
        {
          label: t('details.fields.cycleLength'),
          value: t('details.fields.cycleLengthValue', { value: questionnaire.cycleLength }),
        },
        {
          label: t('details.fields.lastPeriodDate'),
          value: formatCivilDate(questionnaire.lastPeriodDate, language),
        },
        {
          label: t('details.fields.motherBloodType'),
          value: ltr(bloodTypeText(questionnaire.motherBloodType, t('bloodTypeUnknown'))),
        },
        {
          label: t('details.fields.fatherBloodType'),
          value: ltr(bloodTypeText(questionnaire.fatherBloodType, t('bloodTypeUnknown'))),
        },
        {
          label: t('details.fields.diet'),
          value: label(dietKey(questionnaire.motherDiet), questionnaire.motherDiet),
        },
        {
          label: t('details.fields.activity'),
          value: label(activityKey(questionnaire.motherActivity), questionnaire.motherActivity),
        },
        {
          label: t('details.fields.health'),
          value: questionnaire.healthConditions
            ? new Intl.ListFormat(language, { type: 'conjunction' }).format(
                questionnaire.healthConditions.map((condition) => t(`healthConditions.${condition}`)),
              )
            : t('details.fields.healthNotAsked'),
        },
      ],
      plan: plan && [
        { label: t('details.fields.planId'), value: ltr(plan.id) },
        { label: t('details.fields.planCreated'), value: format.dateTime(plan.createdAt) },
        {
          label: t('details.fields.paymentStatus'),
          value: label(planPaymentStatusKey(plan.paymentStatus), plan.paymentStatus),
        },
        {
          label: t('details.fields.paymentIntent'),
          value: plan.paymentIntentId ? ltr(plan.paymentIntentId) : t('common.notAvailable'),
        },
      ],
    };
  };

  const content = record ? sections(record) : null;

  return (
    <Dialog
      open={record !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId}>
        {t('details.title')}
        {record && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            <bdi>{record.email}</bdi>
          </Typography>
        )}
      </DialogTitle>
      {/* A long record scrolls: the content takes the focus so it can be scrolled with the keyboard. */}
      <DialogContent dividers tabIndex={0} aria-labelledby={titleId} role="region">
        {content && (
          <>
            <FieldList title={t('details.account')} fields={content.account} empty="" />
            <FieldList title={t('details.journey')} fields={content.journey} empty="" />
            <FieldList
              title={t('details.questionnaire')}
              fields={content.questionnaire}
              empty={t('details.noQuestionnaire')}
            />
            <FieldList title={t('details.plan')} fields={content.plan} empty={t('details.noPlan')} />
            {record?.plan && <CycleEventList events={record.cycleEvents} />}
            {record && <PaymentList userId={record.id} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
