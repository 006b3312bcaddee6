import * as v from 'valibot';
import type { MessageKey } from './messages.ts';
import { objectWithFieldMessages } from './validation.ts';

/** Longest message a person may send to the assistant, and longest history text, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** Earlier turns sent with a message so the assistant keeps the thread (the client keeps the conversation). */
export const CHAT_HISTORY_MAX_ITEMS = 10;

/**
 * Fixed-window limits on POST /api/ai-chat, counted in Firestore so they hold across function instances.
 * A person types at most a message every 30 s or so: 20 in 10 minutes is a brisk conversation, not a
 * script. An address is shared (a household, an office, a carrier's NAT) and carries the guests, who have
 * no account to count: three busy conversations' worth. Signed-in messages count against both.
 */
export const CHAT_RATE_LIMITS = {
  perUser: { limit: 20, windowSeconds: 10 * 60 },
  perIp: { limit: 60, windowSeconds: 10 * 60 },
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

const message = (key: MessageKey) => key;

const chatHistoryItemSchema = v.object(
  {
    role: v.picklist(CHAT_ROLES, message('chatHistoryInvalid')),
    text: v.pipe(
      v.string(message('chatHistoryInvalid')),
      v.maxLength(CHAT_MESSAGE_MAX_LENGTH, message('chatHistoryInvalid')),
    ),
  },
  message('chatHistoryInvalid'),
);

/** POST /api/ai-chat `{ message, history? }`. The web form ignores empty and whitespace-only messages. */
export const chatRequestSchema = objectWithFieldMessages({
  message: v.pipe(
    v.string(message('chatMessageRequired')),
    v.trim(),
    v.minLength(1, message('chatMessageRequired')),
    v.maxLength(CHAT_MESSAGE_MAX_LENGTH, message('chatMessageTooLong')),
  ),
  history: v.optional(
    v.pipe(
      v.array(chatHistoryItemSchema, message('chatHistoryInvalid')),
      v.maxLength(CHAT_HISTORY_MAX_ITEMS, message('chatHistoryTooLong')),
    ),
  ),
});

export type ChatRequest = v.InferOutput<typeof chatRequestSchema>;
export type ChatHistoryItem = v.InferOutput<typeof chatHistoryItemSchema>;

/** POST /api/ai-chat answer. */
export const chatResponseSchema = v.object({ response: v.string() });
export type ChatResponse = v.InferOutput<typeof chatResponseSchema>;

/**
 * The `history` to send with the next message: the last turns of a conversation, each cut to the length
 * the API accepts, empty ones dropped (replies can be longer than a message may be).
 */
export function chatHistoryFrom(turns: readonly { role: ChatRole; text: string }[]): ChatHistoryItem[] {
  return turns
    .map(({ role, text }) => ({ role, text: text.trim().slice(0, CHAT_MESSAGE_MAX_LENGTH) }))
    .filter((turn) => turn.text.length > 0)
    .slice(-CHAT_HISTORY_MAX_ITEMS);
}
