import ar from '@/locales/ar/public.json';
import en from '@/locales/en/public.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The about and research pages' texts load with those pages, not with the home page.
addNamespace('public', { ar, en });
