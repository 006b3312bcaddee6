import * as v from 'valibot';

/**
 * Answers shared by many endpoints. Every refusal (4xx, 5xx) carries `message` in the request's language;
 * a failed validation adds the message of each field it refused, by field path.
 */
export const errorBodySchema = v.object({
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/** A done action with nothing to show: logout, verify-payment. */
export const successSchema = v.object({ success: v.literal(true) });
export type Success = v.InferOutput<typeof successSchema>;

/** A done action the page confirms in words: password change, plan unlock, user deletion. */
export const successMessageSchema = v.object({ success: v.literal(true), message: v.string() });
export type SuccessMessage = v.InferOutput<typeof successMessageSchema>;

/** A done action the page confirms in words, with what the action left (`entries`): a claim, a payment. */
export function successMessageWith<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...successMessageSchema.entries, ...entries });
}
