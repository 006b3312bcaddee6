import type { AuthTab } from '@/config/paths';

export const AUTH_TAB_QUERY_PARAM = 'tab';

/** `/auth?tab=login` selects the login card; anything else (or nothing) selects sign-up. */
export function authTabFromSearch(value: string | null): AuthTab {
  return value === 'login' ? 'login' : 'signup';
}
