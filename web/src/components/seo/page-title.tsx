import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** The page's own name; the brand is appended. Omit it to use `fullTitle` as is. */
  page?: string;
  fullTitle?: string;
  /** The page's search-result summary; the site's own (in the UI language) when omitted. */
  description?: string;
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * The page's `<title>` and meta description. Rendered on the server, React hoists both into `<head>`:
 * pre-rendering writes them into each page's HTML, which crawlers and link previews read. In the browser
 * the app runs on Preact, which does not hoist (ADR 0018): there the page keeps the document's one title
 * and one description in step instead, and renders nothing where it stands.
 */
export function PageTitle({ page, fullTitle, description }: PageTitleProps) {
  const { t } = useTranslation();
  const title = fullTitle ?? t('common.pageTitle', { page });
  const summary = description ?? t('common.metaDescription');
  useEffect(() => {
    document.title = title;
    descriptionMeta().content = summary;
  }, [title, summary]);
  if (!import.meta.env.SSR) return null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
    </>
  );
}
