import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { LockedPlanData } from '@nasl/core';
import type { PlanRefund } from '@nasl/core/plan-follow-up';
import { PLAN_MEALS } from '@nasl/core/plan-meals';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { marketingFigures } from '@/config/marketing-figures';
import { hiddenCounts } from '@/lib/plan/plan-view';
import { NotForSale, PlanNotices } from '@/components/plan/plan-notices';
import {
  AdviceColumns,
  GoalChips,
  HiddenItems,
  HydrationSection,
  PlanDateText,
  PlanHeader,
  PlanPageColumn,
  SectionCard,
  SubSection,
} from '@/components/plan/plan-parts';
import { ExerciseSection, IntercourseSection, SummarySection } from '@/components/plan/plan-summary';
import { RefundNotice } from './refund-notice';
import { UnlockButton } from './unlock-button';

const PROGRESS_STEPS = ['questionnaire', 'created', 'preview', 'payment'] as const;
/** Questionnaire and plan are done; the preview is where the person is now. */
const CURRENT_PROGRESS_STEP = 2;

function PreviewHeader({ plan, refunded }: { plan: LockedPlanData; refunded: boolean }) {
  const { t } = useTranslation('plan');
  // A plan that is not sold, or was refunded, never invites her to unlock it; a plan that is not sold shows
  // no success banner either: its advice is general, and free.
  const forSale = plan.summary.offersMethod;
  const badge = refunded
    ? ({ icon: <ReplayIcon />, color: 'primary', label: t('refunded.badge') } as const)
    : forSale
      ? ({ icon: <CheckCircleIcon />, color: 'success', label: t('preview.badge') } as const)
      : ({ icon: <InfoIcon />, color: 'primary', label: t('preview.badgeNotForSale') } as const);
  const title = refunded ? t('full.title') : forSale ? t('preview.title') : t('preview.titleNotForSale');
  const subtitle = refunded
    ? t('refunded.subtitle')
    : forSale
      ? t('preview.subtitle')
      : t('preview.subtitleNotForSale');
  return (
    <PlanHeader badge={badge} title={title} subtitle={subtitle}>
      <GoalChips gender={plan.summary.gender} successRate={plan.summary.successRate} />
    </PlanHeader>
  );
}

function ProgressSteps() {
  const { t } = useTranslation('plan');
  return (
    <Box component="nav" aria-label={t('preview.stepsLabel')}>
      <Stepper
        activeStep={CURRENT_PROGRESS_STEP}
        alternativeLabel
        component="ol"
        sx={{ p: 0, listStyle: 'none' }}
      >
        {PROGRESS_STEPS.map((step, index) => (
          <Step key={step} component="li" completed={index < CURRENT_PROGRESS_STEP}>
            <StepLabel aria-current={index === CURRENT_PROGRESS_STEP ? 'step' : undefined}>
              {t(`preview.steps.${step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

function SocialProof() {
  const { t } = useTranslation('plan');
  const figures = marketingFigures.blocks;
  const stats = [
    t('preview.stats.couples', figures),
    t('preview.stats.satisfaction', figures),
    t('preview.stats.plans', figures),
  ];
  return (
    <SectionCard icon={<GroupsIcon />} title={t('preview.socialProofTitle')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {stats.map((stat) => (
          <Box
            component="li"
            key={stat}
            sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover', textAlign: 'center', fontWeight: 700 }}
          >
            {stat}
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

function Guarantee() {
  const { t } = useTranslation('plan');
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ borderRadius: 4, p: { xs: 2.5, md: 4 }, borderColor: 'success.main', display: 'flex', gap: 2 }}
    >
      <VerifiedUserIcon aria-hidden sx={{ color: 'success.main', fontSize: 40, flexShrink: 0 }} />
      <Box>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
          {t('preview.guaranteeTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {t('preview.guaranteeBody', { email: env.supportEmail })}
        </Typography>
      </Box>
    </Paper>
  );
}

/**
 * The rich preview of an unpaid plan on /plan-preview: what it holds, with most of it hidden. A plan that
 * offers no method at her age is not sold: its notice stands where the checkout buttons would be, and
 * nothing invites her to pay. Nor does a refunded plan's: it says when it was refunded instead.
 */
export function LockedPreview({
  planId,
  plan,
  refund = null,
}: {
  planId: string;
  plan: LockedPlanData;
  refund?: PlanRefund | null;
}) {
  const { t } = useTranslation('plan');
  const hidden = hiddenCounts(plan);
  const forSale = plan.summary.offersMethod && !refund;

  return (
    <PlanPageColumn paddingY={{ xs: 4, md: 7 }}>
      <PreviewHeader plan={plan} refunded={refund !== null} />
      {refund && <RefundNotice refund={refund} />}
      {plan.notices.length > 0 && <PlanNotices notices={plan.notices} />}
      {forSale && <ProgressSteps />}
      {forSale && <UnlockButton planId={planId} note />}
      {!plan.summary.offersMethod && <NotForSale notices={plan.notices} />}

      <SummarySection
        timing={plan.summary.timingPreview}
        diet={plan.summary.dietPreview}
        successRate={plan.summary.successRate}
        successRateNote={plan.summary.successRateNote}
        evidenceNote={plan.summary.evidenceNote}
      />

      <IntercourseSection
        dateCount={plan.intercourse.totalDates}
        timeOfDay={plan.intercourse.timeOfDay}
        position={plan.intercourse.positionPreview}
      >
        <SubSection title={t('sections.dates')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {plan.intercourse.sampleDates.map((date) => (
              <Box component="li" key={date.date} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                <PlanDateText date={date.date} />
              </Box>
            ))}
          </Box>
          <HiddenItems count={hidden.dates} lines={3} />
        </SubSection>
      </IntercourseSection>

      {forSale && <UnlockButton planId={planId} />}

      <SectionCard icon={<RestaurantIcon />} title={t('sections.diet')}>
        <Stack spacing={3}>
          <AdviceColumns
            columns={[
              {
                title: t('sections.include'),
                items: plan.diet.sampleIncludeItems,
                hidden: { count: hidden.include },
              },
              {
                title: t('sections.avoid'),
                items: plan.diet.sampleAvoidItems,
                tone: 'avoid',
                hidden: { count: hidden.avoid },
              },
            ]}
          />
          <HydrationSection text={plan.diet.hydrationPreview} />
          {forSale && (
            <SubSection title={t('sections.meals')}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 1.5,
                  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
                }}
              >
                {PLAN_MEALS.map((meal) => (
                  <Box key={meal} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
                    <Typography sx={{ fontWeight: 700, mb: 1 }}>{t(`meals.${meal}`)}</Typography>
                    <Box aria-hidden sx={{ filter: 'blur(4px)', display: 'grid', gap: 0.75 }}>
                      <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.selected' }} />
                      <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.selected', width: '70%' }} />
                    </Box>
                  </Box>
                ))}
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {t('preview.mealsLocked')}
              </Typography>
            </SubSection>
          )}
        </Stack>
      </SectionCard>

      <ExerciseSection
        recommended={plan.exercise.sampleRecommended}
        limit={plan.exercise.sampleLimit}
        intensity={plan.exercise.intensityPreview}
        hidden={{ recommended: hidden.recommended, limit: hidden.limit }}
      />

      {forSale && (
        <>
          <SocialProof />
          <Guarantee />
          <UnlockButton planId={planId} note />
        </>
      )}
    </PlanPageColumn>
  );
}
