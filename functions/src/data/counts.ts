import { AGE_RANGES, type AdminOverview, type AgeRange, type Stats } from '@nasl/core';
import { db, type Query } from '../lib/firebase.ts';
import { PLANS, QUESTIONNAIRES } from './plan-documents.ts';
import { USERS } from './users.ts';

/** The dashboard's figures come from count aggregates: no document is read, whatever the volume. */
const count = async (query: Query) => (await query.count().get()).data().count;

const AGE_BOUNDS: Record<AgeRange, [number, number]> = {
  '18-25': [18, 25],
  '26-35': [26, 35],
  '36-45': [36, 45],
  '46+': [46, 200],
};

/** Questionnaires in total, by desired gender and by the mother's age range. */
export async function questionnaireStats(): Promise<Stats> {
  const questionnaires = db().collection(QUESTIONNAIRES);
  const [totalResponses, boy, girl, ...ages] = await Promise.all([
    count(questionnaires),
    count(questionnaires.where('gender', '==', 'boy')),
    count(questionnaires.where('gender', '==', 'girl')),
    ...AGE_RANGES.map((range) =>
      count(
        questionnaires
          .where('motherAge', '>=', AGE_BOUNDS[range][0])
          .where('motherAge', '<=', AGE_BOUNDS[range][1]),
      ),
    ),
  ]);
  const ageRanges = Object.fromEntries(AGE_RANGES.map((range, index) => [range, ages[index] ?? 0])) as Record<
    AgeRange,
    number
  >;
  return { totalResponses, genderDistribution: { boy, girl }, ageRanges };
}

/** The funnel (people, questionnaires, plans, paid and unpaid plans) and the gender preferences. */
export async function adminOverview(): Promise<AdminOverview> {
  const plans = db().collection(PLANS);
  const questionnaires = db().collection(QUESTIONNAIRES);
  const [totalUsers, totalQuestionnaires, totalPlans, paidPlans, pendingPlans, boy, girl] = await Promise.all(
    [
      count(db().collection(USERS)),
      count(questionnaires),
      count(plans),
      count(plans.where('isPaid', '==', true)),
      count(plans.where('isPaid', '==', false)),
      count(questionnaires.where('gender', '==', 'boy')),
      count(questionnaires.where('gender', '==', 'girl')),
    ],
  );
  return {
    totalUsers,
    totalQuestionnaires,
    totalPlans,
    paidPlans,
    pendingPlans,
    genderPreferences: { boy, girl },
  };
}
