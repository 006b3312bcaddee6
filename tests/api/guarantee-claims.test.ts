import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  messages,
  type AccountExport,
  type AdminGuaranteeClaim,
  type ClaimDecisionResponse,
  type ClaimSubmission,
  type GuaranteeClaim,
  type Outcomes,
  type PlanDetails,
  PLAN_TIME_ZONE,
  todayInTimeZone,
} from '@nasl/core';
import { deleteDecidedClaimDocuments } from '../../functions/src/features/admin/delete-claim-documents.ts';
import { newClientAddress, viaHosting } from '../support/addresses.ts';
import { checkAnswer } from '../support/contract.ts';
import { auditEntriesAbout, db, planDoc, setPlanFields, Timestamp } from '../support/firebase.ts';
import { adminClient, BASE_URL, Client, registeredClient } from '../support/http.ts';
import { today } from '../support/plans.ts';
import { ownerWithPaidPlan, ownerWithPlanMarkedPaid } from '../support/sharing.ts';
import { stripe } from '../support/stripe.ts';

type Message = { message: string; fields?: Record<string, string> };
const m = (key: keyof typeof messages) => messages[key].en;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const HTML = Buffer.from('<html><body>not a hospital paper</body></html>');

interface FormOptions {
  followedPlan?: string | null;
  documentsConsent?: string | null;
  note?: string;
  documents?: { bytes: Buffer; name: string; type?: string }[];
}

/** Sends a claim as the browser's form would: multipart/form-data with her statement and the files. */
async function claim(client: Client, planId: string, options: FormOptions = {}) {
  const form = new FormData();
  if (options.followedPlan !== null) form.set('followedPlan', options.followedPlan ?? 'true');
  if (options.documentsConsent !== null) form.set('documentsConsent', options.documentsConsent ?? 'true');
  if (options.note !== undefined) form.set('note', options.note);
  for (const document of options.documents ?? [{ bytes: PDF, name: 'birth-certificate.pdf' }]) {
    form.append(
      'documents',
      new Blob([new Uint8Array(document.bytes)], { type: document.type ?? 'application/pdf' }),
      document.name,
    );
  }
  return send<ClaimSubmission & Message>(client, 'POST', `/api/plans/${planId}/guarantee-claims`, form);
}

async function send<T>(client: Client, method: string, path: string, body?: FormData | string) {
  const headers: Record<string, string> = {
    origin: BASE_URL,
    'accept-language': 'en',
    ...viaHosting(client.address ?? newClientAddress()),
  };
  if (client.cookie) headers.cookie = `__session=${client.cookie}`;
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  checkAnswer(method, path, response.status, parsed);
  return { status: response.status, body: parsed as T, headers: response.headers };
}

const bucketBase = () =>
  `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/storage/v1/b/${process.env.GCLOUD_PROJECT}.firebasestorage.app/o`;

/** The files the Cloud Storage stand-in holds under a prefix. */
async function storedFiles(prefix: string): Promise<string[]> {
  const response = await fetch(`${bucketBase()}?prefix=${encodeURIComponent(prefix)}`, {
    headers: { authorization: 'Bearer owner' },
  });
  const { items } = (await response.json()) as { items: { name: string }[] };
  return items.map((item) => item.name);
}

/** Files of claims that were never stored: their folder names a claim that does not exist. */
async function orphanFiles(): Promise<string[]> {
  const files = await storedFiles('guarantee-claims/');
  const claimIds = [...new Set(files.map((file) => file.split('/')[1]!))];
  const orphans: string[] = [];
  for (const id of claimIds) {
    if (!(await db().collection('guaranteeClaims').doc(id).get()).exists) {
      orphans.push(...files.filter((file) => file.startsWith(`guarantee-claims/${id}/`)));
    }
  }
  return orphans;
}

const MONTH_MS = 31 * 24 * 60 * 60 * 1000;

/** A girl plan paid 4 months ago through the checkout, pregnant, a boy born: she may claim. */
async function eligibleClaimant() {
  const owner = await ownerWithPaidPlan({ gender: 'girl' });
  const { client, planId } = owner;
  expect((await client.post(`/api/plans/${planId}/pregnancy`, { positiveTestDate: today })).status).toBe(201);
  expect((await client.put(`/api/plans/${planId}/outcome`, { sex: 'boy', knownOn: today })).status).toBe(201);
  await setPlanFields(planId, { paidAt: Timestamp.fromMillis(Date.now() - 4 * MONTH_MS) });
  return owner;
}

