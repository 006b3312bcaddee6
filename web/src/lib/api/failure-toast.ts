import type { ToastInput } from '@/stores/toast-store';
import { ApiError } from './api-client';

export interface FailureTexts {
  /** Title when the API answered with an error. */
  title: string;
  /** Description when that answer carried no message. */
  fallbackDescription: string;
  /** Title and description when no answer arrived at all (offline, DNS, aborted); else `title` is used. */
  network?: { title: string; description: string };
}

/** The server's message when there is one, the screen's fixed fallback text otherwise. */
export function failureToast(error: unknown, texts: FailureTexts): ToastInput {
  if (error instanceof ApiError || !texts.network) {
    const serverMessage = error instanceof ApiError ? error.serverMessage : null;
    return {
      variant: 'destructive',
      title: texts.title,
      description: serverMessage ?? texts.fallbackDescription,
    };
  }
  return { variant: 'destructive', title: texts.network.title, description: texts.network.description };
}
