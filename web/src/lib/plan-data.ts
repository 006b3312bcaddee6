function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plan as the API answers it: POST /api/generate-plan, GET /api/plans/{id}, GET /api/user/plans items. */
export interface PlanResponse {
  id: string;
  createdAt: string;
  isPaid: boolean;
  /** True when `planData` is the locked preview. */
  locked: boolean;
  /** Left as it came: the plan screens check its shape before showing it. */
  planData: unknown;
}

/** The response's fields, or null without a usable id (spec §4: "an id in the response is required"). */
export function parsePlanResponse(value: unknown): PlanResponse | null {
  if (!isRecord(value)) return null;
  const id = typeof value.id === 'string' && value.id.trim() ? value.id : null;
  if (!id) return null;
  return {
    id,
    createdAt: typeof value.createdAt === 'string' ? value.createdAt : '',
    isPaid: value.isPaid === true,
    locked: value.locked === true,
    planData: value.planData,
  };
}
