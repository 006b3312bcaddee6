import ar from '@/locales/ar/partner.json';
import en from '@/locales/en/partner.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The invitation page's texts load with that page only.
addNamespace('partner', { ar, en });
