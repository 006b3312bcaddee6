import type { ChatRequest, ChatResponse } from '@nasl/core/chat';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/ai-chat: one message and the conversation's tail; the server keeps no conversation. */
export function sendChatMessage(request: ChatRequest): Promise<ChatResponse> {
  return api.post<ChatResponse>('/api/ai-chat', request);
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
