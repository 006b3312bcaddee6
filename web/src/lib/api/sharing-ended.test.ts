import { messages } from '@nasl/core/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isSharingEnded } from './sharing-ended';

describe('isSharingEnded', () => {
  it('is the 403 that tells her former partner the sharing ended, in either language', () => {
    for (const lang of ['ar', 'en'] as const) {
      expect(isSharingEnded(new ApiError('403', 403, messages.partnerAccessEnded[lang]))).toBe(true);
    }
  });

  it('is not any other refusal: someone else’s plan, a used invitation, a failure', () => {
    expect(isSharingEnded(new ApiError('403', 403, messages.forbidden.en))).toBe(false);
    expect(isSharingEnded(new ApiError('410', 410, messages.partnerInviteUsed.en))).toBe(false);
    expect(isSharingEnded(new ApiError('403', 403, null))).toBe(false);
    expect(isSharingEnded(new Error(messages.partnerAccessEnded.en))).toBe(false);
  });
});
