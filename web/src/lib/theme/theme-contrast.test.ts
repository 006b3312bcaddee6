import {
  decomposeColor,
  getContrastRatio,
  recomposeColor,
  type Palette,
  type Theme,
} from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, HERO_GRADIENT_STOPS, INPUT_BORDER, PRINT_COLORS, type ThemeMode } from './theme';

// axe-core skips colour contrast on Arabic text (it takes joined letters for icon ligatures), so the
// pairs the app paints are checked here, on the real themes, for both modes and both languages.

/** WCAG 2.1 AA: 1.4.3 normal text; 1.4.3 large text (24px, or 18.66px bold) and 1.4.11 UI parts. */
const NORMAL_TEXT = 4.5;
const LARGE_TEXT_OR_UI = 3;

/** A colour as it shows over an opaque background (getContrastRatio ignores alpha). */
function over(color: string, background: string): string {
  const top = decomposeColor(color);
  const alpha = top.values[3] ?? 1;
  if (alpha >= 1) return color;
  const bottom = decomposeColor(background);
  if (top.type !== 'rgb' && top.type !== 'rgba') throw new Error(`unexpected colour ${color}`);
  if (bottom.type !== 'rgb' && bottom.type !== 'rgba') throw new Error(`unexpected colour ${background}`);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(top.values[index]! * alpha + bottom.values[index]! * (1 - alpha)),
  );
  return recomposeColor({ type: 'rgb', values: mixed as [number, number, number] });
}

/** Any CSS colour MUI reads, as `rgb(…)` or `rgba(…)`. */
const rgb = (color: string) => recomposeColor(decomposeColor(color));

interface Pair {
  name: string;
  text: string;
  background: string;
  minimum: number;
}

/** Every text (or UI part) and background the screens put together, as MUI and the app's sx draw them. */
function pairsOf(theme: Theme, palette: Palette): Pair[] {
  const { paper, default: page } = palette.background;
  const surfaces = { 'background.paper': rgb(paper), 'background.default': rgb(page) };
  // Tinted boxes (stat cards, figures, the assistant's chat bubble) and the selected nav entry.
  const tinted = {
    'action.hover on paper': over(palette.action.hover, rgb(paper)),
    'action.hover on default': over(palette.action.hover, rgb(page)),
    'action.selected on paper': over(palette.action.selected, rgb(paper)),
  };
  const pairs: Pair[] = [];
  const add = (name: string, text: string, background: string, minimum: number) =>
    pairs.push({ name, text: over(rgb(text), background), background, minimum });

  for (const [surface, background] of Object.entries({ ...surfaces, ...tinted })) {
    add(`text.primary on ${surface}`, palette.text.primary, background, NORMAL_TEXT);
    add(`text.secondary on ${surface}`, palette.text.secondary, background, NORMAL_TEXT);
    // Links, outlined and text buttons, outlined chips, the logo's name, the current nav entry.
    add(`primary.main as text on ${surface}`, palette.primary.main, background, NORMAL_TEXT);
  }
  for (const [surface, background] of Object.entries(surfaces)) {
    // The hero's overline, error messages under fields, outlined delete buttons.
    add(`secondary.main as text on ${surface}`, palette.secondary.main, background, NORMAL_TEXT);
    add(`error.main as text on ${surface}`, palette.error.main, background, NORMAL_TEXT);
    add(`success.main as text on ${surface}`, palette.success.main, background, NORMAL_TEXT);
    // Field outlines and the focus ring: UI parts.
    add(
      `text field outline on ${surface}`,
      palette.mode === 'light' ? INPUT_BORDER.light : INPUT_BORDER.dark,
      background,
      LARGE_TEXT_OR_UI,
    );
    add(`focus ring (primary.main) on ${surface}`, palette.primary.main, background, LARGE_TEXT_OR_UI);
    // Secondary-coloured and success icons (welcome, science, guarantee): UI parts.
    add(`secondary.main icon on ${surface}`, palette.secondary.main, background, LARGE_TEXT_OR_UI);
  }
  // The plan's success rate (2.2rem, weight 800) sits on a tinted box: large text.
  add(
    'success.main large figure on action.hover',
    palette.success.main,
    tinted['action.hover on paper'],
    LARGE_TEXT_OR_UI,
  );

  const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
  const isLight = palette.mode === 'light';
  for (const colour of colours) {
    const swatch = palette[colour];
    // Contained buttons, filled chips, avatars, the skip link, the stats band, the user's chat bubble.
    add(`${colour}.contrastText on ${colour}.main`, swatch.contrastText, rgb(swatch.main), NORMAL_TEXT);
    // Filled alerts (the toasts): MUI puts getContrastText(main) on main, or on dark in the dark theme.
    const filled = rgb(isLight ? swatch.main : swatch.dark);
    add(`filled ${colour} alert`, palette.getContrastText(swatch.main), filled, NORMAL_TEXT);
    // Standard alerts (offline notice, test mode, failures): MUI's own shades of the colour's light.
    const standardText = isLight ? theme.darken(swatch.light, 0.6) : theme.lighten(swatch.light, 0.6);
    const standardBackground = isLight ? theme.lighten(swatch.light, 0.9) : theme.darken(swatch.light, 0.9);
    add(`standard ${colour} alert`, standardText, rgb(standardBackground), NORMAL_TEXT);
  }
  // A chat message that failed to send.
  add('error.contrastText on error.light', palette.error.contrastText, rgb(palette.error.light), NORMAL_TEXT);

  for (const stop of HERO_GRADIENT_STOPS[palette.mode]) {
    add(`text.primary on the hero gradient at ${stop}`, palette.text.primary, rgb(stop), NORMAL_TEXT);
    add(`text.secondary on the hero gradient at ${stop}`, palette.text.secondary, rgb(stop), NORMAL_TEXT);
    add(`primary.main on the hero gradient at ${stop}`, palette.primary.main, rgb(stop), NORMAL_TEXT);
  }
  return pairs;
}

