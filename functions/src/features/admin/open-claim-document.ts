import type { Request, Response } from 'express';
import { auditDocumentOpened, findClaim } from '../../data/guarantee-claims.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { readStorageFile } from '../../lib/firebase-storage.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idParam } from '../../lib/request-params.ts';
import { isValidLink } from '../../lib/signed-link.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

/**
 * GET /api/admin/guarantee-claims/{claimId}/documents/{documentId}?expires&signature — one document of a
 * claim, through the link the queue gave this admin: signed for this admin and this document, a few
 * minutes long (403 otherwise, 401 without a session). The file comes from Cloud Storage through the
 * server (the bucket has no public address); each opening is audited. Deleted documents: 410.
 */
export function openClaimDocument(config: ServerConfig) {
  return async (req: Request, res: Response): Promise<void> => {
    const admin = requireAdmin(req);
    const claimId = idParam(req);
    const documentId = idParam(req, 'documentId');
    if (!isValidLink(config.rateLimitKey, [admin.uid, claimId, documentId], req.query, Date.now())) {
      throw new HttpError(403, 'claimDocumentLinkExpired');
    }
    const claim = await findClaim(claimId);
    const document = claim?.doc.documents.find((entry) => entry.id === documentId);
    if (!claim || !document) throw new HttpError(404, 'notFound');
    if (claim.doc.documentsDeletedAt) throw new HttpError(410, 'claimDocumentsDeleted');
    const file = await readStorageFile(document.path);
    if (!file) throw new HttpError(410, 'claimDocumentsDeleted');
    await auditDocumentOpened(claim, admin.uid);
    res.set('Content-Type', document.contentType);
    res.set(
      'Content-Disposition',
      `inline; filename="claim-${claimId}-${documentId}.${EXTENSIONS[document.contentType]}"`,
    );
    res.send(file.bytes);
  };
}
