import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

const printMedia = () => window.matchMedia('print');

function subscribeToPrintMedia(onChange: () => void): () => void {
  const query = printMedia();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True while the page is being printed (the print dialog, "Save as PDF", or print media emulation).
 * The print layout is mounted only then, so the page does not carry a second copy of the plan's text.
 * `beforeprint` handlers run before the browser lays the page out for printing, hence the synchronous render.
 * While a page the function rendered hydrates (its HTML has no print layout) it is false, and it stays so
 * after unless the page is printed: the plan around it does not render again once hydrated, which would be
 * one long task on a phone.
 */
export function usePrinting(): boolean {
  const printMediaMatches = useSyncExternalStore(
    subscribeToPrintMedia,
    () => printMedia().matches,
    () => false,
  );
  const [printDialogOpen, setPrintDialogOpen] = useState(false);

  useEffect(() => {
    const start = () => flushSync(() => setPrintDialogOpen(true));
    const stop = () => setPrintDialogOpen(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
    };
  }, []);

  return printDialogOpen || printMediaMatches;
}
