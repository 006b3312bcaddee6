import type { PlanData } from '@nasl/core/plan';
import type { CivilDate } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { datesMoved, planChange } from '../utils/plan-change';

/** "Next attempt 29 Nov → 9 Dec · 3 → 2 dates ahead", or that nothing moved: what a re-planning did. */
export function useChangeText() {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (before: PlanData, after: PlanData, today: CivilDate): string => {
    if (!datesMoved(before, after, today)) return t('cycle.change.none');
    const change = planChange(before, after, today);
    const date = (value: CivilDate) => formatCivilDate(value, language);
    const parts: string[] = [];
    if (change.next) {
      const { from, to } = change.next;
      if (to === null) parts.push(t('cycle.change.nextNone'));
      else if (from === null) parts.push(t('cycle.change.nextNew', { to: date(to) }));
      else parts.push(t('cycle.change.next', { from: date(from), to: date(to) }));
    }
    if (change.ahead.from !== change.ahead.to) parts.push(t('cycle.change.ahead', change.ahead));
    return parts.length > 0 ? parts.join(' · ') : t('cycle.change.moved');
  };
}
