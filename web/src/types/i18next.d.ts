import 'i18next';
import type ar from '../locales/ar.json';
import type arPlan from '../locales/ar/plan.json';
import type arQuestionnaire from '../locales/ar/questionnaire.json';
import type arCheckout from '../locales/ar/checkout.json';
import type arAdmin from '../locales/ar/admin.json';
import type arPublic from '../locales/ar/public.json';
import type arOffline from '../locales/ar/offline.json';
import type arPartner from '../locales/ar/partner.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof ar;
      questionnaire: typeof arQuestionnaire;
      plan: typeof arPlan;
      checkout: typeof arCheckout;
      admin: typeof arAdmin;
      public: typeof arPublic;
      offline: typeof arOffline;
      partner: typeof arPartner;
    };
  }
}
