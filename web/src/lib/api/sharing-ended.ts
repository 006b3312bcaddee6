import { sharingMessages } from '@nasl/core/sharing-messages';
import { ApiError } from './api-client';

/**
 * Whether a refusal says that her plan is no longer shared with him (the API's 403 `partnerAccessEnded` for
 * her former partner, on the plan and on his old invitation link), rather than that something went wrong or
 * that the plan is someone else's. Shared, so that each page that reads a plan can say it.
 */
export function isSharingEnded(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    Object.values<string>(sharingMessages.partnerAccessEnded).includes(error.serverMessage ?? '')
  );
}
