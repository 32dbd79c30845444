import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_GRID, CARD_IMAGE_SIZES, cardImageSizes, cardSrcSet } from './cardImageSizes';

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

/** The card's width in the browser's layout at viewport width `vw`. */
function layoutCardWidth(vw: number): number {
  const minCard = CARD_GRID.columns.filter((c) => vw >= c.fromViewportPx).at(-1)?.minCardPx ?? NaN;
  const content = Math.min(vw, CARD_GRID.pageMaxWidthPx) - 2 * CARD_GRID.pagePaddingPx;
  let columns = 1;
  while ((columns + 1) * minCard + columns * CARD_GRID.gapPx <= content) columns += 1;
  return (content - (columns - 1) * CARD_GRID.gapPx) / columns;
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
  it("when styles.css lays out the grid, then the card grid's numbers are its numbers", () => {
    expect(lengthPx(declaration('.layout__main', 'padding'))).toBe(CARD_GRID.pagePaddingPx);
    expect(lengthPx(declaration('.layout__main', 'max-width'))).toBe(CARD_GRID.pageMaxWidthPx);
    expect(lengthPx(declaration('.star-grid', 'gap'))).toBeCloseTo(CARD_GRID.gapPx, 5);
    expect(declaration('.star-grid', 'grid-template-columns')).toBe(
      `repeat(auto-fill, minmax(${CARD_GRID.columns[0]?.minCardPx}px, 1fr))`,
    );
    const wide = CARD_GRID.columns[1];
    const media = STYLES.indexOf(`@media (min-width: ${wide?.fromViewportPx}px) {\n  .star-grid {`);
    expect(media).toBeGreaterThan(0);
    expect(declaration('  .star-grid', 'grid-template-columns', media)).toBe(
      `repeat(auto-fill, minmax(${wide?.minCardPx}px, 1fr))`,
    );
  });

  it('when the viewport is any width from 320 to 1600 px, then sizes says the card width the layout gives', () => {
    for (let vw = 320; vw <= 1600; vw += 1)
      expect(evaluateSizes(CARD_IMAGE_SIZES, vw), `${vw}px`).toBeCloseTo(layoutCardWidth(vw), 1);
  });

  it('when written out, then it lists each column count once and ends with the widest page', () => {
    expect(CARD_IMAGE_SIZES).toBe(cardImageSizes(CARD_GRID));
    expect(CARD_IMAGE_SIZES).toBe(
      '(max-width: 346px) calc((100vw - 32px) / 1), (max-width: 510px) calc((100vw - 46.4px) / 2), ' +
        '(max-width: 675px) calc((100vw - 60.8px) / 3), (max-width: 719px) calc((100vw - 75.2px) / 4), ' +
        '(max-width: 835px) calc((100vw - 60.8px) / 3), (max-width: 1039px) calc((100vw - 75.2px) / 4), ' +
        '(max-width: 1199px) calc((100vw - 89.6px) / 5), 222.08px',
    );
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
