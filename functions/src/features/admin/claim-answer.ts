import type { AdminGuaranteeClaim } from '@nasl/core';
import { apiClaim, type StoredClaim } from '../../data/guarantee-claims.ts';
import { findUserDoc } from '../../data/users.ts';
import type { ServerConfig } from '../../lib/config.ts';
import { signLink } from '../../lib/signed-link.ts';

/**
 * A claim as the owner's queue shows it: hers, who she is, the plan's payment, her adherence, each
 * decision, and a link per document that works for this admin for a few minutes (none once deleted).
 */
export async function adminClaim(
  config: ServerConfig,
  claim: StoredClaim,
  adminId: string,
  nowMs: number,
): Promise<AdminGuaranteeClaim> {
  const { doc } = claim;
  const user = await findUserDoc(doc.userId);
  return {
    ...apiClaim(claim.id, doc),
    user: { id: doc.userId, name: user?.name ?? null, email: user?.email ?? null },
    paidAt: doc.paidAt?.toDate().toISOString() ?? null,
    paymentIntentId: doc.paymentIntentId,
    positiveTestDate: doc.positiveTestDate,
    knownOn: doc.knownOn,
    adherence: doc.adherence,
    documentLinks: doc.documents.map((document) => {
      if (doc.documentsDeletedAt) return { id: document.id, url: null, expiresAt: null };
      const link = signLink(config.rateLimitKey, [adminId, claim.id, document.id], nowMs);
      const query = new URLSearchParams({ expires: link.expires, signature: link.signature });
      return {
        id: document.id,
        url: `/api/admin/guarantee-claims/${claim.id}/documents/${document.id}?${query}`,
        expiresAt: new Date(link.expiresMs).toISOString(),
      };
    }),
    decisions: doc.decisions.map((entry) => ({
      decision: entry.decision,
      reason: entry.reason,
      by: entry.by,
      at: entry.at.toDate().toISOString(),
    })),
  };
}
