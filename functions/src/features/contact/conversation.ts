import type { ChatHistoryItem } from '@nasl/core';
import type { ChatTurn } from '../../lib/gemini.ts';

/** Longest reply passed on, in characters: the model is asked for short answers; this bounds the rest. */
export const CHAT_REPLY_MAX_LENGTH = 4000;

/**
 * The turns sent to the model: the client's history, then the new message. Consecutive turns of one role
 * are merged and a leading assistant turn dropped, since Gemini expects user and model to alternate from
 * the user. The history is the client's word only: it can hold nothing the model could not have said.
 */
export function conversationTurns(history: readonly ChatHistoryItem[], message: string): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const item of [...history, { role: 'user' as const, text: message }]) {
    const text = item.text.trim();
    if (!text) continue;
    const role = item.role === 'assistant' ? 'model' : 'user';
    const last = turns.at(-1);
    if (last?.role === role) last.text = `${last.text}\n\n${text}`;
    else turns.push({ role, text });
  }
  while (turns[0]?.role === 'model') turns.shift();
  return turns;
}

export function capReply(text: string): string {
  if (text.length <= CHAT_REPLY_MAX_LENGTH) return text;
  const cut = text.slice(0, CHAT_REPLY_MAX_LENGTH - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${lastSpace > CHAT_REPLY_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}
