import type { ParseKeys } from 'i18next';
import { paths } from '@/config/paths';

export interface NavLinkItem {
  to: string;
  labelKey: ParseKeys;
}

export const mainNavLinks: readonly NavLinkItem[] = [
  { to: paths.home, labelKey: 'nav.home' },
  { to: paths.about, labelKey: 'nav.about' },
  { to: paths.research, labelKey: 'nav.research' },
  { to: paths.contact, labelKey: 'nav.contact' },
];
