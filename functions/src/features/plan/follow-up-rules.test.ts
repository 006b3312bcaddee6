import { describe, expect, it } from 'vitest';
import { addDays, questionnaireDefaults } from '@nasl/core';
import { currentPlanDoc, submissionDocuments, type PlanDoc } from '../../data/plan-documents.ts';
import { adherenceOf, attemptDatesOf } from '../../data/plan-follow-up.ts';
import { Timestamp } from '../../lib/firebase.ts';
import { claimableFrom, claimRefusal } from './claim-rules.ts';
import { checkInRefusal, outcomeRefusal, pregnancyRefusal, withCheckIn } from './follow-up-rules.ts';

const START = '2026-09-01';
const at = Timestamp.fromDate(new Date('2026-09-01T09:00:00Z'));

function plan(overrides: Partial<PlanDoc> = {}): PlanDoc {
  const answers = { ...questionnaireDefaults(START), lastPeriodDate: '2026-08-20', gender: 'girl' as const };
  const { plan: doc } = submissionDocuments({
    userId: 'her',
    questionnaireId: 'q',
    answers,
    planStartDate: START,
    createdAt: at,
  });
  return currentPlanDoc({ ...doc, isPaid: true, paymentStatus: 'completed', ...overrides });
}

describe('pregnancyRefusal', () => {
  it('takes today and tomorrow, not the day after, nor a day before the plan, nor a second one', () => {
    const today = '2026-10-10';
    expect(pregnancyRefusal(plan(), today, today)).toBeNull();
    expect(pregnancyRefusal(plan(), addDays(today, 1), today)).toBeNull();
    expect(pregnancyRefusal(plan(), addDays(today, 2), today)?.key).toBe('pregnancyDateInFuture');
    expect(pregnancyRefusal(plan(), addDays(START, -1), today)?.key).toBe('pregnancyDateBeforePlan');
    const pregnant = plan({ pregnancy: { positiveTestDate: START, recordedAt: at } });
    expect(pregnancyRefusal(pregnant, today, today)).toEqual({
      status: 409,
      key: 'pregnancyAlreadyRecorded',
    });
  });
});

describe('outcomeRefusal', () => {
  const pregnant = plan({ pregnancy: { positiveTestDate: '2026-10-01', recordedAt: at } });
  it('needs the pregnancy, a date from the test to tomorrow, and no claim holding it', () => {
    const today = '2027-06-01';
    expect(outcomeRefusal(plan(), { sex: 'boy', knownOn: today }, today)?.status).toBe(409);
    expect(outcomeRefusal(pregnant, { sex: 'boy', knownOn: today }, today)).toBeNull();
    expect(outcomeRefusal(pregnant, { sex: 'boy', knownOn: '2026-09-30' }, today)?.key).toBe(
      'outcomeDateBeforePregnancy',
    );
    const outcome = { sex: 'boy' as const, knownOn: today, reportedAt: at, updatedAt: at };
    const claimed = { ...pregnant, outcome, guaranteeClaim: { id: 'c', status: 'submitted' as const } };
    expect(outcomeRefusal(claimed, { sex: 'girl', knownOn: today }, today)?.key).toBe('outcomeLockedByClaim');
    // The same answer again changes nothing, so a claim does not refuse it; a rejected claim holds nothing.
    expect(outcomeRefusal(claimed, { sex: 'boy', knownOn: today }, today)).toBeNull();
    const rejected = { ...claimed, guaranteeClaim: { id: 'c', status: 'rejected' as const } };
    expect(outcomeRefusal(rejected, { sex: 'girl', knownOn: today }, today)).toBeNull();
  });
});

