import NightsStayIcon from '@mui/icons-material/NightsStayOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstSentence, PLAN_TIME_ZONE, type CivilDate, type PlanData } from '@nasl/core';
import type { PlanDate, RamadanMeals } from '@nasl/core/plan';
import { PLAN_MEALS } from '@nasl/core/plan-meals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCycleInfo } from '@/hooks/use-cycle-info';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/i18n/format';
import { useScrollToTodayCard } from '@/hooks/use-scroll-to-today-card';
import { splitByToday } from '@/lib/plan/plan-days';
import { PlanNotices } from '@/components/plan/plan-notices';
import {
  AdviceColumns,
  GoalChips,
  HydrationSection,
  PlanDateText,
  PlanHeader,
  PlanPageColumn,
  SectionCard,
  SubHeading,
  SubSection,
} from '@/components/plan/plan-parts';
import { ExerciseSection, IntercourseSection, SummarySection } from '@/components/plan/plan-summary';
import { PregnancyGuidance } from './pregnancy-guidance';

function DateEntry({ entry, today, past = false }: { entry: PlanDate; today: CivilDate; past?: boolean }) {
  const { t } = useTranslation('plan');
  return (
    <Box
      component="li"
      data-plan-date={entry.date}
      sx={{
        p: 2,
        borderRadius: 3,
        // History: greyed text on an outline, apart from the dates still ahead.
        ...(past
          ? { color: 'text.secondary', border: 1, borderColor: 'divider' }
          : { bgcolor: 'action.hover' }),
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 1 }}>
        <PlanDateText date={entry.date} muted={past} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {entry.date === today && <Chip size="small" color="primary" label={t('dates.today')} />}
          {past && <Chip size="small" variant="outlined" label={t('dates.pastLabel')} />}
          <Chip
            size="small"
            color={past ? 'default' : 'primary'}
            variant="outlined"
            label={t('cycleDay', { day: entry.cycleDay })}
          />
        </Stack>
      </Box>
      <Typography sx={past ? { color: 'text.secondary' } : undefined}>{entry.recommendation}</Typography>
    </Box>
  );
}

/** The plan's dates: upcoming ones as the plan's guidance, the ones before today apart and greyed. */
function PlanDates({ dates, today }: { dates: readonly PlanDate[]; today: CivilDate }) {
  const { t } = useTranslation('plan');
  const { past, upcoming } = splitByToday(dates, today);
  return (
    <>
      <Box>
        <SubHeading>{t('sections.dates')}</SubHeading>
        {upcoming.length === 0 && (
          <Typography sx={{ color: 'text.secondary' }}>{t('dates.upcomingEmpty')}</Typography>
        )}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {upcoming.map((entry) => (
            <DateEntry key={entry.date} entry={entry} today={today} />
          ))}
        </Box>
      </Box>
      {past.length > 0 && (
        <Box component="section" aria-label={t('dates.pastCount', { count: past.length })}>
          <SubHeading>{t('dates.past')}</SubHeading>
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {past.map((entry) => (
              <DateEntry key={entry.date} entry={entry} today={today} past />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

function RamadanMealsBox({ meals }: { meals: RamadanMeals }) {
  const { t } = useTranslation('plan');
  const parts = [
    { key: 'suhoor', text: meals.suhoor },
    { key: 'iftar', text: meals.iftar },
    { key: 'snacks', text: meals.snacks },
  ] as const;
  return (
    <SubSection icon={NightsStayIcon} title={t('ramadanMeals.title')}>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('ramadanMeals.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {parts.map((part) => (
          <Box key={part.key} sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t(`ramadanMeals.${part.key}`)}</Typography>
            <Typography>{part.text}</Typography>
          </Box>
        ))}
      </Box>
    </SubSection>
  );
}

interface FullPlanProps {
  createdAt: string;
  plan: PlanData;
  /** Her calendar day: the plan's history ends before it. */
  today: CivilDate;
  /** Her "my cycle" panel, shown under the plan's notices. */
  cyclePanel: ReactNode;
  /** Her pregnancy, the result and the guarantee, shown under her cycle. */
  followUpPanel?: ReactNode;
}

/** The unlocked plan (paid, or read by an admin), with her "my cycle" panel in its place. */
export function FullPlan({ createdAt, plan, today, cyclePanel, followUpPanel }: FullPlanProps) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const cycleInfo = useCycleInfo(plan.cycle);
  useScrollToTodayCard();

  return (
    <PlanPageColumn>
      <PlanHeader
        badge={{ icon: <VerifiedIcon />, color: 'primary', label: t('full.badge') }}
        title={t('full.title')}
        // On the plans' calendar, as its dates are: the same day in the page the function rendered.
        subtitle={createdAt && t('createdOn', { date: formatDate(createdAt, language, PLAN_TIME_ZONE) })}
      >
        <GoalChips gender={plan.summary.gender} successRate={plan.summary.successRate} />
      </PlanHeader>

      <PlanNotices notices={plan.notices} />

      {plan.pregnancy && <PregnancyGuidance pregnancy={plan.pregnancy} />}

      {cyclePanel}

      {followUpPanel}

      <SummarySection
        timing={firstSentence(plan.summary.timing)}
        diet={firstSentence(plan.summary.diet)}
        successRate={plan.summary.successRate}
        successRateNote={plan.summary.successRateNote}
        evidenceNote={plan.summary.evidenceNote}
      />

      <IntercourseSection
        dateCount={plan.intercourse.dates.length}
        timeOfDay={plan.intercourse.timeOfDay}
        position={plan.intercourse.position}
      >
        <SubSection title={t('cycleInfo.title')}>
          <Typography>{cycleInfo}</Typography>
        </SubSection>
        <PlanDates dates={plan.intercourse.dates} today={today} />
      </IntercourseSection>

      <SectionCard icon={<RestaurantIcon />} title={t('sections.diet')}>
        <Stack spacing={3}>
          <Typography>{plan.summary.diet}</Typography>
          <AdviceColumns
            columns={[
              { title: t('sections.include'), items: plan.diet.include },
              { title: t('sections.avoid'), items: plan.diet.avoid, tone: 'avoid' },
            ]}
          />
          <SubSection title={t('sections.meals')}>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {PLAN_MEALS.map((meal) => (
                <Box key={meal} sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
                  <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t(`meals.${meal}`)}</Typography>
                  <Typography>{plan.diet.meals[meal]}</Typography>
                </Box>
              ))}
            </Box>
          </SubSection>
          {plan.diet.ramadanMeals && <RamadanMealsBox meals={plan.diet.ramadanMeals} />}
          <HydrationSection text={plan.diet.hydration} />
        </Stack>
      </SectionCard>

      <ExerciseSection {...plan.exercise} />

      <Alert severity="info" variant="outlined" role="note" sx={{ borderRadius: 3 }}>
        <AlertTitle>{t('full.disclaimerTitle')}</AlertTitle>
        {t('full.disclaimer')}
      </Alert>
    </PlanPageColumn>
  );
}
