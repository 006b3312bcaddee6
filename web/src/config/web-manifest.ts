import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours of the installed app; the same teal as the theme's primary colour and the favicon. */
const BRAND_TEAL = '#0f766e';
const PAGE_BACKGROUND = '#f6f8f8';

/**
 * The installed app speaks Arabic first, right to left. Installers need a 192 px and a 512 px icon, and
 * a maskable one (drawn inside the safe circle) so Android launchers can crop it into their shape.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'نسل — خطة طبيعية لتحديد جنس المولود',
  short_name: 'نسل',
  description:
    'خطة شخصية لمدة 3 أشهر للأزواج الذين يخططون لجنس مولودهم بطرق طبيعية، مبنية على استبيان من 17 سؤالاً وأبحاث علمية حديثة.',
  lang: 'ar',
  dir: 'rtl',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: BRAND_TEAL,
  background_color: PAGE_BACKGROUND,
  categories: ['health', 'medical', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
