import { useLayoutEffect, type DependencyList, type RefObject } from 'react';
import { nextPrintScale } from '../utils/print-fit';

/**
 * Each page (`.p-page`) must fit one sheet: long Arabic texts or many dates shrink that page's text a
 * little, through its `--fit` font scale. Measured after render, when the fonts have loaded and before
 * printing.
 */
export function useFitPages(rootRef: RefObject<HTMLElement | null>, dependencies: DependencyList): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const fitPages = () => {
      for (const page of root.querySelectorAll<HTMLElement>('.p-page')) {
        let scale = 1;
        page.style.setProperty('--fit', '1');
        for (let attempt = 0; attempt < 8; attempt += 1) {
          const next = nextPrintScale(scale, page.getBoundingClientRect().height);
          if (next === scale) break;
          scale = next;
          page.style.setProperty('--fit', scale.toFixed(3));
        }
      }
    };
    fitPages();
    let active = true;
    void document.fonts.ready.then(() => {
      if (active) fitPages();
    });
    window.addEventListener('beforeprint', fitPages);
    return () => {
      active = false;
      window.removeEventListener('beforeprint', fitPages);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pages are measured again when what they show changes
  }, dependencies);
}
