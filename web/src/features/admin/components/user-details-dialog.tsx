import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatUsd, type AdminUserRecord } from '@nasl/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { useAdminFormat } from '../hooks/use-admin-format';
import { activityKey, bloodTypeText, dietKey, planPaymentStatusKey } from '../utils/answer-labels';
import { customerName, desiredGender, stageTextKeys } from '../utils/journey';
import { CycleEventList, FieldList } from './user-details-sections';
import { PaymentList } from './user-payments';

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
