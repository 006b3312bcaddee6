import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  claimFieldsSchema,
  isMessageKey,
  MAX_CLAIM_DOCUMENT_BYTES,
  MAX_CLAIM_DOCUMENTS,
  translateMessage,
  validate,
  type ClaimDocumentType,
  type ClaimSubmission,
} from '@nasl/core';
import {
  apiClaim,
  deleteClaimFiles,
  newClaimId,
  storeClaim,
  type ClaimDoc,
  type StoredClaimDocument,
} from '../../data/guarantee-claims.ts';
import { adherenceOf } from '../../data/plan-follow-up.ts';
import { findPlan } from '../../data/plans.ts';
import { documentTypeOf } from '../../lib/file-type.ts';
import { Timestamp } from '../../lib/firebase.ts';
import { saveStorageFile } from '../../lib/firebase-storage.ts';
import { HttpError } from '../../lib/http-error.ts';
import { languageFromHeader } from '../../lib/language.ts';
import { planToday } from '../../lib/plan-today.ts';
import { idParam } from '../../lib/request-params.ts';
import { isMultipart, readRaw } from '../../middleware/json-body.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';
import { claimRefusal, claimWaitingForDocuments } from './claim-rules.ts';
import type { FollowUpRefusal } from './follow-up-rules.ts';

/** The whole form: the documents at their largest and room for the fields and the parts' headers. */
const MAX_FORM_BYTES = MAX_CLAIM_DOCUMENTS * MAX_CLAIM_DOCUMENT_BYTES + 256 * 1024;
const MAX_NAME_LENGTH = 200;

interface Upload {
  name: string;
  contentType: ClaimDocumentType;
  bytes: Buffer;
}

function refuse(refusal: FollowUpRefusal): never {
  throw new HttpError(refusal.status, refusal.key);
}

/** A file's name as shown to the owner: no control or format characters, not too long. */
function displayName(name: string, index: number): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '').trim();
  return clean.slice(0, MAX_NAME_LENGTH) || `document-${index + 1}`;
}

/** Reads the form: her statement and consent (400), 1-3 documents (400), each ≤ 10 MB (413), PDF/JPEG/PNG (415). */
async function readForm(req: Request): Promise<{ note: string; uploads: Upload[] }> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_FORM_BYTES) throw new HttpError(413, 'claimDocumentTooLarge');
  const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (await readRaw(req, MAX_FORM_BYTES));
  if (raw.length > MAX_FORM_BYTES) throw new HttpError(413, 'claimDocumentTooLarge');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw new HttpError(400, 'claimNotMultipart');
  }
  const fields: Record<string, string> = {};
  for (const name of ['followedPlan', 'documentsConsent', 'note']) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  const checked = validate(claimFieldsSchema, fields);
  if (!checked.ok) {
    const key = checked.issues[0]?.message ?? 'invalidBody';
    const field = checked.issues[0]?.field ?? '';
    throw new HttpError(400, isMessageKey(key) ? key : 'invalidBody', field ? { [field]: key } : undefined);
  }
  const files = form
    .getAll('documents')
    .filter((entry): entry is Exclude<typeof entry, string> => typeof entry !== 'string');
  if (files.length < 1 || files.length > MAX_CLAIM_DOCUMENTS) {
    throw new HttpError(400, 'claimDocumentsCount', { documents: 'claimDocumentsCount' });
  }
  if (files.some((file) => file.size > MAX_CLAIM_DOCUMENT_BYTES)) {
    throw new HttpError(413, 'claimDocumentTooLarge');
  }
  const uploads: Upload[] = [];
  for (const [index, file] of files.entries()) {
    const bytes = Buffer.from(await file.arrayBuffer());
    const contentType = documentTypeOf(bytes);
    if (!contentType) throw new HttpError(415, 'claimDocumentType');
    uploads.push({ name: displayName(file.name, index), contentType, bytes });
  }
  return { note: checked.data.note, uploads };
}

