import { planAnswerSchema, type PlanAnswer } from '@nasl/core/partner';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from './use-language';
import { api } from '@/lib/api/api-client';
import { planApiPath } from '@/lib/device/offline-cache';
import { orNull } from '@/lib/api/or-null';

/** The plan's texts come in the request's language, so the language is part of the cache key. */
export const planQueryKey = (id: string, language: string) => ['plans', id, language] as const;

/**
 * GET /api/plans/{id}: the full plan when paid or read by an admin, the locked preview otherwise, and the
 * partner view for her husband. An answer that is not a plan reads as null: the page says there is no plan
 * data.
 */
export function getPlan(id: string): Promise<PlanAnswer | null> {
  return api.get(planApiPath(id), orNull(planAnswerSchema));
}

export function usePlan(id: string) {
  const { language } = useLanguage();
  return useQuery({ queryKey: planQueryKey(id, language), queryFn: () => getPlan(id) });
}
