import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { TextDirection } from './language';

// `stylis` is pinned to the version @emotion/cache bundles: a newer prefixer crashes on the elements
// emotion's own stylis produces (any ::placeholder or :read-only rule), see emotion-cache.test.ts.

/** Right-to-left styles are produced by flipping every physical property (margin-left → margin-right, ...). */
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
const ltrCache = createCache({ key: 'muiltr', stylisPlugins: [prefixer] });

export function emotionCacheFor(direction: TextDirection) {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
