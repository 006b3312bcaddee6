import { useEffect } from 'react';
import { perfNames, type AdminTab } from '../utils/tabs';

// Once per page load: the benchmark wants the first render with data, not later refreshes.
const opened = new Set<AdminTab>();
const rendered = new Set<AdminTab>();

/** Marks the moment a tab is first shown. */
export function useOpenedMark(tab: AdminTab): void {
  useEffect(() => {
    if (opened.has(tab)) return;
    opened.add(tab);
    performance.mark(perfNames(tab).opened);
  }, [tab]);
}

/** Marks (and measures from its opening) the first render of a tab's content with data. */
export function useRenderedMark(tab: AdminTab, ready: boolean): void {
  useEffect(() => {
    if (!ready || rendered.has(tab)) return;
    rendered.add(tab);
    const names = perfNames(tab);
    performance.mark(names.rendered);
    if (performance.getEntriesByName(names.opened, 'mark').length > 0) {
      performance.measure(names.measure, names.opened, names.rendered);
    }
  }, [tab, ready]);
}
