import arabic400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2';
import arabic500 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-500-normal.woff2';
import arabic600 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-600-normal.woff2';
import arabic700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2';
import arabic800 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-800-normal.woff2';
import latin400 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-400-normal.woff2';
import latin500 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-500-normal.woff2';
import latin600 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-600-normal.woff2';
import latin700 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-700-normal.woff2';
import latin800 from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-latin-800-normal.woff2';

/** The subsets' ranges, from @fontsource/noto-sans-arabic/unicode.json. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** The weights the theme and pages use (body 400, MUI's medium 500, buttons 600, headings 700 and 800). */
const FILES = [
  { weight: 400, arabic: arabic400, latin: latin400 },
  { weight: 500, arabic: arabic500, latin: latin500 },
  { weight: 600, arabic: arabic600, latin: latin600 },
  { weight: 700, arabic: arabic700, latin: latin700 },
  { weight: 800, arabic: arabic800, latin: latin800 },
];

const face = (url: string, weight: number, range: string) =>
  `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:url(${url}) format('woff2');unicode-range:${range};}`;

/**
 * Self-hosted Noto Sans Arabic (the theme's first Arabic font), declared from JS rather than a stylesheet so
 * nothing blocks the first render: text shows in the fallback font and swaps when a file arrives. A browser
 * downloads a file only for a weight and subset the page really shows. The built index.html preloads
 * Arabic 400 (vite.config.ts).
 */
export const fontFaces = FILES.map(
  ({ weight, arabic, latin }) => face(arabic, weight, ARABIC_RANGE) + face(latin, weight, LATIN_RANGE),
).join('');
