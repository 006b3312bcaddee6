/** "More than 1,000" couples: shown as "1,000+" where a figure stands alone, in words where a sentence says it. */
const COUPLES_AT_LEAST = '1,000';

/**
 * Every marketing figure the app shows. They differ between places on purpose: each place states its own
 * figure. Texts take them as interpolation values (`{{couples}}`, `{{successRate}}`, ...), so a figure is
 * changed here and nowhere else.
 */
export const marketingFigures = {
  /** The landing page's statistics band. */
  landing: {
    satisfaction: '95%',
    families: '1,200+',
    privateData: '100%',
  },
  /** The other marketing blocks (the welcome modal, the about page, the locked plan's preview). */
  blocks: {
    couples: `${COUPLES_AT_LEAST}+`,
    couplesAtLeast: COUPLES_AT_LEAST,
    satisfaction: '85%',
    plans: '1,247',
    success: '72%',
    welcomeSuccess: '95%',
  },
  /** The research page: what natural methods reach at best. */
  naturalMethodsSuccess: '60-80%',
  /** The footer and the terms: the success rate the plans exceed, always said with "not guaranteed". */
  successRateAbove: '90%',
} as const;
