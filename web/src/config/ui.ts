/** Timings and sizes only the web app uses. */

/** A signed-out visitor's first visit: the welcome modal opens this long after the home page loads. */
export const WELCOME_MODAL_DELAY_MS = 1000;

/** A signed-out visitor on the profile page reads that they must log in for this long, then goes to /auth. */
export const PROFILE_UNAUTHORIZED_REDIRECT_MS = 1000;

/** The widest screen (CSS pixels) that gets the phone layout: the menu in a drawer, cards stacked. */
export const MOBILE_BREAKPOINT_PX = 768;
