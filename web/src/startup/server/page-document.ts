/**
 * A page's document is the built index.html with the page's parts put in: the build writes each page's
 * template (its head: fonts, pre-paint script, the page's code) with these two marks, then fills them.
 */
export const HEAD_MARK = '<!--nasl-head-->';
export const ROOT_MARK = '<!--nasl-root-->';

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** `<title>` and the other tags React hoists to the head. */
  head: string;
  /** The page's styles, as the `<style data-emotion>` tags the browser's cache adopts. */
  styles: string;
}

/** Replaced by functions: the page's text may hold `$&` and the like, which a replacement string would expand. */
export function fillPageDocument(template: string, { html, head, styles }: RenderedPage): string {
  if (!template.includes(HEAD_MARK) || !template.includes(ROOT_MARK)) {
    throw new Error(`a page template must hold ${HEAD_MARK} and ${ROOT_MARK}`);
  }
  return template.replace(HEAD_MARK, () => `${head}${styles}`).replace(ROOT_MARK, () => html);
}
