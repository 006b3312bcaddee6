import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** The page's own name; the brand is appended. Omit it to use `fullTitle` as is. */
  page?: string;
  fullTitle?: string;
  /** The page's search-result summary; the site's own (in the UI language) when omitted. */
  description?: string;
}

/**
 * The page's `<title>` and meta description. React hoists both into `<head>`: pre-rendering writes them
 * into each page's HTML (what crawlers and link previews read). The browser adopts the title and renders the
 * description afresh (startup/start-app.tsx says why).
 */
export function PageTitle({ page, fullTitle, description }: PageTitleProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{fullTitle ?? t('common.pageTitle', { page })}</title>
      <meta name="description" content={description ?? t('common.metaDescription')} />
    </>
  );
}
