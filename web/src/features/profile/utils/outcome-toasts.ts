import { failureToast } from '@/lib/api/failure-toast';
import { showToast } from '@/stores/toast-store';

export interface OutcomeTexts {
  success: string;
  failed: string;
  failedFallback: string;
}

function messageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  return typeof answer.message === 'string' ? answer.message : undefined;
}

/** The toasts of a profile action: its confirmation (the server's words when it sent some), or why it failed. */
export function outcomeToasts(texts: OutcomeTexts) {
  return {
    onSuccess: (answer: unknown) =>
      showToast({ variant: 'success', title: texts.success, description: messageOf(answer) }),
    onError: (error: unknown) =>
      showToast(failureToast(error, { title: texts.failed, fallbackDescription: texts.failedFallback })),
  };
}
