// `node scripts/render-app-icons.mjs`: draws the installed app's PNG icons (web/public/icons/) from the two SVG
// looks the tab already uses, the app's star (web/public/favicon.svg) and Discreet mode's neutral notepad
// (web/public/neutral-icon.svg). Run once after changing either SVG; the PNGs are committed, so builds need no browser.
// "any" icons keep the SVG's own shape; maskable and Apple touch icons fill the square (the platform cuts the
// shape) with the art inside the central 60 %, well within the maskable safe zone (a circle of 80 %).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { ROOT } from './lib/config.mjs';

const PUBLIC_DIR = join(ROOT, 'web/public');
const svg = (name) => readFileSync(join(PUBLIC_DIR, name), 'utf8');
const dataUrl = (markup) => `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;

// The background behind each look when the platform fills the square: the star's own tile colour, and a neutral
// slate under the notepad (nothing on a home screen hints at the app).
const LOOKS = {
  app: { art: svg('favicon.svg'), fill: '#1b1030' },
  neutral: { art: svg('neutral-icon.svg'), fill: '#56606e' },
};

/** A page that draws one icon: the art alone ("any"), or centred on a full-bleed fill (maskable, Apple). */
function iconPage({ art, fill }, size, fullBleed) {
  const artSize = fullBleed ? Math.round(size * 0.6) : size;
  const background = fullBleed ? fill : 'transparent';
  // The neutral art has no tile of its own: its "any" icon gets a rounded slate tile like the star's.
  const tile = !fullBleed && art === LOOKS.neutral.art ? `background:${fill};border-radius:${size * 0.22}px;` : '';
  const inner = !fullBleed && tile ? Math.round(size * 0.8) : artSize;
  return `<!doctype html><html><body style="margin:0;background:transparent">
<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${background};${tile}">
<img src="${dataUrl(art)}" width="${inner}" height="${inner}" alt=""></div></body></html>`;
}

const ICONS = [
  { file: 'app-192.png', look: 'app', size: 192, fullBleed: false },
  { file: 'app-512.png', look: 'app', size: 512, fullBleed: false },
  { file: 'app-maskable-512.png', look: 'app', size: 512, fullBleed: true },
  { file: 'app-apple-touch-180.png', look: 'app', size: 180, fullBleed: true },
  { file: 'neutral-192.png', look: 'neutral', size: 192, fullBleed: false },
  { file: 'neutral-512.png', look: 'neutral', size: 512, fullBleed: false },
  { file: 'neutral-maskable-512.png', look: 'neutral', size: 512, fullBleed: true },
  { file: 'neutral-apple-touch-180.png', look: 'neutral', size: 180, fullBleed: true },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
try {
  for (const { file, look, size, fullBleed } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconPage(LOOKS[look], size, fullBleed));
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(PUBLIC_DIR, 'icons', file), omitBackground: !fullBleed });
    await page.close();
    console.log(`web/public/icons/${file}`);
  }
} finally {
  await browser.close();
}
