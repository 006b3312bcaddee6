import ar from '@/locales/ar/checkout.json';
import en from '@/locales/en/checkout.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The checkout's texts load with the checkout and payment-success pages, not with the first page.
addNamespace('checkout', { ar, en });
