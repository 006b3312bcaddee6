import type { ParseKeys } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The route component of a page that is one such screen, under the title `titleKey` names. */
export function addressReadingRoute(titleKey: ParseKeys, Screen: ComponentType): ComponentType {
  function AddressReadingRoute() {
    const { t } = useTranslation();
    return (
      <AddressReadingPage title={t(titleKey)}>
        <Screen />
      </AddressReadingPage>
    );
  }
  return AddressReadingRoute;
}
