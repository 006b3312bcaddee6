import ChildFriendlyIcon from '@mui/icons-material/ChildFriendlyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { PlanDetails } from '@nasl/core/plan';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/plan/plan-parts';
import { AdherenceSummary } from './adherence-summary';
import { ClaimSection } from './claim-section';
import { OutcomeSection } from './outcome-section';
import { PregnancySection } from './pregnancy-section';

type UnlockedPlan = Extract<PlanDetails, { locked: false }>;

/**
 * What follows the plan on her page: how closely she followed it, her pregnancy, the result, and the
 * guarantee when the baby's sex differs from the plan's (a plan paid through the checkout).
 */
export function FollowUpPanel({ plan, today }: { plan: UnlockedPlan; today: CivilDate }) {
  const { t } = useTranslation('plan');
  const planStart = plan.planData.cycle.days[0]?.date ?? today;
  const sex = plan.outcome?.sex;
  const claimable = plan.claimableFrom ?? null;
  const differs = (sex === 'boy' || sex === 'girl') && sex !== plan.planData.summary.gender;
  return (
    <SectionCard icon={<ChildFriendlyIcon />} title={t('followUp.title')}>
      <Stack spacing={3}>
        <Typography sx={{ color: 'text.secondary' }}>{t('followUp.intro')}</Typography>
        {plan.adherence && <AdherenceSummary adherence={plan.adherence} />}
        <PregnancySection
          planId={plan.id}
          planStart={planStart}
          pregnancy={plan.pregnancy ?? null}
          today={today}
        />
        {plan.pregnancy && (
          <OutcomeSection
            planId={plan.id}
            pregnancy={plan.pregnancy}
            outcome={plan.outcome ?? null}
            today={today}
          />
        )}
        {differs && claimable !== null && (
          <ClaimSection planId={plan.id} claimableFrom={claimable} today={today} />
        )}
      </Stack>
    </SectionCard>
  );
}