const printPairs: Pair[] = [
  ['text', PRINT_COLORS.text, PRINT_COLORS.paper],
  ['page header', PRINT_COLORS.header, PRINT_COLORS.paper],
  ['meta line', PRINT_COLORS.meta, PRINT_COLORS.paper],
  ['accent headings', PRINT_COLORS.accent, PRINT_COLORS.paper],
  ['table headings', PRINT_COLORS.text, PRINT_COLORS.tableHead],
  ['accent in the note', PRINT_COLORS.accent, PRINT_COLORS.note],
  ['text in the note', PRINT_COLORS.text, PRINT_COLORS.note],
].map(([name, text, background]) => ({
  name: name!,
  text: rgb(text!),
  background: rgb(background!),
  minimum: NORMAL_TEXT,
}));

const threshold = (minimum: number) =>
  minimum === NORMAL_TEXT ? '≥ 4.5:1, normal text' : '≥ 3:1, large text or UI part';

describe.each([
  { mode: 'light', language: 'ar', direction: 'rtl' },
  { mode: 'light', language: 'en', direction: 'ltr' },
  { mode: 'dark', language: 'ar', direction: 'rtl' },
  { mode: 'dark', language: 'en', direction: 'ltr' },
] as const)('the $mode theme ($language)', (options) => {
  const theme = createAppTheme(options);
  // Both modes live in one theme (CSS variables); each mode's colours are its colour scheme's palette.
  const { palette } = (theme as Theme & { colorSchemes: Record<ThemeMode, { palette: Palette }> })
    .colorSchemes[options.mode];
  it(`reads the ${options.mode} palette`, () => expect(palette.mode).toBe(options.mode));
  it.each(pairsOf(theme, palette).map((pair) => ({ ...pair, label: threshold(pair.minimum) })))(
    '$name: $label',
    ({ text, background, minimum }) => {
      expect(getContrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('the printed plan', () => {
  it.each(printPairs.map((pair) => ({ ...pair, label: threshold(pair.minimum) })))(
    '$name: $label',
    ({ text, background, minimum }) => {
      expect(getContrastRatio(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});
