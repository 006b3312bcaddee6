import type { AdminAuditAction } from '@nasl/core';
import { Timestamp } from '../lib/firebase.ts';

/**
 * The admin audit log (`adminAudit/{auto-id}`): who granted or removed admin rights, deleted a person or
 * unlocked a plan without payment, and when. Each entry is written in the transaction or batch of the
 * action itself, so an action without its entry (or the reverse) cannot be stored. Entries hold ids only;
 * names and e-mails are looked up when the log is read (`listAuditEntries`), so a deleted person's
 * details do not live on here.
 */
export const AUDIT = 'adminAudit';

export interface AuditRecord {
  action: AdminAuditAction;
  actorId: string;
  targetUserId: string | null;
  planId: string | null;
  paymentsPseudonym: string | null;
  createdAt: Timestamp;
}

export function auditEntry(input: {
  action: AdminAuditAction;
  actorId: string;
  targetUserId?: string | null;
  planId?: string | null;
  paymentsPseudonym?: string | null;
}): AuditRecord {
  return {
    action: input.action,
    actorId: input.actorId,
    targetUserId: input.targetUserId ?? null,
    planId: input.planId ?? null,
    paymentsPseudonym: input.paymentsPseudonym ?? null,
    createdAt: Timestamp.now(),
  };
}
