import EventIcon from '@mui/icons-material/EventOutlined';
import NightsStayIcon from '@mui/icons-material/NightsStayOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { PlanData } from '@nasl/core/plan';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { todayGuidance } from '../utils/plan-days';

/** "What to do today": from today's entry of the plan's day schedule, with the Ramadan reminder on its days. */
export function TodayLine({ plan, today }: { plan: PlanData; today: CivilDate }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const headingId = useId();
  const guidance = todayGuidance(plan, today);
  const date = (value: CivilDate) => formatCivilDate(value, language, { weekday: true });

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-today-line=""
      sx={{
        p: 2,
        borderRadius: 3,
        bgcolor: 'action.hover',
        borderInlineStart: '4px solid',
        borderColor: 'primary.main',
      }}
    >
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('cycle.today.heading')}
      </Typography>
      {guidance.kind === 'before-start' && (
        <Typography>{t('cycle.today.beforeStart', { date: date(guidance.start) })}</Typography>
      )}
      {guidance.kind === 'ended' && <Typography>{t('cycle.today.ended')}</Typography>}
      {guidance.kind === 'day' && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('cycle.today.date', { date: date(today), day: guidance.day.cycleDay })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {guidance.lines.map((line, index) => (
              <Typography component="li" key={line} sx={{ fontWeight: index === 0 ? 700 : 400 }}>
                {t(`cycle.today.${line}`)}
              </Typography>
            ))}
            {guidance.day.ramadan && (
              <Typography
                component="li"
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', fontWeight: 600 }}
              >
                <NightsStayIcon aria-hidden fontSize="small" sx={{ mt: 0.3, color: 'secondary.main' }} />
                {t('cycle.today.ramadan')}
              </Typography>
            )}
          </Box>
          {guidance.nextAttempt && (
            <Typography
              sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5, color: 'text.secondary' }}
            >
              <EventIcon aria-hidden fontSize="small" />
              {t('cycle.today.nextAttempt', { date: date(guidance.nextAttempt) })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
