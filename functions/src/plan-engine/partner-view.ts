import {
  PARTNER_DAY_ACTIVITIES,
  type Language,
  type PartnerDayActivity,
  type PartnerPlanData,
  type PlanData,
} from '@nasl/core';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import type { PlanContent } from './content/types.ts';
import type { ExerciseAdviceId } from './exercise-rules.ts';

const CONTENT: Record<Language, PlanContent> = { ar: arabicContent, en: englishContent };

/**
 * The advice for him, the same in every partner view: chosen from her answers (his weight as she gave it,
 * whether she ticked smoking), it would tell him what she answered.
 */
const HIS_ADVICE: { recommended: readonly ExerciseAdviceId[]; limit: readonly ExerciseAdviceId[] } = {
  recommended: ['fatherActive'],
  limit: ['limitHeat', 'limitSmoking'],
};

const isHisActivity = (activity: string): activity is PartnerDayActivity =>
  (PARTNER_DAY_ACTIVITIES as readonly string[]).includes(activity);

/**
 * The partner view of a paid plan (the husband's), built field by field from an allow-list, never by
 * removing from the plan: each day's date, Ramadan and what it asks of him (attempt, abstain, avoid), the
 * position advice and the evidence note the plan carries, the advice for him, which is the same for every
 * plan, and once she recorded a pregnancy, a sentence saying the plan asks nothing more of him. Nothing of
 * her answers, her cycle beyond the plan's dates (cycle days, period and LH test days, lengths, notes,
 * logged events) or the advice written for her. The fields are core's `partnerPlanDataSchema`.
 */
export function partnerPlanData(plan: PlanData, lang: Language): PartnerPlanData {
  const texts = (ids: readonly ExerciseAdviceId[]) => ids.map((id) => CONTENT[lang].exercise[id]);
  return {
    gender: plan.summary.gender,
    days: plan.cycle.days.map((day) => ({
      date: day.date,
      activities: day.activities.filter(isHisActivity),
      ramadan: day.ramadan,
    })),
    position: plan.intercourse.position,
    evidenceNote: plan.summary.evidenceNote,
    lifestyle: { recommended: texts(HIS_ADVICE.recommended), limit: texts(HIS_ADVICE.limit) },
    pregnancy: plan.pregnancy
      ? {
          positiveTestDate: plan.pregnancy.positiveTestDate,
          note: CONTENT[lang].pregnancy.partner(plan.pregnancy),
        }
      : null,
  };
}