describe('check-ins and adherence', () => {
  const doc = plan();
  const attempts = attemptDatesOf(doc);
  const last = attempts.at(-1)!;

  it('an attempt check-in only on an attempt date; a diet week inside the plan, before a pregnancy', () => {
    expect(checkInRefusal(doc, { date: attempts[0]!, kind: 'attempt', done: true }, last)).toBeNull();
    const notAttempt = addDays(attempts[0]!, -3);
    expect(checkInRefusal(doc, { date: notAttempt, kind: 'attempt', done: true }, last)?.key).toBe(
      'checkInNotAttemptDate',
    );
    expect(checkInRefusal(doc, { date: START, kind: 'diet-week', done: true }, START)).toBeNull();
    expect(
      checkInRefusal(doc, { date: '2026-12-01', kind: 'diet-week', done: true }, '2027-01-01')?.key,
    ).toBe('checkInOutsidePlan');
  });

  it('one answer per attempt date and per week; the summary counts what is due by today', () => {
    let checkIns = withCheckIn([], { date: attempts[0]!, kind: 'attempt', done: true }, START, at).checkIns;
    checkIns = withCheckIn(checkIns, { date: START, kind: 'diet-week', done: true }, START, at).checkIns;
    const replaced = withCheckIn(
      checkIns,
      { date: addDays(START, 6), kind: 'diet-week', done: false },
      START,
      at,
    );
    expect(replaced.existing?.week).toBe(0);
    expect(replaced.checkIns.filter((entry) => entry.kind === 'diet-week')).toHaveLength(1);
    const summary = adherenceOf({ ...doc, checkIns }, addDays(START, 20));
    expect(summary.dietWeeks).toEqual({ followed: 1, due: 3 });
    const dueAttempts = attempts.filter((date) => date <= addDays(START, 20));
    expect(summary.attemptDays).toEqual({ followed: 1, due: Math.max(dueAttempts.length, 1) });
  });

  it('no diet week is due from her positive test on', () => {
    const pregnant = plan({ pregnancy: { positiveTestDate: addDays(START, 10), recordedAt: at } });
    expect(adherenceOf(pregnant, addDays(START, 60)).dietWeeks.due).toBe(2);
  });
});

describe('claimRefusal', () => {
  const eligible = plan({
    gender: 'girl',
    paymentIntentId: 'pi_1',
    paidAt: Timestamp.fromDate(new Date('2026-05-31T10:00:00Z')),
    outcome: { sex: 'boy', knownOn: '2027-01-01', reportedAt: at, updatedAt: at },
  });
  const her = { uid: 'her' };

  it('3 whole months after the day she paid, on the plans’ calendar (end of month kept in range)', () => {
    expect(claimableFrom(new Date('2026-05-31T10:00:00Z'))).toBe('2026-08-31');
    expect(claimableFrom(new Date('2026-11-30T22:00:00Z'))).toBe('2027-03-01');
    expect(claimRefusal(eligible, her, '2026-08-30')?.key).toBe('claimTooEarly');
    expect(claimRefusal(eligible, her, '2026-08-31')).toBeNull();
  });

  it('gives the reason, in order: not hers, claimed, unpaid, no payment, no outcome, same sex', () => {
    const today = '2027-02-01';
    expect(claimRefusal(eligible, { uid: 'someone' }, today)?.status).toBe(403);
    const claimed = { ...eligible, guaranteeClaim: { id: 'c', status: 'rejected' as const } };
    expect(claimRefusal(claimed, her, today)?.key).toBe('claimExists');
    const waiting = { ...eligible, guaranteeClaim: { id: 'c', status: 'more-documents' as const } };
    expect(claimRefusal(waiting, her, today)).toBeNull();
    expect(claimRefusal({ ...eligible, isPaid: false }, her, today)?.status).toBe(402);
    expect(claimRefusal({ ...eligible, paymentIntentId: null }, her, today)?.key).toBe('claimNoPayment');
    expect(claimRefusal({ ...eligible, outcome: undefined }, her, today)?.key).toBe('claimNeedsOutcome');
    const loss = { ...eligible, outcome: { ...eligible.outcome!, sex: 'loss' as const } };
    expect(claimRefusal(loss, her, today)?.key).toBe('claimNeedsOutcome');
    const girl = { ...eligible, outcome: { ...eligible.outcome!, sex: 'girl' as const } };
    expect(claimRefusal(girl, her, today)?.key).toBe('claimOutcomeMatches');
  });
});
