import type { AdminAuditAction } from '@nasl/core';
import { Timestamp } from '../lib/firebase.ts';

/**
 * The admin audit log (`adminAudit/{auto-id}`): who granted or removed admin rights, deleted a person,
 * unlocked a plan without payment or refunded one (and why), and when. Each entry is written in the
 * transaction or batch of the action itself, so an action without its entry (or the reverse) cannot be
 * stored. Entries hold ids only; names and e-mails are looked up when the log is read
 * (`listAuditEntries`), so a deleted person's details do not live on here.
 */
export const AUDIT = 'adminAudit';

export interface AuditRecord {
  action: AdminAuditAction;
  /** The admin; null for a refund made in Stripe's dashboard (applied by its webhook). */
  actorId: string | null;
  targetUserId: string | null;
  planId: string | null;
  paymentsPseudonym: string | null;
  /** A refund's reason as the admin wrote it, and the amount it gave back. */
  reason?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  createdAt: Timestamp;
}

export function auditEntry(input: {
  action: AdminAuditAction;
  actorId: string | null;
  targetUserId?: string | null;
  planId?: string | null;
  paymentsPseudonym?: string | null;
  reason?: string | null;
  amountCents?: number | null;
  currency?: string | null;
  createdAt?: Timestamp;
}): AuditRecord {
  return {
    action: input.action,
    actorId: input.actorId,
    targetUserId: input.targetUserId ?? null,
    planId: input.planId ?? null,
    paymentsPseudonym: input.paymentsPseudonym ?? null,
    reason: input.reason ?? null,
    amountCents: input.amountCents ?? null,
    currency: input.currency ?? null,
    createdAt: input.createdAt ?? Timestamp.now(),
  };
}
