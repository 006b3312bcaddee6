import * as v from 'valibot';
import { QUESTIONNAIRE_STEPS } from './constants.ts';
import { objectWithFieldMessages } from './validation.ts';

/**
 * An unfinished questionnaire, synced to the account so it can be continued on another device.
 * Answers mid-edit may be out of range (a half-typed age), so each field is checked for its type only;
 * the full `questionnaireSchema` runs on submission.
 */
const loose = {
  text: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  number: v.optional(v.nullable(v.pipe(v.number(), v.finite()))),
};

export const questionnaireDraftSchema = objectWithFieldMessages({
  step: v.pipe(
    v.number('invalidBody'),
    v.integer('invalidBody'),
    v.minValue(1, 'invalidBody'),
    v.maxValue(QUESTIONNAIRE_STEPS, 'invalidBody'),
  ),
  answers: v.strictObject(
    {
      gender: loose.text,
      cycleLength: loose.number,
      periodLength: loose.number,
      motherBloodType: loose.text,
      fatherBloodType: loose.text,
      motherDiet: loose.text,
      motherActivity: loose.text,
      motherAge: loose.number,
      fatherAge: loose.number,
      lastPeriodDate: loose.text,
      motherHeight: loose.number,
      fatherHeight: loose.number,
      motherWeight: loose.number,
      fatherWeight: loose.number,
      previousPregnancies: loose.text,
      previousPregnanciesCount: loose.number,
      stressLevel: loose.text,
      sleepPattern: loose.text,
      environmentalFactors: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(6))),
      healthConditions: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(8))),
    },
    'invalidBody',
  ),
});

export type QuestionnaireDraftRequest = v.InferOutput<typeof questionnaireDraftSchema>;

/** GET and PUT /api/questionnaire/draft answer; `updatedAt` null when there is no draft. */
export const questionnaireDraftResponseSchema = v.object({
  step: questionnaireDraftSchema.entries.step,
  answers: questionnaireDraftSchema.entries.answers,
  updatedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
});
export type QuestionnaireDraft = v.InferOutput<typeof questionnaireDraftResponseSchema>;
