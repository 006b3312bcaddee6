import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** The page's own name; the brand is appended. Omit it to use `fullTitle` as is. */
  page?: string;
  fullTitle?: string;
  /** The page's search-result summary; the site's own (in the UI language) when omitted. */
  description?: string;
}

/**
 * React 19 hoists <title> into <head>. The description updates index.html's one tag (which crawlers without
 * JavaScript read) rather than adding a second.
 */
export function PageTitle({ page, fullTitle, description }: PageTitleProps) {
  const { t } = useTranslation();
  const content = description ?? t('common.metaDescription');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', content);
  }, [content]);
  return <title>{fullTitle ?? t('common.pageTitle', { page })}</title>;
}
