import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/seo/page-title';
import { PageShell } from '@/components/ui/page-shell';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { OutcomeMessage } from '@/features/auth/components/outcome-message';
import { useHydrated } from '@/hooks/use-hydrated';

/** The page each kind of Firebase Auth e-mail leads to, by the link's `mode`. */
const PAGE_OF_MODE: Record<string, string> = {
  resetPassword: paths.resetPassword,
  verifyEmail: paths.verifyEmail,
  recoverEmail: paths.recoverEmail,
};

/**
 * `/auth/action?mode=…&oobCode=…&lang=…`: the project's action URL, the one address every Firebase Auth
 * e-mail links to. It opens the page for the link's kind, in the language the e-mail was written in. The
 * pre-rendered page knows no query string: its shell shows until the app has started with it.
 */
export default function AuthActionRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <>
        <PageTitle page={t('auth.action.pageTitle')} />
        <PageShell heading={t('auth.action.title')} maxWidth="sm" centered blocks={[240]} />
      </>
    );
  }
  const page = PAGE_OF_MODE[searchParams.get('mode') ?? ''];
  if (page) {
    const forward = new URLSearchParams({ oobCode: searchParams.get('oobCode') ?? '' });
    const lang = searchParams.get('lang');
    if (lang) forward.set('lang', lang);
    return <Navigate replace to={`${page}?${forward.toString()}`} />;
  }
  return (
    <>
      <PageTitle page={t('auth.action.pageTitle')} />
      <AuthPanel title={t('auth.action.title')}>
        {() => <OutcomeMessage success={false}>{t('auth.action.unknown')}</OutcomeMessage>}
      </AuthPanel>
    </>
  );
}