/**
 * POST /api/plans/{id}/guarantee-claims (multipart/form-data: `followedPlan=true`, `documentsConsent=true`,
 * an optional `note`, and 1-3 `documents`) — her claim under the guarantee: the baby's sex she reported
 * differs from the plan's and 3 months have passed since the payment. Whether she may claim is decided
 * from the plan before any document is read (403, 402, 409 with the reason). The documents (PDF, JPEG or
 * PNG by their bytes, ≤ 10 MB each: 415, 413) go to Cloud Storage, then the claim and the plan's mirror
 * of it are written in one transaction, which checks the plan again; a refusal then deletes the files,
 * so nothing is left half-written. The claim keeps her adherence: her logged periods and LH tests, her
 * check-ins. A claim the owner asked more documents for gets these ones added and waits again (200);
 * otherwise 201.
 */
export async function submitGuaranteeClaim(req: Request, res: Response<ClaimSubmission>): Promise<void> {
  const viewer = requireViewer(req);
  const planId = idParam(req);
  const today = planToday();
  const plan = await findPlan(planId);
  if (!plan) throw new HttpError(404, 'notFound');
  const refusal = claimRefusal(plan.doc, viewer, today);
  if (refusal) refuse(refusal);
  if (!isMultipart(req)) throw new HttpError(400, 'claimNotMultipart');
  const { note, uploads } = await readForm(req);

  const claimId = plan.doc.guaranteeClaim?.id ?? newClaimId();
  const now = Timestamp.now();
  const documents: StoredClaimDocument[] = [];
  try {
    for (const upload of uploads) {
      const id = randomUUID();
      const path = `guarantee-claims/${claimId}/${id}`;
      await saveStorageFile(path, upload.bytes, upload.contentType);
      documents.push({
        id,
        path,
        name: upload.name,
        contentType: upload.contentType,
        size: upload.bytes.length,
        uploadedAt: now,
      });
    }
    const stored = await storeClaim<FollowUpRefusal | 'added' | 'created'>(planId, (current, existing) => {
      const again = claimRefusal(current.doc, viewer, today);
      if (again) return { write: null, result: again };
      const waiting = claimWaitingForDocuments(existing);
      const { doc } = current;
      const events = doc.cycleEvents;
      const base: ClaimDoc = waiting?.doc ?? {
        planId,
        userId: doc.userId,
        status: 'submitted',
        target: doc.gender,
        outcome: doc.outcome!.sex,
        positiveTestDate: doc.pregnancy?.positiveTestDate ?? null,
        knownOn: doc.outcome!.knownOn,
        note,
        documentsConsentAt: now,
        documents: [],
        adherence: {
          summary: adherenceOf(doc, today),
          periodStarts: events
            .filter((e) => e.type === 'period-start')
            .map((e) => e.date)
            .sort(),
          lhPositives: events
            .filter((e) => e.type === 'lh-positive')
            .map((e) => e.date)
            .sort(),
          checkIns: [],
        },
        paidAt: doc.paidAt ?? null,
        paymentIntentId: doc.paymentIntentId,
        createdAt: now,
        updatedAt: now,
        decidedAt: null,
        reason: null,
        decisions: [],
        documentsDeleteAfter: null,
        documentsDeletedAt: null,
      };
      const claim: ClaimDoc = {
        ...base,
        status: 'submitted',
        note: waiting && note ? `${base.note}\n\n${note}`.trim() : base.note,
        documentsConsentAt: now,
        documents: [...base.documents, ...documents],
        adherence: {
          ...base.adherence,
          checkIns: (doc.checkIns ?? []).map((entry) => ({
            date: entry.date,
            kind: entry.kind,
            ...(entry.week === undefined ? {} : { week: entry.week }),
            done: entry.done,
            at: entry.at.toDate().toISOString(),
          })),
          summary: adherenceOf(doc, today),
        },
        updatedAt: now,
      };
      return { write: { claimId, doc: claim }, result: waiting ? ('added' as const) : ('created' as const) };
    });
    if (!stored.found) throw new HttpError(404, 'notFound');
    if (typeof stored.result === 'object') refuse(stored.result);
    res.status(stored.result === 'created' ? 201 : 200).json({
      success: true,
      message: translateMessage('claimSubmitted', languageFromHeader(req.headers['accept-language'])),
      claim: apiClaim(claimId, stored.claim!.doc),
    });
  } catch (error) {
    // Nothing half-written: the files of a claim that was not stored go.
    await deleteClaimFiles(documents).catch(() => undefined);
    throw error;
  }
}
