import { chatResponseSchema, type ChatRequest, type ChatResponse } from '@nasl/core/chat';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';

/** POST /api/ai-chat: one message and the conversation's tail; the server keeps no conversation. */
export function sendChatMessage(request: ChatRequest): Promise<ChatResponse> {
  return api.post('/api/ai-chat', chatResponseSchema, request);
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage });
}
