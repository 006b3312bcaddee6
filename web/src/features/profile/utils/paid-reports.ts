/** What the My Reports tab shows of a plan (GET /api/user/plans items). */
export interface PaidReport {
  id: string;
  createdAt: string;
  targetGender: 'boy' | 'girl' | null;
  successRate: number | null;
  timing: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toPaidReport(plan: unknown): PaidReport | null {
  if (!isRecord(plan) || plan.isPaid !== true) return null;
  const id = typeof plan.id === 'string' || typeof plan.id === 'number' ? String(plan.id) : null;
  if (!id) return null;
  const summary = isRecord(plan.planData) && isRecord(plan.planData.summary) ? plan.planData.summary : {};
  return {
    id,
    createdAt: typeof plan.createdAt === 'string' ? plan.createdAt : '',
    targetGender: summary.gender === 'boy' || summary.gender === 'girl' ? summary.gender : null,
    successRate: typeof summary.successRate === 'number' ? summary.successRate : null,
    timing: typeof summary.timing === 'string' && summary.timing.trim() ? summary.timing : null,
  };
}

/** Spec §2 Profile: only paid plans are reports; anything unreadable is left out rather than shown broken. */
export function toPaidReports(plans: unknown): PaidReport[] {
  if (!Array.isArray(plans)) return [];
  return plans.map(toPaidReport).filter((report): report is PaidReport => report !== null);
}
