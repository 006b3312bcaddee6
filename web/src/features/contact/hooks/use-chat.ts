import { chatHistoryFrom, type ChatRole } from '@nasl/core/chat';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api/api-client';
import { useSendChatMessage } from '../api/send-chat-message';
import { chatErrorText } from '../utils/chat-error';

export interface ChatMessage {
  id: number;
  role: ChatRole;
  text: string;
  /** 'typing' is the placeholder shown while the reply is on its way; 'failed' holds the error text. */
  status: 'sent' | 'typing' | 'failed';
}

/**
 * The conversation lives here, in the browser; each message sends the tail of it as `history`.
 * Empty or whitespace-only messages, and messages sent while one is pending, are ignored.
 */
export function useChat() {
  const { t } = useTranslation('public');
  const { mutateAsync } = useSendChatMessage();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  // A ref, not state: two Enter presses in one frame must not both get through.
  const pending = useRef(false);
  const nextId = useRef(0);
  // Only answered exchanges go into the history; a failed one is left out.
  const turns = useRef<{ role: ChatRole; text: string }[]>([]);

  const send = useCallback(
    async (draft: string): Promise<boolean> => {
      const message = draft.trim();
      if (message === '' || pending.current) return false;
      pending.current = true;
      setSending(true);

      const replyId = nextId.current + 1;
      nextId.current += 2;
      const history = chatHistoryFrom(turns.current);
      setMessages((previous) => [
        ...previous,
        { id: replyId - 1, role: 'user', text: message, status: 'sent' },
        { id: replyId, role: 'assistant', text: '', status: 'typing' },
      ]);
      const settle = (text: string, status: ChatMessage['status']) =>
        setMessages((previous) =>
          previous.map((item) => (item.id === replyId ? { ...item, text, status } : item)),
        );

      try {
        const { response } = await mutateAsync(history.length > 0 ? { message, history } : { message });
        turns.current.push({ role: 'user', text: message }, { role: 'assistant', text: response });
        settle(response, 'sent');
      } catch (error) {
        const status = error instanceof ApiError ? error.status : null;
        const serverMessage = error instanceof ApiError ? error.serverMessage : null;
        settle(chatErrorText(status, serverMessage, t('chat.apology')), 'failed');
      } finally {
        pending.current = false;
        setSending(false);
      }
      return true;
    },
    [mutateAsync, t],
  );

  return { messages, sending, send };
}
