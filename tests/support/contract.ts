/**
 * The API's contract, checked on every answer the API tests receive: a 2xx body must match the core schema
 * of its endpoint, and any other answer the error body `{ message, fields? }`. A server that drifts from
 * what the web app parses fails the test that saw it, with valibot's description of the difference.
 */
import * as v from 'valibot';
import {
  accountExportSchema,
  adminGuaranteeClaimsSchema,
  claimDecisionResponseSchema,
  claimSubmissionSchema,
  guaranteeClaimsSchema,
  outcomesSchema,
  adminAuditSchema,
  adminOverviewSchema,
  adminPaymentsSchema,
  adminPlansSchema,
  adminQuestionnairesSchema,
  adminUsersSchema,
  authStatusSchema,
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarTextSchema,
  chatResponseSchema,
  emailRecoveryResponseSchema,
  errorBodySchema,
  paymentClientConfigSchema,
  paymentIntentSessionSchema,
  passwordResetResponseSchema,
  partnerInviteAcceptanceSchema,
  partnerInviteSchema,
  planAnswerSchema,
  planDetailsSchema,
  planPartnersSchema,
  planSchema,
  profileUpdateResponseSchema,
  pushConfigSchema,
  questionnaireDraftResponseSchema,
  receiptSchema,
  reminderRunSchema,
  reminderSettingsSchema,
  refundPlanResponseSchema,
  statsSchema,
  successMessageSchema,
  successSchema,
  testPaymentConfirmationSchema,
  toggleAdminResponseSchema,
  trendsSchema,
  userPlansSchema,
  userResponseSchema,
  webhookReceiptSchema,
} from '@nasl/core';

/**
 * What an export answers: the text of a CSV file (fetch's text() drops its byte-order mark; the export
 * tests read the bytes for it, and check the rows and the escaping).
 */
const csvTextSchema = v.pipe(v.string(), v.includes('\r\n'));

/** A claim's document as an admin opens it: the file's bytes (text to fetch's text(), never JSON). */
const documentBytesSchema = v.string();

interface Endpoint {
  method: string;
  path: RegExp;
  ok: v.GenericSchema;
}

const ID = '[^/?]+';
const route = (method: string, path: string, ok: v.GenericSchema): Endpoint => ({
  method,
  path: new RegExp(`^/api${path.replaceAll(':id', ID)}$`),
  ok,
});

