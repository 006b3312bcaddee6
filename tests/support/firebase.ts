/** Direct reads of the stand-ins, to check what the API stored (or did not). */
import { addDays, questionnaireDefaults, searchTokens, type PlanData } from '@nasl/core';
import {
  planInLanguage,
  PLANS,
  QUESTIONNAIRES,
  submissionDocuments,
  type PlanDoc,
} from '../../functions/src/data/plan-documents.ts';
import { USERS, type UserDoc } from '../../functions/src/data/users.ts';
import {
  db,
  auth,
  authErrorCode,
  Timestamp,
  type CollectionReference,
} from '../../functions/src/lib/firebase.ts';
import { today } from './plans.ts';

export { auth, db, Timestamp };

export async function userDocsWithEmail(email: string): Promise<number> {
  const snapshot = await db().collection('users').where('email', '==', email.toLowerCase()).get();
  return snapshot.size;
}

export async function userDocsNamed(name: string): Promise<number> {
  return (await db().collection('users').where('name', '==', name).get()).size;
}

export async function authAccountExists(email: string): Promise<boolean> {
  try {
    await auth().getUserByEmail(email.toLowerCase());
    return true;
  } catch (error) {
    if (authErrorCode(error) === 'auth/user-not-found') return false;
    throw error;
  }
}

export async function userDoc(uid: string): Promise<Record<string, unknown> | undefined> {
  return (await db().collection('users').doc(uid).get()).data();
}

export async function plansOfUser(uid: string): Promise<number> {
  return (await db().collection('plans').where('userId', '==', uid).get()).size;
}

export async function questionnairesOfUser(uid: string): Promise<number> {
  return (await db().collection('questionnaires').where('userId', '==', uid).get()).size;
}

export async function planDoc(id: string): Promise<Record<string, unknown> | undefined> {
  return (await db().collection('plans').doc(id).get()).data();
}

/** A stored plan's content in each language (the document keeps each as the JSON text of the plan). */
export function storedPlanContent(doc: Record<string, unknown>): Record<'ar' | 'en', PlanData> {
  const stored = doc as unknown as PlanDoc;
  return { ar: planInLanguage(stored, 'ar'), en: planInLanguage(stored, 'en') };
}

/**
 * Marks a plan paid in Firestore alone, bypassing the payment flow: the dashboard's figures do not see it
 * (tests of the figures pay through the API).
 */
export async function markPlanPaid(id: string): Promise<void> {
  await db().collection('plans').doc(id).update({ isPaid: true, paymentStatus: 'completed' });
}

/** Writes fields of a plan document as they are, to set up states the API would not produce. */
export async function setPlanFields(id: string, fields: Record<string, unknown>): Promise<void> {
  await db().collection('plans').doc(id).update(fields);
}

/**
 * Replaces a plan document whole, e.g. with one of the shape an older server stored. Deleted first: the
 * local Firestore stand-in keeps the fields a `set` leaves out.
 */
export async function replacePlanDoc(id: string, doc: Record<string, unknown>): Promise<void> {
  await db().collection('plans').doc(id).delete();
  await db().collection('plans').doc(id).set(doc);
}

export async function paymentsOfPlan(planId: string): Promise<number> {
  return (await db().collection('payments').where('planId', '==', planId).get()).size;
}

/** Every document that belongs to a person, by collection. */
export async function documentsOf(uid: string): Promise<Record<string, number>> {
  const [user, questionnaires, plans, payments, draft] = await Promise.all([
    db().collection('users').doc(uid).get(),
    db().collection('questionnaires').where('userId', '==', uid).get(),
    db().collection('plans').where('userId', '==', uid).get(),
    db().collection('payments').where('userId', '==', uid).get(),
    db().collection('questionnaireDrafts').doc(uid).get(),
  ]);
  return {
    users: user.exists ? 1 : 0,
    questionnaires: questionnaires.size,
    plans: plans.size,
    payments: payments.size,
    drafts: draft.exists ? 1 : 0,
  };
}

