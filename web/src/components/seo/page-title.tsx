import { useTranslation } from 'react-i18next';

interface PageTitleProps {
  /** The page's own name; the brand is appended. Omit it to use `fullTitle` as is. */
  page?: string;
  fullTitle?: string;
}

/** React 19 hoists <title> into <head>. */
export function PageTitle({ page, fullTitle }: PageTitleProps) {
  const { t } = useTranslation();
  return <title>{fullTitle ?? t('common.pageTitle', { page })}</title>;
}
