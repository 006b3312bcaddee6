import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenterOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import LocalDrinkIcon from '@mui/icons-material/LocalDrinkOutlined';
import RestaurantIcon from '@mui/icons-material/RestaurantOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstSentence, type PlanData } from '@nasl/core';
import { PLAN_MEALS } from '@nasl/core/plan-meals';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/format';
import { usePrinting } from '../hooks/use-printing';
import {
  GoalChips,
  IntercourseBasics,
  ItemList,
  PlanDateText,
  SectionCard,
  SubHeading,
  SummaryBoxes,
} from './plan-parts';
import { PlanToolbar } from './plan-toolbar';
import { PrintLayout } from './print-layout';

interface FullPlanProps {
  planId: string;
  createdAt: string;
  plan: PlanData;
}

/** The unlocked plan (paid, or read by an admin), with its hidden print layout. */
export function FullPlan({ planId, createdAt, plan }: FullPlanProps) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const printing = usePrinting();

  return (
    <>
      <PlanToolbar planId={planId} plan={plan} />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={{ xs: 3, md: 4 }}>
          <Box sx={{ textAlign: 'center' }}>
            <Chip
              icon={<VerifiedIcon />}
              color="primary"
              label={t('full.badge')}
              sx={{ fontWeight: 700, mb: 2 }}
            />
            <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.4rem' }, mb: 1 }}>
              {t('full.title')}
            </Typography>
            {createdAt && (
              <Typography sx={{ color: 'text.secondary', mb: 2 }}>
                {t('createdOn', { date: formatDate(createdAt, language) })}
              </Typography>
            )}
            <GoalChips gender={plan.summary.gender} successRate={plan.summary.successRate} />
          </Box>

          <SectionCard icon={<InsightsIcon />} title={t('sections.summary')}>
            <SummaryBoxes
              timing={firstSentence(plan.summary.timing)}
              diet={firstSentence(plan.summary.diet)}
              successRate={plan.summary.successRate}
            />
          </SectionCard>

          <SectionCard icon={<CalendarMonthIcon />} title={t('sections.intercourse')}>
            <Stack spacing={2.5}>
              <IntercourseBasics
                dateCount={plan.intercourse.dates.length}
                timeOfDay={plan.intercourse.timeOfDay}
                position={plan.intercourse.position}
              />
              <Box>
                <SubHeading>{t('sections.dates')}</SubHeading>
                <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                  {plan.intercourse.dates.map((entry) => (
                    <Box
                      component="li"
                      key={entry.date}
                      sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}
                    >
                      <Box
                        sx={{
                          display: 'flex',
                          justifyContent: 'space-between',
                          alignItems: 'flex-start',
                          gap: 2,
                          mb: 1,
                        }}
                      >
                        <PlanDateText date={entry.date} />
                        <Chip
                          size="small"
                          color="primary"
                          variant="outlined"
                          label={t('cycleDay', { day: entry.cycleDay })}
                        />
                      </Box>
                      <Typography>{entry.recommendation}</Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            </Stack>
          </SectionCard>

          <SectionCard icon={<RestaurantIcon />} title={t('sections.diet')}>
            <Stack spacing={3}>
              <Typography>{plan.summary.diet}</Typography>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Box>
                  <SubHeading>{t('sections.include')}</SubHeading>
                  <ItemList items={plan.diet.include} />
                </Box>
                <Box>
                  <SubHeading>{t('sections.avoid')}</SubHeading>
                  <ItemList items={plan.diet.avoid} tone="avoid" />
                </Box>
              </Box>
              <Box>
                <SubHeading>{t('sections.meals')}</SubHeading>
                <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {PLAN_MEALS.map((meal) => (
                    <Box key={meal} sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
                      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t(`meals.${meal}`)}</Typography>
                      <Typography>{plan.diet.meals[meal]}</Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
              <Box>
                <SubHeading>
                  <LocalDrinkIcon aria-hidden fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
                  {t('sections.hydration')}
                </SubHeading>
                <Typography>{plan.diet.hydration}</Typography>
              </Box>
            </Stack>
          </SectionCard>

          <SectionCard icon={<FitnessCenterIcon />} title={t('sections.exercise')}>
            <Stack spacing={3}>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                <Box>
                  <SubHeading>{t('sections.recommended')}</SubHeading>
                  <ItemList items={plan.exercise.recommended} />
                </Box>
                <Box>
                  <SubHeading>{t('sections.limit')}</SubHeading>
                  <ItemList items={plan.exercise.limit} tone="avoid" />
                </Box>
              </Box>
              <Box>
                <SubHeading>{t('sections.intensity')}</SubHeading>
                <Typography>{plan.exercise.intensity}</Typography>
              </Box>
            </Stack>
          </SectionCard>

          <Alert severity="info" variant="outlined" role="note" sx={{ borderRadius: 3 }}>
            <AlertTitle>{t('full.disclaimerTitle')}</AlertTitle>
            {t('full.disclaimer')}
          </Alert>
        </Stack>
      </Container>
      {printing && <PrintLayout planId={planId} createdAt={createdAt} plan={plan} />}
    </>
  );
}
