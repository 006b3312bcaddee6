/**
 * Draws the installable app's PNG icons from the brand mark (web/public/favicon.svg) in Debian Chromium.
 * Run after changing the mark: `npx tsx scripts/generate-icons.ts`; the PNGs are committed.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const ICONS = join(ROOT, 'web/public/icons');
const mark = readFileSync(join(ROOT, 'web/public/favicon.svg'), 'utf8');
const BRAND_TEAL = '#0f766e';

interface Icon {
  file: string;
  size: number;
  /** Maskable and Apple icons fill the square; launchers crop them, so the mark sits in the safe zone. */
  fullBleed: boolean;
}

const icons: Icon[] = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'maskable-192.png', size: 192, fullBleed: true },
  { file: 'maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];

function pageFor({ size, fullBleed }: Icon): string {
  // The maskable safe zone is the centre circle of 80 % diameter; the mark's shapes fit well inside 70 %.
  const markSize = fullBleed ? Math.round(size * 0.7) : size;
  const background = fullBleed ? BRAND_TEAL : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">
<div style="width:${markSize}px;height:${markSize}px">${mark.replace('<svg ', `<svg width="${markSize}" height="${markSize}" `)}</div>
</body></html>`;
}

mkdirSync(ICONS, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(pageFor(icon));
    await page.screenshot({ path: join(ICONS, icon.file), omitBackground: !icon.fullBleed });
    await page.close();
    console.log(`web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
  }
} finally {
  await browser.close();
}
