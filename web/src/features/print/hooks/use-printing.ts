import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * True while the page is being printed (the print dialog, "Save as PDF", or print media emulation).
 * The print layout is mounted only then, so the page does not carry a second copy of the plan's text.
 * `beforeprint` handlers run before the browser lays the page out for printing, hence the synchronous render.
 */
export function usePrinting(): boolean {
  // Never while a page the function rendered hydrates: its HTML has no print layout.
  const hydrated = useHydrated();
  const [printEvent, setPrinting] = useState<boolean | null>(null);

  useEffect(() => {
    const printQuery = window.matchMedia('print');
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(false);
    const onMediaChange = (event: MediaQueryListEvent) => (event.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    printQuery.addEventListener('change', onMediaChange);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      printQuery.removeEventListener('change', onMediaChange);
    };
  }, []);

  return printEvent ?? (hydrated && window.matchMedia('print').matches);
}
