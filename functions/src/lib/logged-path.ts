/**
 * A request's path as the function's logs may keep it: the secrets some addresses carry are cut out. A
 * calendar subscription's address holds its token (calendar apps send no cookie), and any segment as long
 * as a token (a Firestore id is 20 characters, a uid 28, a token 43) is cut too, so an address made later
 * is covered without a rule of its own.
 */
const CALENDAR_FEED = /^(\/api\/calendar-feeds\/[^/]+\/)[^/]+$/;
const TOKEN_LONG_SEGMENT = /(?<=\/)[^/]{32,}(?=\/|$)/g;

export function loggedPath(path: string): string {
  return path.replace(CALENDAR_FEED, '$1[token]').replace(TOKEN_LONG_SEGMENT, '[redacted]');
}
