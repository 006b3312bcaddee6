export type AuthTab = 'login' | 'signup';

/** Every address the app links to, including pages that later issues add. */
export const paths = {
  home: '/',
  about: '/about',
  research: '/research',
  contact: '/contact',
  questionnaire: '/questionnaire',
  auth: '/auth',
  authTab: (tab: AuthTab) => `/auth?tab=${tab}`,
  /** Where Firebase Auth's e-mails link to (the project's action URL): it opens the page for the link's `mode`. */
  authAction: '/auth/action',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  verifyEmail: '/auth/verify-email',
  recoverEmail: '/auth/recover-email',
  welcome: '/welcome',
  profile: '/profile',
  admin: '/admin',
  termsOfService: '/terms-of-service',
  privacy: '/privacy',
  results: (planId: string) => `/results?id=${encodeURIComponent(planId)}`,
  resultsRoute: '/results',
  planPreview: (planId: string) => `/plan-preview?id=${encodeURIComponent(planId)}`,
  planPreviewRoute: '/plan-preview',
  checkout: (planId: string) => `/checkout?plan_id=${encodeURIComponent(planId)}`,
  checkoutRoute: '/checkout',
  paymentSuccessRoute: '/payment-success',
} as const;
