import FavoriteIcon from '@mui/icons-material/FavoriteBorderOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenterOutlined';
import NightsStayIcon from '@mui/icons-material/NightsStayOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { PartnerPlan } from '@nasl/core/partner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { formatCivilDate } from '@/lib/i18n/format';
import { showToast } from '@/stores/toast-store';
import { useRemovePartner } from '../api/remove-partner';
import { useScrollToTodayCard } from '@/hooks/use-scroll-to-today-card';
import { useToday } from '@/hooks/use-today';
import { dayRuns, partnerToday, type DayRun } from '../utils/partner-days';
import {
  EvidenceNote,
  GoalChip,
  ItemList,
  PlanDateText,
  PlanHeader,
  PlanPageColumn,
  SectionCard,
  SubSection,
} from '@/components/plan/plan-parts';
import { TodayCard } from '@/components/plan/today-card';

/** Today, for him: what the day asks (attempt, no intercourse, no unprotected intercourse, or nothing). */
function PartnerTodayCard({ plan, today }: { plan: PartnerPlan; today: CivilDate }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const guidance = partnerToday(plan.planData.days, today);
  return (
    <TodayCard
      headingLevel="h2"
      content={
        guidance.kind === 'day'
          ? {
              kind: 'day',
              dateLine: formatCivilDate(today, language, { weekday: true }),
              lines: guidance.lines.map((line) => t(`partner.today.${line}`)),
              ramadanLine: guidance.ramadan ? t('cycle.today.ramadan') : null,
              nextAttempt: guidance.nextAttempt,
            }
          : guidance
      }
    />
  );
}

/** The days ahead that ask something of him, as dated runs (an attempt pair, the rest before it). */
function Runs({ runs, label }: { runs: DayRun[]; label: string }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const date = (value: CivilDate) => formatCivilDate(value, language, { weekday: true });
  if (runs.length === 0) return null;
  return (
    <SubSection title={label}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {runs.map((run) => (
          <Box
            component="li"
            key={run.from}
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'flex',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ fontWeight: 600 }}>
              {run.from === run.to
                ? date(run.from)
                : t('partner.range', { from: date(run.from), to: date(run.to) })}
            </Typography>
            {run.ramadan && <Chip size="small" icon={<NightsStayIcon />} label={t('partner.ramadan')} />}
          </Box>
        ))}
      </Box>
    </SubSection>
  );
}

/** He stops following the plan: his access ends at once (she can invite him again). */
function LeavePlan({ planId }: { planId: string }) {
  const { t } = useTranslation('plan');
  const { data: authStatus } = useAuthStatus();
  const navigate = useNavigate();
  const removal = useRemovePartner(planId);
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const uid = authStatus?.user?.id;
  if (!uid) return null;
  const leave = () =>
    removal.mutate(uid, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ variant: 'success', title: t('partner.left') });
        navigate(paths.home, { replace: true });
      },
      onError: () => showToast({ variant: 'destructive', title: t('partner.leaveFailed') }),
    });
  return (
    <>
      <Button color="inherit" onClick={() => setConfirming(true)} sx={{ alignSelf: 'center' }}>
        {t('partner.leave')}
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('partner.leaveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('partner.leaveBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('calendarDialog.cancel')}</Button>
          <Button color="error" variant="contained" loading={removal.isPending} onClick={leave}>
            {t('partner.leaveConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * Her husband's view of the plan she shared: what each day asks of him, the position, his lifestyle and the
 * evidence note. Her answers and her cycle are not in it (the server never sends them).
 */
export function PartnerPlanView({ plan }: { plan: PartnerPlan }) {
  const { t } = useTranslation('plan');
  const today = useToday();
  const ahead = plan.planData.days.filter((day) => day.date >= today);
  useScrollToTodayCard();

  return (
    <PlanPageColumn>
      <PlanHeader
        badge={{ icon: <PeopleIcon />, color: 'primary', label: t('partner.badge') }}
        title={plan.ownerName ? t('partner.title', { name: plan.ownerName }) : t('partner.titleNoName')}
        subtitle={t('partner.intro')}
      >
        <GoalChip gender={plan.planData.gender} />
      </PlanHeader>

      {plan.planData.pregnancy && (
        <Alert severity="success" role="note" data-pregnancy="" sx={{ borderRadius: 3 }}>
          <AlertTitle>{t('partner.pregnancyTitle')}</AlertTitle>
          {plan.planData.pregnancy.note}
        </Alert>
      )}

      <PartnerTodayCard plan={plan} today={today} />

      <SectionCard icon={<FavoriteIcon />} title={t('partner.daysTitle')}>
        <Stack spacing={2.5}>
          <Typography sx={{ color: 'text.secondary' }}>
            {t(`partner.daysIntro.${plan.planData.gender}`)}
          </Typography>
          <SubSection title={t('partner.attempts')}>
            {dayRuns(ahead, 'attempt').length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('dates.upcomingEmpty')}</Typography>
            ) : (
              <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                {ahead
                  .filter((day) => day.activities.includes('attempt'))
                  .map((day) => (
                    <Box
                      component="li"
                      key={day.date}
                      sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', display: 'flex', gap: 2 }}
                    >
                      <PlanDateText date={day.date} />
                      {day.ramadan && (
                        <Chip size="small" icon={<NightsStayIcon />} label={t('partner.ramadan')} />
                      )}
                    </Box>
                  ))}
              </Box>
            )}
          </SubSection>
          <Runs runs={dayRuns(ahead, 'abstain')} label={t('partner.abstain')} />
          <Runs runs={dayRuns(ahead, 'avoid')} label={t('partner.avoid')} />
          <SubSection title={t('partner.position')}>
            <Typography>{plan.planData.position}</Typography>
          </SubSection>
        </Stack>
      </SectionCard>

      <SectionCard icon={<FitnessCenterIcon />} title={t('partner.lifestyleTitle')}>
        <Stack spacing={2}>
          <ItemList items={plan.planData.lifestyle.recommended} />
          {plan.planData.lifestyle.limit.length > 0 && (
            <SubSection title={t('partner.limit')}>
              <ItemList items={plan.planData.lifestyle.limit} tone="avoid" />
            </SubSection>
          )}
        </Stack>
      </SectionCard>

      <EvidenceNote text={plan.planData.evidenceNote} />
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {t('partner.privacy')}
      </Typography>
      <LeavePlan planId={plan.id} />
    </PlanPageColumn>
  );
}
