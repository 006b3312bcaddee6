import ar from '@/locales/ar/plan.json';
import en from '@/locales/en/plan.json';
import { addNamespace } from './i18n';

// The plan screens' texts (the plan, her cycle, sharing, the calendar, reminders, printing) load with the
// first of them a page shows, not with the first page.
addNamespace('plan', { ar, en });
