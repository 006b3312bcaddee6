import ar from '@/locales/ar/plan.json';
import en from '@/locales/en/plan.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The plan screens' texts load with the plan screens, not with the first page.
addNamespace('plan', { ar, en });
