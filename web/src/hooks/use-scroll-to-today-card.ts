import { TODAY_CARD_ANCHOR } from '@nasl/core/reminders';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A reminder opens the plan at today's card (`#today`): the card renders after the plan arrives, after the
 * browser's own scroll to the anchor, so the page scrolls to it once it is there.
 */
export function useScrollToTodayCard(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${TODAY_CARD_ANCHOR}`) return;
    const card = document.getElementById(TODAY_CARD_ANCHOR);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [hash]);
}