const ENDPOINTS: Endpoint[] = [
  route('POST', '/auth/register', userResponseSchema),
  route('POST', '/auth/login', userResponseSchema),
  route('POST', '/auth/logout', successSchema),
  route('POST', '/auth/password-reset', successMessageSchema),
  route('POST', '/auth/password-reset/confirm', passwordResetResponseSchema),
  route('POST', '/auth/verify-email', successMessageSchema),
  route('POST', '/auth/recover-email', emailRecoveryResponseSchema),
  route('GET', '/auth/me', authStatusSchema),
  route('GET', '/auth/user', userResponseSchema),
  route('PUT', '/user/profile', profileUpdateResponseSchema),
  route('PUT', '/user/password', successMessageSchema),
  route('POST', '/user/verification-email', successMessageSchema),
  route('POST', '/user/sessions/revoke-others', successMessageSchema),
  route('GET', '/user/export', accountExportSchema),
  route('DELETE', '/user', successMessageSchema),
  route('GET', '/user/plans', userPlansSchema),
  route('GET', '/questionnaire/draft', questionnaireDraftResponseSchema),
  route('PUT', '/questionnaire/draft', questionnaireDraftResponseSchema),
  route('POST', '/generate-plan', planSchema),
  route('GET', '/plans/:id', planAnswerSchema),
  route('POST', '/plans/:id/cycle-events', planDetailsSchema),
  route('DELETE', '/plans/:id/cycle-events/:id', planDetailsSchema),
  route('PATCH', '/plans/:id/cycle-events/:id', planDetailsSchema),
  route('POST', '/plans/:id/pregnancy', planDetailsSchema),
  route('DELETE', '/plans/:id/pregnancy', planDetailsSchema),
  route('PUT', '/plans/:id/outcome', planDetailsSchema),
  route('POST', '/plans/:id/check-ins', planDetailsSchema),
  route('POST', '/plans/:id/guarantee-claims', claimSubmissionSchema),
  route('GET', '/plans/:id/guarantee-claims', guaranteeClaimsSchema),
  route('GET', '/payment-config', paymentClientConfigSchema),
  route('POST', '/create-payment-intent', paymentIntentSessionSchema),
  route('POST', '/verify-payment', successSchema),
  route('POST', '/unlock-plan', successMessageSchema),
  route('POST', '/stripe-webhook', webhookReceiptSchema),
  route('POST', '/test-payments/confirm', testPaymentConfirmationSchema),
  route('GET', '/stats', statsSchema),
  route('GET', '/admin/overview', adminOverviewSchema),
  route('GET', '/admin/users', adminUsersSchema),
  route('GET', '/admin/questionnaires', adminQuestionnairesSchema),
  route('GET', '/admin/plans', adminPlansSchema),
  route('GET', '/admin/audit', adminAuditSchema),
  route('PATCH', '/admin/users/:id/toggle-admin', toggleAdminResponseSchema),
  route('DELETE', '/admin/users/:id', successMessageSchema),
  route('GET', '/admin/trends', trendsSchema),
  route('GET', '/admin/users/:id/payments', adminPaymentsSchema),
  route('POST', '/admin/plans/:id/refund', refundPlanResponseSchema),
  route('GET', '/admin/export/[a-z]+\\.csv', csvTextSchema),
  route('GET', '/admin/guarantee-claims', adminGuaranteeClaimsSchema),
  route('POST', '/admin/guarantee-claims/:id/decision', claimDecisionResponseSchema),
  route('GET', '/admin/guarantee-claims/:id/documents/:id', documentBytesSchema),
  route('GET', '/admin/outcomes', outcomesSchema),
  route('POST', '/ai-chat', chatResponseSchema),
  route('POST', '/plans/:id/partner-invites', partnerInviteSchema),
  route('POST', '/partner-invites/accept', partnerInviteAcceptanceSchema),
  route('GET', '/plans/:id/partners', planPartnersSchema),
  route('DELETE', '/plans/:id/partners/:id', successMessageSchema),
  route('GET', '/plans/:id/calendar-feed', calendarFeedStatusSchema),
  route('POST', '/plans/:id/calendar-feed', calendarFeedSchema),
  route('DELETE', '/plans/:id/calendar-feed', successMessageSchema),
  route('GET', '/calendar-feeds/:id/:id', calendarTextSchema),
  route('GET', '/push-config', pushConfigSchema),
  route('POST', '/push-subscriptions', successMessageSchema),
  route('DELETE', '/push-subscriptions', successMessageSchema),
  route('GET', '/plans/:id/reminders', reminderSettingsSchema),
  route('PUT', '/plans/:id/reminders', reminderSettingsSchema),
  route('POST', '/test-reminders/run', reminderRunSchema),
  route('GET', '/plans/:id/receipt', receiptSchema),
];

/** Parses `body` with `schema`, or fails with every issue valibot found. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new Error(
    `${what} does not match its schema:\n${v.summarize(result.issues)}\n${JSON.stringify(body)}`,
  );
}

/**
 * Checks one answer of the API against the contract. `body` is the parsed JSON (or the text, when it was
 * not JSON). A path outside the API (e.g. a page) is not checked.
 */
export function checkAnswer(method: string, url: string, status: number, body: unknown): void {
  const path = url.split('?')[0] ?? url;
  if (!path.startsWith('/api/')) return;
  const what = `${method} ${path} → ${status}`;
  const endpoint = ENDPOINTS.find((candidate) => candidate.method === method && candidate.path.test(path));
  if (status >= 200 && status < 300) {
    if (!endpoint) throw new Error(`${what}: no schema for this endpoint in tests/support/contract.ts`);
    parseWith(endpoint.ok, body, what);
    return;
  }
  parseWith(errorBodySchema, body, what);
}
