import type { CivilDate } from '@nasl/core';
import type { PlanData } from '@nasl/core/plan';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { todayGuidance } from '@/lib/plan/plan-days';
import { TodayCard } from '@/components/plan/today-card';

/**
 * "What to do today": from today's entry of the plan's day schedule, with the Ramadan reminder on its days
 * and the days just before and after it, and, on an attempt day, what to do if she is bleeding.
 */
export function TodayLine({
  plan,
  today,
  actions,
}: {
  plan: PlanData;
  today: CivilDate;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const guidance = todayGuidance(plan, today);
  return (
    <TodayCard
      headingLevel="h3"
      content={
        guidance.kind === 'day'
          ? {
              kind: 'day',
              dateLine: t('cycle.today.date', {
                date: formatCivilDate(today, language, { weekday: true }),
                day: guidance.day.cycleDay,
              }),
              lines: [
                ...guidance.lines.map((line) => t(`cycle.today.${line}`)),
                ...(guidance.lines.includes('attempt') ? [t('cycle.today.skipIfBleeding')] : []),
              ],
              ramadanLine: guidance.day.ramadanEdge
                ? t(`cycle.today.ramadanEdge.${guidance.day.ramadanEdge}`)
                : guidance.day.ramadan
                  ? t('cycle.today.ramadan')
                  : null,
              nextAttempt: guidance.nextAttempt,
            }
          : guidance
      }
    >
      {actions}
    </TodayCard>
  );
}
