import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/hooks/use-language';
import { api } from '@/lib/api-client';
import { parsePlanResponse, type PlanResponse } from '@/lib/plan-data';

/** The plan's texts come in the request's language, so the language is part of the cache key. */
export const planQueryKey = (id: string, language: string) => ['plans', id, language] as const;

/** GET /api/plans/{id}: the full plan when paid or read by an admin, the locked preview otherwise. */
export async function getPlan(id: string): Promise<PlanResponse | null> {
  return parsePlanResponse(await api.get<unknown>(`/api/plans/${encodeURIComponent(id)}`));
}

export function usePlan(id: string) {
  const { language } = useLanguage();
  return useQuery({ queryKey: planQueryKey(id, language), queryFn: () => getPlan(id) });
}