const queue = async (status?: string) =>
  (
    await (
      await adminClient()
    ).get<AdminGuaranteeClaim[] & Message>(`/api/admin/guarantee-claims${status ? `?status=${status}` : ''}`)
  ).body;
const decide = async (claimId: string, body: unknown) =>
  (await adminClient()).post<ClaimDecisionResponse & Message>(
    `/api/admin/guarantee-claims/${claimId}/decision`,
    body,
  );

describe('POST /api/plans/{id}/guarantee-claims: who may claim, checked before any document is read', () => {
  it('401 guest, 403 someone else and an admin, 404 unknown', async () => {
    const { client, planId } = await eligibleClaimant();
    expect((await claim(new Client(), planId)).status).toBe(401);
    expect((await claim((await registeredClient()).client, planId)).status).toBe(403);
    expect((await claim(await adminClient(), planId)).status).toBe(403);
    expect((await claim(client, 'no-such-plan')).status).toBe(404);
    expect(await orphanFiles()).toEqual([]);
  });

  it('409 with the reason: no outcome, the plan’s own sex, too early, no payment; even with a bad form', async () => {
    const { client, planId } = await ownerWithPaidPlan({ gender: 'boy' });
    const noOutcome = await claim(client, planId, { documents: [{ bytes: HTML, name: 'x.html' }] });
    expect(noOutcome.status).toBe(409);
    expect(noOutcome.body.message).toBe(m('claimNeedsOutcome'));
    await client.post(`/api/plans/${planId}/pregnancy`, { positiveTestDate: today });
    await client.put(`/api/plans/${planId}/outcome`, { sex: 'boy', knownOn: today });
    const matches = await claim(client, planId, { followedPlan: null });
    expect(matches.status).toBe(409);
    expect(matches.body.message).toBe(m('claimOutcomeMatches'));
    await client.put(`/api/plans/${planId}/outcome`, { sex: 'girl', knownOn: today });
    const early = await claim(client, planId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(m('claimTooEarly'));

    const unlocked = await ownerWithPlanMarkedPaid({ gender: 'boy' });
    await unlocked.client.post(`/api/plans/${unlocked.planId}/pregnancy`, { positiveTestDate: today });
    await unlocked.client.put(`/api/plans/${unlocked.planId}/outcome`, { sex: 'girl', knownOn: today });
    const noPayment = await claim(unlocked.client, unlocked.planId);
    expect(noPayment.status).toBe(409);
    expect(noPayment.body.message).toBe(m('claimNoPayment'));
    expect(await orphanFiles()).toEqual([]);
  });

  it('the plan names the first day she may claim (3 months after the day she paid), none without a payment', async () => {
    const { client, planId } = await ownerWithPaidPlan({ gender: 'boy' });
    const paidAt = ((await planDoc(planId))!.paidAt as Timestamp).toDate();
    const shown = await client.get<PlanDetails>(`/api/plans/${planId}`);
    expect(shown.body.claimableFrom).toBe(addMonths(todayInTimeZone(PLAN_TIME_ZONE, paidAt), 3));
    const unlocked = await ownerWithPlanMarkedPaid({ gender: 'boy' });
    expect(
      (await unlocked.client.get<PlanDetails>(`/api/plans/${unlocked.planId}`)).body.claimableFrom,
    ).toBeNull();
  });

  it.each([
    ['her statement missing', { followedPlan: null }, 400, m('claimFollowedRequired')],
    ['her consent missing', { documentsConsent: 'false' }, 400, m('claimConsentRequired')],
    ['a note of 2001 characters', { note: 'x'.repeat(2001) }, 400, m('claimNoteTooLong')],
    ['no document', { documents: [] }, 400, m('claimDocumentsCount')],
    [
      'four documents',
      { documents: [1, 2, 3, 4].map((n) => ({ bytes: PDF, name: `${n}.pdf` })) },
      400,
      m('claimDocumentsCount'),
    ],
    [
      'a web page called a PDF',
      {
        documents: [
          { bytes: PDF, name: 'a.pdf' },
          { bytes: HTML, name: 'b.pdf' },
        ],
      },
      415,
      m('claimDocumentType'),
    ],
    [
      'a document over 10 MB',
      { documents: [{ bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), name: 'big.pdf' }] },
      413,
      m('claimDocumentTooLarge'),
    ],
  ])(
    '%s: refused with its status and message, and nothing is stored',
    async (_, options, status, message) => {
      const { client, planId } = await eligibleClaimant();
      const response = await claim(client, planId, options as FormOptions);
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect((await planDoc(planId))?.guaranteeClaim).toBeUndefined();
      expect(await orphanFiles()).toEqual([]);
    },
  );

  it('400 for a claim that is not a form', async () => {
    const { client, planId } = await eligibleClaimant();
    const response = await client.post<Message>(`/api/plans/${planId}/guarantee-claims`, {
      followedPlan: true,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(m('claimNotMultipart'));
  });
});

describe('a claim from her form to the owner’s decision', () => {
  it('is stored with her adherence; the owner asks for more, she sends it, the owner approves and the plan is refunded', async () => {
    const { client, planId, user, paymentIntentId } = await eligibleClaimant();
    const submitted = await claim(client, planId, {
      note: 'My son was born on the date of the attached certificate.',
      documents: [
        { bytes: PDF, name: 'birth-certificate.pdf' },
        { bytes: PNG, name: 'scan.png', type: 'application/octet-stream' },
      ],
    });
    expect(submitted.status).toBe(201);
    const claimId = submitted.body.claim.id;
    expect(submitted.body.claim).toMatchObject({
      planId,
      status: 'submitted',
      target: 'girl',
      outcome: 'boy',
      documents: [
        { name: 'birth-certificate.pdf', contentType: 'application/pdf', size: PDF.length },
        { name: 'scan.png', contentType: 'image/png', size: PNG.length },
      ],
    });
    expect(await storedFiles(`guarantee-claims/${claimId}/`)).toHaveLength(2);
    const again = await claim(client, planId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m('claimExists'));
    // The outcome it was made on holds while the claim is open.
    const change = await client.put<Message>(`/api/plans/${planId}/outcome`, { sex: 'girl', knownOn: today });
    expect(change.status).toBe(409);
    expect(change.body.message).toBe(m('outcomeLockedByClaim'));

    // The owner's queue: her claim, who she is, her adherence, links to the documents.
    const waiting = (await queue('submitted')).find((item) => item.id === claimId)!;
    expect(waiting).toMatchObject({ user: { id: user.id }, paymentIntentId, positiveTestDate: today });
    expect(waiting.adherence.summary).toBeDefined();
    expect(waiting.documentLinks).toHaveLength(2);
    const admin = await adminClient();
    const link = waiting.documentLinks[0]!.url!;
    const opened = await fetch(`${BASE_URL}${link}`, { headers: { cookie: `__session=${admin.cookie}` } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await opened.arrayBuffer()).equals(PDF)).toBe(true);
    // Only to an admin, only with the link's own signature.
    expect((await fetch(`${BASE_URL}${link}`)).status).toBe(401);
    const herOwn = await fetch(`${BASE_URL}${link}`, { headers: { cookie: `__session=${client.cookie}` } });
    expect(herOwn.status).toBe(403);
    const forged = link.replace(/signature=[^&]+/, 'signature=AAAA');
    expect(
      (await fetch(`${BASE_URL}${forged}`, { headers: { cookie: `__session=${admin.cookie}` } })).status,
    ).toBe(403);
    expect((await queue('approved')).some((item) => item.id === claimId)).toBe(false);
    const badStatus = await admin.get<Message>('/api/admin/guarantee-claims?status=maybe');
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe(m('claimStatusInvalid'));

    // More documents: she sees why, and sends one more.
    const more = await decide(claimId, {
      decision: 'more-documents',
      reason: 'Please add the hospital report',
    });
    expect(more.status).toBe(200);
    expect(more.body.claim.status).toBe('more-documents');
    const hers = await client.get<GuaranteeClaim[]>(`/api/plans/${planId}/guarantee-claims`);
    expect(hers.body).toEqual([
      expect.objectContaining({
        id: claimId,
        status: 'more-documents',
        reason: 'Please add the hospital report',
      }),
    ]);
    const added = await claim(client, planId, { documents: [{ bytes: PDF, name: 'hospital-report.pdf' }] });
    expect(added.status).toBe(200);
    expect(added.body.claim).toMatchObject({ id: claimId, status: 'submitted' });
    expect(added.body.claim.documents).toHaveLength(3);

    // Approved: refunded through the refund path, the plan says so, and every step is audited.
    for (const [body, message] of [
      [{ decision: 'approve' }, m('claimReasonRequired')],
      [{ decision: 'pay', reason: 'x' }, m('claimDecisionInvalid')],
    ] as const) {
      const refused = await decide(claimId, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    const approved = await decide(claimId, { decision: 'approve', reason: 'Birth certificate: boy' });
    expect(approved.status).toBe(200);
    expect(approved.body.claim).toMatchObject({ status: 'approved', reason: 'Birth certificate: boy' });
    expect(approved.body.claim.documentsDeleteAfter).not.toBeNull();
    expect((await stripe.refunds.list({ payment_intent: paymentIntentId })).data).toHaveLength(1);
    const plan = await client.get<PlanDetails>(`/api/plans/${planId}`);
    expect(plan.body).toMatchObject({
      locked: true,
      paymentStatus: 'refunded',
      refund: { underGuarantee: true },
    });
    expect((await decide(claimId, { decision: 'reject', reason: 'x' })).status).toBe(409);
    expect(
      (await client.get<GuaranteeClaim[]>(`/api/plans/${planId}/guarantee-claims`)).body[0]!.status,
    ).toBe('approved');
    const actions = (await auditEntriesAbout(user.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'decide-guarantee-claim')).toHaveLength(2);
    expect(actions).toContain('refund-plan');
    expect(actions).toContain('open-claim-document');

    // In her export, with the documents' names.
    const exported = await client.get<AccountExport>('/api/user/export');
    expect(exported.body.guaranteeClaims.map((item) => item.id)).toEqual([claimId]);

    // 30 days after the decision the scheduled run deletes the files; the claim keeps what they were.
    const before = await deleteDecidedClaimDocuments(Date.now());
    expect(await storedFiles(`guarantee-claims/${claimId}/`)).toHaveLength(3);
    expect(before).toBeGreaterThanOrEqual(0);
    await deleteDecidedClaimDocuments(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await storedFiles(`guarantee-claims/${claimId}/`)).toEqual([]);
    const after = (await client.get<GuaranteeClaim[]>(`/api/plans/${planId}/guarantee-claims`)).body[0]!;
    expect(after.documentsDeletedAt).not.toBeNull();
    expect(after.documents).toHaveLength(3);
    expect((await auditEntriesAbout(user.id)).map((entry) => entry.action)).toContain(
      'delete-claim-documents',
    );
    const gone = (await queue('approved')).find((item) => item.id === claimId)!;
    expect(gone.documentLinks.every((entry) => entry.url === null)).toBe(true);
  });

  it('a rejection tells her why; her account’s deletion removes the claim and its files', async () => {
    const { client, planId, registration } = await eligibleClaimant();
    const submitted = await claim(client, planId);
    const claimId = submitted.body.claim.id;
    const rejected = await decide(claimId, { decision: 'reject', reason: 'The papers name another child' });
    expect(rejected.status).toBe(200);
    const hers = await client.get<GuaranteeClaim[]>(`/api/plans/${planId}/guarantee-claims`);
    expect(hers.body[0]).toMatchObject({ status: 'rejected', reason: 'The papers name another child' });
    expect((await planDoc(planId))?.isPaid).toBe(true);
    expect((await claim(client, planId)).status).toBe(409);

    const deleted = await client.request('DELETE', '/api/user', {
      body: { currentPassword: registration.password },
    });
    expect(deleted.status).toBe(200);
    expect((await db().collection('guaranteeClaims').doc(claimId).get()).exists).toBe(false);
    expect(await storedFiles(`guarantee-claims/${claimId}/`)).toEqual([]);
  });

  it('the queue and the decision are the admins’: 401 guest, 403 a person, 404 an unknown claim', async () => {
    const person = await registeredClient();
    expect((await new Client().get('/api/admin/guarantee-claims')).status).toBe(401);
    expect((await person.client.get('/api/admin/guarantee-claims')).status).toBe(403);
    expect(
      (
        await person.client.post('/api/admin/guarantee-claims/x/decision', {
          decision: 'approve',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await decide('no-such-claim', { decision: 'reject', reason: 'x' })).status).toBe(404);
    expect((await person.client.get('/api/plans/no-such-plan/guarantee-claims')).status).toBe(404);
  });
});

describe('GET /api/admin/outcomes', () => {
  const path = `/api/admin/outcomes?from=${addDays(today, -1)}&to=${addDays(today, 1)}`;

  it('counts the reported outcomes of plans paid in the range, beside the baseline', async () => {
    const admin = await adminClient();
    const before = (await admin.get<Outcomes>(path)).body;
    const boyPlan = await ownerWithPaidPlan({ gender: 'boy' });
    const girlPlan = await ownerWithPaidPlan({ gender: 'girl' });
    const middle = (await admin.get<Outcomes>(path)).body;
    expect(middle.awaiting - before.awaiting).toBe(2);
    for (const [owner, sex] of [
      [boyPlan, 'boy'],
      [girlPlan, 'boy'],
    ] as const) {
      await owner.client.post(`/api/plans/${owner.planId}/pregnancy`, { positiveTestDate: today });
      await owner.client.put(`/api/plans/${owner.planId}/outcome`, { sex, knownOn: today });
    }
    const after = (await admin.get<Outcomes>(path)).body;
    const of = (figures: Outcomes, target: string) =>
      figures.byTarget.find((entry) => entry.target === target)!;
    expect(of(after, 'boy').reported - of(before, 'boy').reported).toBe(1);
    expect(of(after, 'boy').matched - of(before, 'boy').matched).toBe(1);
    expect(of(after, 'girl').reported - of(before, 'girl').reported).toBe(1);
    expect(of(after, 'girl').matched - of(before, 'girl').matched).toBe(0);
    expect(after.awaiting - before.awaiting).toBe(0);
    expect(after.baselineBoyShare).toBe(0.512);
    const boy = of(after, 'boy');
    expect(boy.rate).toBeCloseTo(boy.matched / boy.reported, 10);

    // The outcomes export: each paid plan and what came of it, with no name, e-mail or person id.
    const csv = await admin.get<string>(
      `/api/admin/export/outcomes.csv?from=${addDays(today, -1)}&to=${addDays(today, 1)}&lang=en`,
    );
    expect(csv.status).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toContain('Plan id,Target');
    const girlRow = lines.find((line) => line.startsWith(girlPlan.planId))!;
    expect(girlRow).toContain(',girl,');
    expect(girlRow).toContain(',boy,');
    // In Arabic, the values in words: the target, the outcome, whether it matched.
    const arabic = await admin.get<string>(
      `/api/admin/export/outcomes.csv?from=${addDays(today, -1)}&to=${addDays(today, 1)}&lang=ar`,
    );
    const arabicGirlRow = arabic.body.split('\r\n').find((line) => line.startsWith(girlPlan.planId))!;
    expect(arabicGirlRow).toContain(',بنت,');
    expect(arabicGirlRow).toContain(',ولد,');
    expect(arabicGirlRow).toContain(',لا,');
    expect(arabicGirlRow).not.toContain('girl');
    for (const owner of [boyPlan, girlPlan]) {
      expect(csv.body).not.toContain(owner.registration.email);
      expect(csv.body).not.toContain(owner.registration.name);
      expect(csv.body).not.toContain(owner.user.id);
    }
    expect(boy.ci95![0]).toBeLessThanOrEqual(boy.rate!);
    expect(boy.ci95![1]).toBeGreaterThanOrEqual(boy.rate!);
  });

  it('401 guest, 403 a person, 400 a range it cannot read', async () => {
    expect((await new Client().get(path)).status).toBe(401);
    expect((await (await registeredClient()).client.get(path)).status).toBe(403);
    const bad = await (
      await adminClient()
    ).get<Message>(`/api/admin/outcomes?from=${today}&to=${addDays(today, -2)}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(m('dateRangeInvalid'));
  });
});