export interface SeededPeople {
  userIds: string[];
  questionnaireIds: string[];
  planIds: string[];
}

/**
 * People written straight to Firestore, each with a questionnaire and a plan built the way the API builds
 * them, every document stamped with the very same `createdAt` (rows that tie in the admin lists' order).
 */
export async function seedPeopleAt(
  createdAt: Date,
  people: { email: string; paid: boolean }[],
): Promise<SeededPeople> {
  const stamp = Timestamp.fromDate(createdAt);
  const planStartDate = today;
  const answers = { ...questionnaireDefaults(planStartDate), lastPeriodDate: addDays(planStartDate, -10) };
  const seeded: SeededPeople = { userIds: [], questionnaireIds: [], planIds: [] };
  const batch = db().batch();
  for (const [index, person] of people.entries()) {
    const userRef = db().collection(USERS).doc();
    const questionnaireRef = db().collection(QUESTIONNAIRES).doc();
    const planRef = db().collection(PLANS).doc();
    const { questionnaire, plan } = submissionDocuments({
      userId: userRef.id,
      questionnaireId: questionnaireRef.id,
      answers,
      planStartDate,
      createdAt: stamp,
    });
    const user: UserDoc = {
      name: `Tie ${index}`,
      email: person.email,
      phone: null,
      isAdmin: false,
      isSubscribed: person.paid,
      gender: 'female',
      createdAt: stamp,
      latestQuestionnaireId: questionnaireRef.id,
      latestPlanId: planRef.id,
    };
    user.searchTokens = searchTokens(user);
    batch.create(userRef, user);
    batch.create(questionnaireRef, questionnaire);
    batch.create(planRef, person.paid ? { ...plan, isPaid: true, paymentStatus: 'completed' } : plan);
    seeded.userIds.push(userRef.id);
    seeded.questionnaireIds.push(questionnaireRef.id);
    seeded.planIds.push(planRef.id);
  }
  await batch.commit();
  return seeded;
}

export async function deleteSeededPeople(seeded: SeededPeople): Promise<void> {
  const batch = db().batch();
  for (const id of seeded.userIds) batch.delete(db().collection(USERS).doc(id));
  for (const id of seeded.questionnaireIds) batch.delete(db().collection(QUESTIONNAIRES).doc(id));
  for (const id of seeded.planIds) batch.delete(db().collection(PLANS).doc(id));
  await batch.commit();
}

/** The payment records of a plan, as stored (their `userId` becomes a pseudonym when the payer is deleted). */
export async function paymentRecordsOfPlan(planId: string): Promise<Record<string, unknown>[]> {
  return (await db().collection('payments').where('planId', '==', planId).get()).docs.map((doc) =>
    doc.data(),
  );
}

/** The admin audit log's entries about one person, newest first. */
export async function auditEntriesAbout(userId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db().collection('adminAudit').where('targetUserId', '==', userId).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => (b.createdAt as Timestamp).toMillis() - (a.createdAt as Timestamp).toMillis());
}

/**
 * Every stored document, in every collection and subcollection the Firestore stand-in holds, whose id or
 * fields contain one of `needles` (case-insensitive): what a deleted person left anywhere.
 */
export async function documentsMentioning(
  needles: readonly string[],
): Promise<{ path: string; needle: string }[]> {
  const wanted = needles.filter(Boolean).map((needle) => needle.toLowerCase());
  const found: { path: string; needle: string }[] = [];
  const visit = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      for (const snapshot of (await collection.get()).docs) {
        const text = `${snapshot.id} ${JSON.stringify(snapshot.data())}`.toLowerCase();
        for (const needle of wanted)
          if (text.includes(needle)) found.push({ path: snapshot.ref.path, needle });
        await visit(await snapshot.ref.listCollections());
      }
    }
  };
  await visit(await db().listCollections());
  return found;
}
