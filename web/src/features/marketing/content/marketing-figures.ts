/**
 * Every marketing figure the public pages show, exactly as the product spec (§1) states them. They differ
 * between places on purpose (the spec shows them all as stated); change them here and nowhere else.
 */
export const marketingFigures = {
  /** The landing page's statistics band. */
  landing: {
    satisfaction: '95%',
    families: '1,200+',
    privateData: '100%',
  },
  /** The other marketing blocks (the welcome modal and the about page). */
  blocks: {
    couples: '1,000+',
    satisfaction: '85%',
    plans: '1,247',
    success: '72%',
    welcomeSuccess: '95%',
  },
  /** The research page: what natural methods reach at best. */
  naturalMethodsSuccess: '60-80%',
} as const;
