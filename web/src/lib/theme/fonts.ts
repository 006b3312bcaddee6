import arabic from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2';
import latin from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2';

/** The subsets' ranges, from @fontsource-variable/noto-sans-arabic/wght.css. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const face = (url: string, range: string) =>
  `@font-face{font-family:'Noto Sans Arabic';font-style:normal;font-display:optional;font-weight:100 900;` +
  `src:url(${url}) format('woff2');unicode-range:${range};}`;

/**
 * Self-hosted Noto Sans Arabic as one variable font per subset (every weight the theme uses, 400 to 800, in
 * one file): the Arabic and the Latin subset, nothing else in the precache.
 * `font-display: optional`: a page shows the font only if it is already there when the text is first laid
 * out (the next visit, from the cache), and otherwise keeps the fallback font for that visit, so text never
 * reflows when the font arrives.
 */
export const fontFaces = face(arabic, ARABIC_RANGE) + face(latin, LATIN_RANGE);

/**
 * Each pre-rendered page declares the faces in a `<style>` of its own, which the app never moves or
 * replaces: a stylesheet put back into the page makes the browser load its faces anew, and a font that had
 * missed the first layout would then be taken up, changing the text's glyphs as the app starts.
 */
export const FONT_FACES_STYLE_ID = 'nasl-font-faces';

/**
 * Whether the app must declare the faces itself: only in the browser on a page whose HTML does not (the dev
 * server's). Pre-rendering writes them into the page's HTML instead.
 */
export function appDeclaresFontFaces(): boolean {
  return !import.meta.env.SSR && document.getElementById(FONT_FACES_STYLE_ID) === null;
}
