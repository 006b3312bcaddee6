import type { PlanData } from '@nasl/core';
import { useTranslation } from 'react-i18next';

/** The sentence on the cycle her plan counts from: its length, where that length came from, her period's length. */
export function useCycleInfo(cycle: PlanData['cycle']): string {
  const { t } = useTranslation('plan');
  return t(`cycleInfo.${cycle.lengthSource}`, { length: cycle.length, count: cycle.periodLength });
}
