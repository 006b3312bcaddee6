import {
  PARTNER_DAY_ACTIVITIES,
  type Language,
  type PartnerDayActivity,
  type PartnerPlanData,
  type PlanData,
  type QuestionnaireAnswers,
} from '@nasl/core';
import { arabicContent } from './content/ar.ts';
import { englishContent } from './content/en.ts';
import type { PlanContent } from './content/types.ts';
import { selectExercise, type ExerciseAdviceId } from './exercise-rules.ts';

const CONTENT: Record<Language, PlanContent> = { ar: arabicContent, en: englishContent };

/** The plan's lifestyle advice that is for the husband: his activity, heat, smoking (for both of them). */
const HIS_ADVICE: ReadonlySet<ExerciseAdviceId> = new Set([
  'fatherWeightLoss',
  'fatherActive',
  'limitHeat',
  'limitSmoking',
]);

const isHisActivity = (activity: string): activity is PartnerDayActivity =>
  (PARTNER_DAY_ACTIVITIES as readonly string[]).includes(activity);

/**
 * The partner view of a paid plan (the husband's): each day of the plan with what it asks of him (attempt,
 * abstain, avoid), the position advice, the evidence note and the lifestyle advice meant for him, and once
 * she recorded a pregnancy, a sentence saying the plan asks nothing more of him. Nothing of
 * her answers, her cycle beyond the plan's dates (cycle days, period and LH test days, lengths, notes,
 * logged events) or the advice written for her. The fields are listed in core's `partnerPlanDataSchema`.
 */
export function partnerPlanData(
  plan: PlanData,
  answers: QuestionnaireAnswers,
  lang: Language,
): PartnerPlanData {
  const exercise = selectExercise(answers);
  const his = (ids: readonly ExerciseAdviceId[]) =>
    ids.filter((id) => HIS_ADVICE.has(id)).map((id) => CONTENT[lang].exercise[id]);
  return {
    gender: plan.summary.gender,
    days: plan.cycle.days.map((day) => ({
      date: day.date,
      activities: day.activities.filter(isHisActivity),
      ramadan: day.ramadan,
    })),
    position: plan.intercourse.position,
    evidenceNote: plan.summary.evidenceNote,
    lifestyle: { recommended: his(exercise.recommended), limit: his(exercise.limit) },
    pregnancy: plan.pregnancy
      ? {
          positiveTestDate: plan.pregnancy.positiveTestDate,
          note: CONTENT[lang].pregnancy.partner(plan.pregnancy),
        }
      : null,
  };
}
