/**
 * What a deleted person leaves: every document of every collection is read from the Firestore stand-in and
 * searched for her e-mail, name, phone and uid. Kept records (payments, the audit log, the figures) stay,
 * with nothing in them that names her.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentsMentioning, paymentRecordsOfPlan } from '../support/firebase.ts';
import { adminClient, registeredClient } from '../support/http.ts';
import { newDevice } from '../support/push.ts';
import { today } from '../support/plans.ts';
import { invite, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { payForPlan } from '../support/fixtures/payments.ts';
import { createPlan } from '../support/fixtures/plans.ts';

/** A name, phone and e-mail found nowhere else in the stack's data. */
function uniquePerson(gender: 'female' | 'male') {
  const letters = Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');
  return {
    name: `Wajd ${letters}`,
    phone: `+9665${String(randomInt(10_000_000, 99_999_999))}`,
    gender,
  } as const;
}

const identifiers = (person: {
  user: { id: string };
  registration: { email: string; name: string; phone: string };
}) => [person.user.id, person.registration.email, person.registration.name, person.registration.phone];

describe('deleting a person leaves nothing that names her', () => {
  it('in any document of any collection: her e-mail, name, phone and uid are gone from what is kept', async () => {
    const admin = await adminClient();
    const her = await registeredClient(uniquePerson('female'));
    const older = await createPlan(her.client);
    const paid = await createPlan(her.client);
    const refunded = await createPlan(her.client);
    await payForPlan(her.client, paid.id);
    await payForPlan(her.client, refunded.id);
    expect((await admin.post('/api/unlock-plan', { planId: older.id })).status).toBe(200);
    expect(
      (await admin.post(`/api/admin/plans/${refunded.id}/refund`, { reason: 'Medical papers received' }))
        .status,
    ).toBe(200);
    await her.client.post(`/api/plans/${paid.id}/cycle-events`, { type: 'period-start', date: today });
    await her.client.put('/api/questionnaire/draft', { step: 2, answers: { gender: 'boy' } });
    expect((await her.client.post(`/api/plans/${paid.id}/calendar-feed`, {})).status).toBe(201);
    expect((await her.client.post('/api/push-subscriptions', newDevice().subscription)).status).toBe(201);
    const settings = {
      enabled: true,
      eveningHour: 21,
      morningHour: 7,
      timeZone: 'Asia/Riyadh',
      discreet: true,
    };
    expect((await her.client.put(`/api/plans/${paid.id}/reminders`, settings)).status).toBe(200);
    // Her husband follows her plan.
    const husband = await registeredClient(uniquePerson('male'));
    const { token } = await invite(her.client, paid.id);
    expect((await husband.client.post('/api/partner-invites/accept', { token })).status).toBe(200);
    // Another husband, who accepted another wife's invitation, is deleted as well.
    const otherWife = await ownerWithPlanMarkedPaid();
    const leaving = await registeredClient(uniquePerson('male'));
    const link = await invite(otherWife.client, otherWife.planId);
    expect((await leaving.client.post('/api/partner-invites/accept', { token: link.token })).status).toBe(
      200,
    );
    expect(await documentsMentioning(identifiers(her))).not.toEqual([]);

    for (const person of [her, leaving]) {
      const deleted = await person.client.request('DELETE', '/api/user', {
        body: { currentPassword: person.registration.password },
      });
      expect(deleted.status).toBe(200);
    }

    expect(await documentsMentioning([...identifiers(her), ...identifiers(leaving)])).toEqual([]);
    // What is kept stays: her payments, under a pseudonym, with their amounts.
    const [kept] = await paymentRecordsOfPlan(paid.id);
    expect(kept).toMatchObject({
      amount: 9900,
      status: 'succeeded',
      userId: expect.stringMatching(/^deleted-/),
    });
    expect((await paymentRecordsOfPlan(refunded.id))[0]).toMatchObject({ status: 'refunded' });
    // Her husband's own account is untouched, only no longer following a deleted plan.
    expect((await documentsMentioning([husband.user.id])).length).toBeGreaterThan(0);
  }, 180_000);
});
