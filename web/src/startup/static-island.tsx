import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import { useHydrated } from '@/startup/use-hydrated';
import { useLanguage } from '@/hooks/use-language';

const ISLAND_ATTRIBUTE = 'data-static-island';
const ISLAND = { [ISLAND_ATTRIBUTE]: '' };

/** React leaves the children of an element with inner HTML as they are when it hydrates it. */
const KEEP_PARSED_HTML = { __html: '' };

/** A left click on a link to a page of this site, without a modifier key or another target. */
function appLinkOf(event: MouseEvent<HTMLElement>): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Content that needs no JavaScript (text, icons, links): while the app hydrates a pre-rendered page it
 * keeps the HTML the browser parsed instead of hydrating it, so a phone spends none of the app's start on
 * it (Lighthouse's total blocking time). Whenever the page was not pre-rendered for this visit (opened
 * within the app) or is shown in another language than the pre-rendered one, it renders as usual. Its
 * links still open their page within the app, and show the focus ring every link of the app has. The
 * island must not hold anything that depends on the session, the device or the time: those are only known
 * after hydration.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { language } = useLanguage();
  const navigate = useNavigate();
  // Decided on the first render: only a render that hydrates the pre-rendered HTML can keep it.
  const [keepsParsedHtml, setKeepsParsedHtml] = useState(() => !import.meta.env.SSR && !hydrated);
  // Once shown in another language, the island is the app's for good: the parsed HTML is Arabic.
  if (keepsParsedHtml && language !== PRERENDERED_LANGUAGE) setKeepsParsedHtml(false);

  if (!keepsParsedHtml) {
    return (
      <div key="rendered" {...ISLAND} style={{ display: 'contents' }}>
        {children}
      </div>
    );
  }
  const followLink = (event: MouseEvent<HTMLElement>) => {
    const url = appLinkOf(event);
    if (!url) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
  // Another key than the rendered island's: when it gives way, its parsed HTML goes with it.
  return (
    <div
      key="kept"
      {...ISLAND}
      style={{ display: 'contents' }}
      onClick={followLink}
      dangerouslySetInnerHTML={KEEP_PARSED_HTML}
      suppressHydrationWarning
    />
  );
}
