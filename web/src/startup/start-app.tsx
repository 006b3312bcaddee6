// First: the language is resolved and the texts are ready before any other module runs.
import { initialLanguage } from '@/lib/i18n/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { loadPageOf } from '@/app/router';
import { PRERENDERED_LANGUAGE } from '@/config/routes';
import { holdQueryUpdates, queryClient } from '@/lib/api/query-client';
import { PLAN_PAGE_DATA_ID } from './plan-page-data';
import { replayEarlyInput, takeEarlyClicks, takeEarlyFields } from './early-input';
import { PENDING_ATTRIBUTE, STARTED_ATTRIBUTE } from './pre-paint-script';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html must contain <div id="root">');

// Taken when the app takes over the page, pressed again once it has rendered.
let earlyClicks: HTMLElement[] = [];
const queryUpdates = holdQueryUpdates();
const replay = () => {
  queryUpdates.release();
  // In a task of its own, after this effect of the first render (early-input.ts says why).
  setTimeout(() => {
    replayEarlyInput(earlyClicks, takeEarlyFields());
    earlyClicks = [];
    // From here on the page is the app's: what is typed or tapped reaches it (the browser tests wait for it).
    document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
  }, 0);
};

/** A page the pre-paint script hid (it renders in another language than the pre-rendered one) shows now. */
const showRenderedPage = () => document.documentElement.removeAttribute(PENDING_ATTRIBUTE);

const app = (
  <StrictMode>
    <App
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      onRendered={showRenderedPage}
      onStarted={replay}
    />
  </StrictMode>
);

// Hydration and the first render run as transitions: React splits them into short slices, so the page stays
// responsive while a slow phone works through them (Lighthouse's total blocking time).
function start() {
  earlyClicks = takeEarlyClicks();
  startTransition(() => {
    if (rootElement!.hasChildNodes() && initialLanguage === PRERENDERED_LANGUAGE) {
      // The page renders its own description. React takes a pre-rendered <meta> over only when the page
      // hydrates; a page left before that (a tap on the header while it still hydrates) is thrown away
      // unhydrated, and its description would stay beside the next page's. Its <title> needs no such care:
      // React reuses the first <title> it does not own.
      document.head.querySelector('meta[name="description"]')?.remove();
      hydrateRoot(rootElement!, app);
    } else {
      // Another language than the pre-rendered one: the page is rendered afresh, over the HTML that the
      // pre-paint script kept hidden; its Arabic title and description go (the page renders its own).
      document.head.querySelector('title')?.remove();
      document.head.querySelector('meta[name="description"]')?.remove();
      createRoot(rootElement!).render(app);
    }
  });
}

/**
 * The data a page rendered on the server carries goes into the cache its first render reads. Without it
 * (its code failed to load) the page still starts: React renders afresh what it cannot hydrate.
 */
async function seedPageData() {
  const json = document.getElementById(PLAN_PAGE_DATA_ID)?.textContent ?? null;
  if (json === null) return;
  try {
    const { seedPlanPage } = await import('./seed-plan-page');
    seedPlanPage(queryClient, json);
  } catch (error) {
    console.error("The page's data could not be read", error);
  }
}

// The page's own code first (the HTML preloads it), and that of the lazy parts it shows at this address, so
// that the whole page hydrates in one pass. If it cannot load, the app starts anyway and the page's error
// boundary says so.
void Promise.allSettled([loadPageOf(window.location.pathname, window.location.search), seedPageData()]).then(
  start,
);
