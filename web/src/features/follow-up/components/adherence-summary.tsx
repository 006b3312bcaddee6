import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Adherence } from '@nasl/core/plan-follow-up';
import { useTranslation } from 'react-i18next';
import { SubHeading } from '@/components/plan/plan-parts';

/** "Followed X of Y attempt days" (and weeks of the diet), from her check-ins. */
export function AdherenceSummary({ adherence }: { adherence: Adherence }) {
  const { t } = useTranslation('plan');
  const { attemptDays, dietWeeks } = adherence;
  return (
    <Box data-adherence="">
      <SubHeading>{t('followUp.adherence.title')}</SubHeading>
      <Typography sx={{ fontWeight: 600 }}>
        {attemptDays.due === 0
          ? t('followUp.adherence.attemptsNone')
          : t('followUp.adherence.attempts', { followed: attemptDays.followed, count: attemptDays.due })}
      </Typography>
      {dietWeeks.due > 0 && (
        <Typography>
          {t('followUp.adherence.dietWeeks', { followed: dietWeeks.followed, count: dietWeeks.due })}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('followUp.adherence.help')}
      </Typography>
    </Box>
  );
}
