import ar from '@/locales/ar/admin.json';
import en from '@/locales/en/admin.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The dashboard's texts load with the dashboard, not with the first page.
addNamespace('admin', { ar, en });
