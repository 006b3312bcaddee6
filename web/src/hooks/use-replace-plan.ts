import type { PlanDetails } from '@nasl/core/plan';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '@/hooks/use-language';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';
import { replaceLatestPlan } from '@/lib/device/latest-plan';
import { replaceCachedAnswer } from '@/lib/device/offline-cache';
import { planQueryKey } from '@/hooks/use-plan';

/**
 * A re-planned plan (the answer to a log or an undo) replaces the old one everywhere it is kept: the plan
 * screen's query, the device's saved latest plan, the service worker's copy for offline use. Reads in other
 * languages and the reports are dropped, to be asked again.
 */
export function useReplacePlan() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  return useCallback(
    (plan: PlanDetails) => {
      queryClient.setQueryData(planQueryKey(plan.id, language), plan);
      forgetCachedReads(queryClient);
      replaceLatestPlan(plan);
      const url = new URL(`/api/plans/${encodeURIComponent(plan.id)}`, window.location.origin).href;
      void replaceCachedAnswer(url, language, plan).catch((error: unknown) =>
        console.error('The offline copy of the plan could not be updated', error),
      );
    },
    [queryClient, language],
  );
}
