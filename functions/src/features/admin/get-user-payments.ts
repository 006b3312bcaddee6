import type { Request, Response } from 'express';
import type { AdminPayment } from '@nasl/core';
import { listPaymentsOfUser } from '../../data/refunds.ts';
import { idParam } from '../../lib/request-params.ts';
import { requireAdmin } from '../../middleware/require-viewer.ts';

/**
 * GET /api/admin/users/{id}/payments — the person's payments, newest first, with what was refunded: the
 * person's details list them, each paid plan with its refund action (admins).
 */
export async function getUserPayments(req: Request, res: Response<AdminPayment[]>): Promise<void> {
  requireAdmin(req);
  res.json(await listPaymentsOfUser(idParam(req)));
}
