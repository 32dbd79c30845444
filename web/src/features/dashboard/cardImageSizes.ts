import type { CardRendition } from '@shared/api/schemas/thumbnails';

// What a card image's `srcset` and `sizes` say (docs/architecture.md#first-view): the renditions the thumbnails
// answer lists, and the card's CSS width at each viewport width, so the browser picks the smallest rendition that
// covers the card at the screen's density (a 2x phone's ~157 px card takes the 320 px one, not the 640 px fallback).
// The build-time shell (dashboardShell.ts) carries the same `sizes` to the inline script, so the document's
// images and React's are the same and nothing downloads twice.

/** The dashboard's card grid as web/src/styles.css lays it out (cardImageSizes.test.ts holds them together). */
interface CardGrid {
  /** `.layout__main`'s horizontal padding, each side. */
  pagePaddingPx: number;
  /** `.layout__main`'s max-width (padding included: border-box). */
  pageMaxWidthPx: number;
  /** `.star-grid`'s gap. */
  gapPx: number;
  /** `.star-grid`'s `repeat(auto-fill, minmax(min, 1fr))` from each viewport width on, widest last. */
  columns: readonly { fromViewportPx: number; minCardPx: number }[];
}

export const CARD_GRID: CardGrid = {
  pagePaddingPx: 16,
  pageMaxWidthPx: 1200,
  gapPx: 14.4,
  columns: [
    { fromViewportPx: 0, minCardPx: 150 },
    { fromViewportPx: 720, minCardPx: 190 },
  ],
};

const px = (value: number) => `${Number(value.toFixed(2))}px`;

/** How many cards a row of `content` px holds (auto-fill: at least one). */
const columnsIn = (content: number, minCard: number, gap: number) =>
  Math.max(1, Math.floor((content + gap) / (minCard + gap)));

/**
 * The `sizes` value: for each range of viewport widths with the same column count, the card's width as
 * `calc((100vw - padding - gaps) / columns)`, and a fixed width once the page stops growing.
 */
export function cardImageSizes(grid: CardGrid): string {
  const { pagePaddingPx: pad, pageMaxWidthPx: maxWidth, gapPx: gap } = grid;
  const entries: string[] = [];
  grid.columns.forEach(({ fromViewportPx, minCardPx }, i) => {
    const until = Math.min(grid.columns[i + 1]?.fromViewportPx ?? maxWidth, maxWidth);
    // Counted up, not recomputed from each threshold: at a threshold the division may round down.
    let n = columnsIn(fromViewportPx - 2 * pad, minCardPx, gap);
    for (let from = fromViewportPx; from < until; n += 1) {
      // The viewport width at which one more card fits.
      const next = Math.min(2 * pad + (n + 1) * minCardPx + n * gap, until);
      entries.push(`(max-width: ${Math.ceil(next) - 1}px) calc((100vw - ${px(2 * pad + (n - 1) * gap)}) / ${n})`);
      from = next;
    }
  });
  const last = grid.columns.at(-1)?.minCardPx ?? 0;
  const n = columnsIn(maxWidth - 2 * pad, last, gap);
  entries.push(px((maxWidth - 2 * pad - (n - 1) * gap) / n));
  return entries.join(', ');
}

export const CARD_IMAGE_SIZES = cardImageSizes(CARD_GRID);

/** The `srcset` value: each rendition with its width descriptor, as the answer lists them (narrowest first). */
export const cardSrcSet = (renditions: readonly CardRendition[]): string =>
  renditions.map(({ url, width }) => `${url} ${width}w`).join(', ');
