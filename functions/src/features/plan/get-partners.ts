import type { Request, Response } from 'express';
import type { PlanPartner } from '@nasl/core';
import { findPlan } from '../../data/plans.ts';
import { findUserDoc } from '../../data/users.ts';
import { HttpError } from '../../lib/http-error.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireViewer } from '../../middleware/require-viewer.ts';

/**
 * GET /api/plans/{id}/partners — who follows the plan (her husband, once he accepted), for its owner and
 * admins: `[{ uid, name, email, since }]`, empty when no one does. Anyone else, the partner too: 403.
 */
export async function getPartners(req: Request, res: Response<PlanPartner[]>): Promise<void> {
  const viewer = requireViewer(req);
  const plan = await findPlan(idParam(req));
  if (!plan) throw new HttpError(404, 'notFound');
  if (plan.doc.userId !== viewer.uid && !viewer.user.isAdmin) throw new HttpError(403, 'forbidden');
  const link = plan.doc.partner;
  const partner = link ? await findUserDoc(link.uid) : null;
  res.json(
    link && partner
      ? [
          {
            uid: link.uid,
            name: partner.name,
            email: partner.email,
            since: link.since.toDate().toISOString(),
          },
        ]
      : [],
  );
}
