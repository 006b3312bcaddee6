import ar from '@/locales/ar/questionnaire.json';
import en from '@/locales/en/questionnaire.json';
import { addNamespace } from '@/lib/i18n/i18n';

// The wizard's texts load with the wizard, not with the first page.
addNamespace('questionnaire', { ar, en });
