import ChildFriendlyIcon from '@mui/icons-material/ChildFriendlyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanDetails } from '@nasl/core/plan';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/plan/plan-parts';
import { AdherenceSummary } from './adherence-summary';

type UnlockedPlan = Extract<PlanDetails, { locked: false }>;

/** What follows the plan on her page: how closely she followed it. */
export function FollowUpPanel({ plan }: { plan: UnlockedPlan }) {
  const { t } = useTranslation('plan');
  return (
    <SectionCard icon={<ChildFriendlyIcon />} title={t('followUp.title')}>
      <Stack spacing={3}>
        <Typography sx={{ color: 'text.secondary' }}>{t('followUp.intro')}</Typography>
        {plan.adherence && <AdherenceSummary adherence={plan.adherence} />}
      </Stack>
    </SectionCard>
  );
}
