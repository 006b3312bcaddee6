/** The meals of a plan's diet, in the order every view of the plan lists them. */
export const PLAN_MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type PlanMeal = (typeof PLAN_MEALS)[number];
