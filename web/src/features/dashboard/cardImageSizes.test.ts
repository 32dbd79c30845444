import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, cardSrcSet } from './cardImageSizes';

// The card's `sizes` must say the card's real CSS width, or the browser picks the wrong rendition: judged against
// the grid of styles.css, laid out here the way CSS grid's auto-fill does it.

// Through a variable: Vite rewrites the literal `new URL(…, import.meta.url)` form into an asset URL.
const testFile = import.meta.url;
const STYLES = readFileSync(decodeURIComponent(new URL('../../styles.css', testFile).pathname), 'utf8');
const REM_PX = 16;

/** The first declaration of `property` in the first rule whose selector is exactly `selector` (after `from`). */
function declaration(selector: string, property: string, from = 0): string {
  const start = STYLES.indexOf(`${selector} {`, from);
  const body = STYLES.slice(start, STYLES.indexOf('}', start));
  const value = new RegExp(`\\b${property}:\\s*([^;]+);`).exec(body)?.[1];
  if (start < 0 || !value) throw new Error(`styles.css has no ${selector} { ${property} }`);
  return value.trim();
}
const lengthPx = (value: string) =>
  value.endsWith('rem') ? parseFloat(value) * REM_PX : value.endsWith('px') ? parseFloat(value) : NaN;

const minCardPx = (columns: string) => Number(/^repeat\(auto-fill, minmax\((\d+)px, 1fr\)\)$/.exec(columns)?.[1]);
const WIDE_FROM_PX = Number(/@media \(min-width: (\d+)px\) \{\n {2}\.star-grid \{/.exec(STYLES)?.[1]);

/** The grid as styles.css lays it out: the page's padding and max-width, the grid's gap and columns. */
const GRID = {
  pad: lengthPx(declaration('.layout__main', 'padding')),
  maxWidth: lengthPx(declaration('.layout__main', 'max-width')),
  gap: lengthPx(declaration('.star-grid', 'gap')),
  narrowMinCard: minCardPx(declaration('.star-grid', 'grid-template-columns')),
  wideFrom: WIDE_FROM_PX,
  wideMinCard: minCardPx(
    declaration('  .star-grid', 'grid-template-columns', STYLES.indexOf(`@media (min-width: ${WIDE_FROM_PX}px)`)),
  ),
};

/** The card's width in the browser's layout at viewport width `vw` (auto-fill: as many columns as fit, at least 1). */
function layoutCardWidth(vw: number): number {
  const minCard = vw >= GRID.wideFrom ? GRID.wideMinCard : GRID.narrowMinCard;
  const content = Math.min(vw, GRID.maxWidth) - 2 * GRID.pad;
  let columns = 1;
  while ((columns + 1) * minCard + columns * GRID.gap <= content) columns += 1;
  return (content - (columns - 1) * GRID.gap) / columns;
}

/** What a browser makes of a `sizes` value of `(max-width: Npx) calc((100vw - Apx) / n)` entries and a default. */
function evaluateSizes(sizes: string, vw: number): number {
  for (const entry of sizes.split(', ')) {
    const conditional = /^\(max-width: ([\d.]+)px\) calc\(\(100vw - ([\d.]+)px\) \/ (\d+)\)$/.exec(entry);
    if (!conditional) return parseFloat(entry);
    const [, max, minus, columns] = conditional.map(Number) as [number, number, number, number];
    if (vw <= max) return (vw - minus) / columns;
  }
  return NaN;
}

/** The rendition a browser picks from a width-described srcset: the narrowest covering the slot's device pixels. */
const chosenWidth = (widths: number[], slotPx: number, density: number) =>
  widths.find((w) => w >= slotPx * density) ?? widths.at(-1);

/** The renditions the server lists for a demo image (emulator-tests/api/thumbnails.test.ts). */
const DEMO_WIDTHS = [320, 640, 960];

describe('card image sizes', () => {
  it('when styles.css is read, then the grid it lays out is the one the sizes were written for', () => {
    expect(GRID).toEqual({ pad: 16, maxWidth: 1200, gap: 14.4, narrowMinCard: 150, wideFrom: 720, wideMinCard: 190 });
  });

  it('when the viewport is any width from 320 to 1600 px, then sizes says the card width the layout gives', () => {
    for (let vw = 320; vw <= 1600; vw += 1)
      expect(evaluateSizes(CARD_IMAGE_SIZES, vw), `${vw}px`).toBeCloseTo(layoutCardWidth(vw), 1);
  });

  it.each([
    ['a 360 px phone at 2x (the journeys)', 360, 2, 320],
    ['a 412 px phone at 1.75x (Lighthouse mobile)', 412, 1.75, 320],
    ['a 390 px phone at 3x', 390, 3, 640],
    ['a 1280 px desktop at 1x', 1280, 1, 320],
    ['a 1280 px desktop at 2x', 1280, 2, 640],
  ])(
    'when %s shows the cards, then it takes the narrowest rendition covering the card at its density',
    (_label, vw, density, width) => {
      const slot = evaluateSizes(CARD_IMAGE_SIZES, vw);
      const chosen = chosenWidth(DEMO_WIDTHS, slot, density);
      expect(chosen).toBe(width);
      // At least the card's device pixels, and never the 640 px fallback where a smaller one covers them.
      expect(chosen).toBeGreaterThanOrEqual(slot * density);
    },
  );

  it('when a phone at 2x shows a card, then its image is at least twice the card CSS width and not the 640 px one', () => {
    const slot = evaluateSizes(CARD_IMAGE_SIZES, 360);
    expect(chosenWidth(DEMO_WIDTHS, slot, 2)).toBeGreaterThanOrEqual(2 * slot);
    expect(chosenWidth(DEMO_WIDTHS, slot, 2)).toBeLessThan(640);
  });

  it('when renditions are given, then the srcset lists each with its width descriptor, in their order', () => {
    expect(
      cardSrcSet([
        { url: 'http://127.0.0.1:9010/media/img/a-320x400.jpg?width=320&crop=smart&format=pjpg&s=x', width: 320 },
        { url: 'http://127.0.0.1:9010/media/img/a-640x800.jpg?width=640&crop=smart&format=pjpg&s=y', width: 640 },
      ]),
    ).toBe(
      'http://127.0.0.1:9010/media/img/a-320x400.jpg?width=320&crop=smart&format=pjpg&s=x 320w, ' +
        'http://127.0.0.1:9010/media/img/a-640x800.jpg?width=640&crop=smart&format=pjpg&s=y 640w',
    );
    expect(cardSrcSet([])).toBe('');
  });
});
