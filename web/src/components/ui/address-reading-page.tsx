import type { ReactNode } from 'react';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A page whose screen reads the address (a link's code, a typed address). The pre-rendered page knows no
 * query string: its shell shows until the app has started with it.
 */
export function AddressReadingPage({ title, children }: { title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <>
      <PageTitle page={title} />
      {hydrated ? children : <PageShell heading={title} maxWidth="sm" centered blocks={[240]} />}
    </>
  );
}
