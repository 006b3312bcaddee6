import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveInitialLanguage } from '../lib/i18n/language';
import { FONT_FACES_STYLE_ID } from '../lib/theme/fonts';
import { PRE_PAINT_SCRIPT } from './pre-paint-script';
import { readThemeMode } from '../lib/theme/theme-mode';

interface Outcome {
  lang: string;
  dir: string;
  attributes: Record<string, string>;
  /** The script's window, and the click and input listeners it added. */
  window: Record<string, unknown>;
  click: Listener;
  input: Listener;
}

type Listener = (event: { target: unknown }) => void;

/** Runs the script as the browser would, against a stand-in document, address and storage. */
function run(
  search: string,
  stored: Record<string, string>,
  storageThrows = false,
  {
    serviceWorker,
    fontFaces = { disabled: false },
  }: { serviceWorker?: { controller: object | null }; fontFaces?: { disabled: boolean } | null } = {},
): Outcome {
  const attributes: Record<string, string> = {};
  const root = {
    lang: '',
    dir: '',
    setAttribute: (name: string, value: string) => {
      attributes[name] = value;
    },
  };
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('storage is disabled');
      return stored[key] ?? null;
    },
  };
  const window: Record<string, unknown> = {};
  const listeners: Record<string, Listener> = {};
  const document = {
    documentElement: root,
    getElementById: (id: string) => (id === FONT_FACES_STYLE_ID ? fontFaces : null),
    addEventListener: (type: string, listener: Listener, capture: boolean) => {
      // Capturing: the page's own handlers come after it, and none can stop it.
      expect(capture).toBe(true);
      listeners[type] = listener;
    },
  };
  new Function('window', 'document', 'location', 'localStorage', 'navigator', PRE_PAINT_SCRIPT)(
    window,
    document,
    { search },
    localStorage,
    serviceWorker ? { serviceWorker } : {},
  );
  const none: Listener = () => undefined;
  return {
    lang: root.lang,
    dir: root.dir,
    attributes,
    window,
    click: listeners.click ?? none,
    input: listeners.input ?? none,
  };
}

describe('the pre-paint script', () => {
  it.each([
    ['', {}],
    ['?lang=en', {}],
    ['?lang=EN', { 'nasl-language': 'ar' }],
    ['?lang=fr', { 'nasl-language': 'en' }],
    ['', { 'nasl-language': 'en' }],
    ['', { 'nasl-language': 'de' }],
    ['?tab=login&lang=ar', { 'nasl-language': 'en' }],
  ])('picks the language the app will (%s, %j)', (search, stored: Record<string, string>) => {
    const expected = resolveInitialLanguage(search, stored['nasl-language'] ?? null);
    const outcome = run(search, stored);
    expect(outcome.lang).toBe(expected);
    expect(outcome.dir).toBe(expected === 'ar' ? 'rtl' : 'ltr');
    // Only Arabic is pre-rendered: any other language keeps the page hidden until the app renders it.
    expect('data-nasl-pending' in outcome.attributes).toBe(expected !== 'ar');
  });

  it.each([
    null,
    'dark',
    'light',
    'system',
    '{"state":{"mode":"dark"},"version":0}',
    '{"state":{"mode":"light"},"version":0}',
    'garbage',
  ])('sets the theme the app will for %s', (stored) => {
    const outcome = run('', stored === null ? {} : { 'nasl-theme': stored });
    expect(outcome.attributes['data-nasl-theme']).toBe(readThemeMode(stored));
  });

  it('falls back to Arabic and the light theme when storage cannot be read', () => {
    const outcome = run('', {}, true);
    expect(outcome).toMatchObject({ lang: 'ar', dir: 'rtl', attributes: { 'data-nasl-theme': 'light' } });
  });

  it.each([
    ['no one was signed in on this device', {}, true],
    ['someone was', { 'nasl-signed-in': '1' }, false],
  ])('marks the page as a likely guest’s when %s: %s', (_case, stored: Record<string, string>, guest) => {
    expect('data-nasl-guest' in run('', stored).attributes).toBe(guest);
  });

  it('marks the page as a likely guest’s when storage cannot be read', () => {
    expect(run('', {}, true).attributes).toHaveProperty('data-nasl-guest');
  });

  it('keeps the buttons tapped before the app runs, until the app takes them', () => {
    const { window, click } = run('', {});
    const menuButton = { tagName: 'BUTTON' };
    const icon = { closest: (selector: string) => (selector === 'button' ? menuButton : null) };
    const text = { closest: () => null };
    click({ target: icon });
    click({ target: text });
    expect(window.__naslEarlyClicks).toEqual([menuButton]);
    // The app took them (takeEarlyClicks): later taps are React's.
    window.__naslEarlyClicks = null;
    click({ target: icon });
    expect(window.__naslEarlyClicks).toBeNull();
  });

  it('keeps the fields typed into or ticked before the app runs, each once, until the app takes them', () => {
    const { window, input } = run('', {});
    const name = { tagName: 'INPUT' };
    const email = { tagName: 'INPUT' };
    input({ target: name });
    input({ target: email });
    input({ target: name });
    expect(window.__naslEarlyFields).toEqual([name, email]);
    // The app took them (takeEarlyFields, early-input.ts): later changes are React's.
    window.__naslEarlyFields = null;
    input({ target: name });
    expect(window.__naslEarlyFields).toBeNull();
  });

  it.each([
    ['no service worker (a first visit, or a browser without them)', true, undefined],
    ['a service worker not yet controlling the page', true, { controller: null }],
    ['a controlling service worker, which has precached the font files', false, { controller: {} }],
  ])('with %s, turns the web fonts off: %s', (_case, disabled, serviceWorker) => {
    const fontFaces = { disabled: false };
    run('', {}, false, { serviceWorker, fontFaces });
    expect(fontFaces.disabled).toBe(disabled);
  });

  it('runs on a page that declares no web fonts (the dev server)', () => {
    expect(() => run('', {}, false, { fontFaces: null })).not.toThrow();
  });

  it('is allowed by the Content-Security-Policy Hosting sends, by its hash', () => {
    const firebase = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const csp = firebase.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    const hash = createHash('sha256').update(PRE_PAINT_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src [^;]*'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
  });
});
