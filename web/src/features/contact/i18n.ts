import ar from '@/locales/ar/public.json';
import en from '@/locales/en/public.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The contact page's texts load with the contact page, not with the home page.
addNamespace('public', { ar, en });
