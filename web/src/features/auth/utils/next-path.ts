/** `/auth?next=/partner-invite`: where the person goes once signed in, instead of the usual page. */
export const NEXT_QUERY_PARAM = 'next';

/**
 * A `next` address the app may go to: a path of this site only (`/…`, never `//host` or `/\host`, which
 * browsers read as another site), or null.
 */
export function safeNextPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
