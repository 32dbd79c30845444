/* global window, document -- jsdom (vitest) provides them. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../functions/src/shared/api/paths.ts';
import { STORAGE_KEYS } from '../src/config/storageKeys.ts';
import { readThumbnailCache } from '../src/lib/media/thumbnails.ts';
import {
  dashboardDocument,
  firstViewScript,
  firstViewScriptHash,
  imageOrigins,
  inLanguage,
  localizedFileName,
  inlineStylesheets,
  STAR_CATALOGUE_ELEMENT_ID,
  withStarCatalogue,
} from './firstView.mjs';

// The inline script runs in the document's head, before any app JS: it is run here as the browser would,
// against a dashboard's card frames, with fetch standing in for the server's answer.

const URL_OF = (id) => `http://127.0.0.1:9010/media/img/${id}-320x400.jpg`;

const SIZES = '(max-width: 510px) calc((100vw - 46.4px) / 2), 222.08px';

function frames() {
  const cards = ['aria-vale', 'nova-sterling', 'sable-quinn']
    .map(
      (id, i) =>
        `<div data-first-view-star="${id}" data-first-view-priority="${i < 2 ? 'high' : 'low'}"><span>Loading...</span></div>`,
    )
    .join('');
  document.body.innerHTML = `<div class="first-view-shell" data-card-sizes="${SIZES}">${cards}</div>`;
}

const RENDITION_OF = (id, width) => `http://127.0.0.1:9010/media/img/${id}-${width}x${width}.jpg?width=${width}&s=x`;

function runScript() {
  new Function(firstViewScript())();
}

/** Past the script's steps after the answer (one task each: first row, other cards, cache). */
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** A visitor who confirmed the gate where the last age status allowed media until `until`. */
function confirmed(until = Date.now() + 60_000) {
  localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, String(Date.now()));
  localStorage.setItem(STORAGE_KEYS.firstViewMediaUntil, String(until));
}

beforeEach(() => {
  frames();
  document.documentElement.className = '';
  delete window.__starsessionFirstView;
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the first view inline script', () => {
  it('when the visitor has not confirmed the gate, then it asks nothing and shows nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    await settle();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(false);
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(window.__starsessionFirstView).toBeUndefined();
  });

  it.each([
    ['none is noted (a region that asks for a check, or not asked yet)', null],
    ['it has passed (a proof that ended)', -1],
  ])(
    'when a confirmed visitor has no time-to-ask, as %s, then it asks nothing and shows nothing',
    async (_label, until) => {
      confirmed();
      if (until === null) localStorage.removeItem(STORAGE_KEYS.firstViewMediaUntil);
      else localStorage.setItem(STORAGE_KEYS.firstViewMediaUntil, String(Date.now() + until));
      const fetchSpy = vi.fn();
      vi.stubGlobal('fetch', fetchSpy);
      runScript();
      await settle();
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(false);
    },
  );

  it('when a click-gate time-to-ask has run out (back after a week), then it asks, and shows the dashboard only if the server answers with the cards', async () => {
    const thumbnails = { 'aria-vale': URL_OF('a'), 'nova-sterling': URL_OF('n'), 'sable-quinn': URL_OF('s') };
    // The server refuses (the visitor is now where a check is needed): nothing shows; the app asks the status.
    confirmed(Date.now() - 1);
    localStorage.setItem(STORAGE_KEYS.firstViewClickRegion, '1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ ok: false, code: 'ageCheckRequired' }, { status: 451 })),
    );
    runScript();
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(false);
    await window.__starsessionFirstView.answer;
    await settle();
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(false);
    expect(document.querySelectorAll('img')).toHaveLength(0);

    // The server answers with the cards (the click gate, as a week ago): the dashboard and its images show at once.
    frames();
    delete window.__starsessionFirstView;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ thumbnails })),
    );
    runScript();
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(false);
    await window.__starsessionFirstView.answer;
    await settle();
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(true);
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      URL_OF('a'),
      URL_OF('n'),
      URL_OF('s'),
    ]);
  });

  it("when read, then its storage keys and API path are the app's", () => {
    const script = firstViewScript();
    for (const literal of [
      STORAGE_KEYS.ageConfirmedAt,
      STORAGE_KEYS.firstViewMediaUntil,
      STORAGE_KEYS.firstViewClickRegion,
      STORAGE_KEYS.blocklistActive,
      API_PATHS.starThumbnails,
    ])
      expect(script).toContain(`'${literal}'`);
    expect(script).toContain(`\`${STORAGE_KEYS.thumbnail('${id}')}\``);
  });

  it('when the stored confirmation is not a time, then it counts as none', async () => {
    confirmed();
    localStorage.setItem(STORAGE_KEYS.ageConfirmedAt, 'yes');
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when a confirmed visitor opens the dashboard, then it asks once and fills each frame, the first row first', async () => {
    confirmed();
    const thumbnails = { 'aria-vale': URL_OF('a'), 'nova-sterling': URL_OF('n'), 'sable-quinn': URL_OF('s') };
    const fetchSpy = vi.fn(async () => Response.json({ thumbnails }));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith('/api/stars/thumbnails', { credentials: 'same-origin' });
    expect(document.documentElement.classList.contains('first-view-confirmed')).toBe(true);
    await window.__starsessionFirstView.answer;
    // The first row at once; the other cards and the cache each in a later task, off the largest paint's path.
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      URL_OF('a'),
      URL_OF('n'),
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale'))).toBeNull();
    await settle();
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([URL_OF('a'), URL_OF('n'), URL_OF('s')]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, null, 'lazy']);
    expect(images.map((img) => [img.width, img.height])).toEqual([
      [300, 400],
      [300, 400],
      [300, 400],
    ]);
    // The app's card image cache holds them, so its cards start with the same images.
    expect(readThumbnailCache(localStorage.getItem(STORAGE_KEYS.thumbnail('nova-sterling')), Date.now())).toEqual({
      url: URL_OF('n'),
      renditions: null,
    });
    expect(images.map((img) => img.hasAttribute('srcset'))).toEqual([false, false, false]);
  });

  it("when the answer lists an image's renditions, then its srcset lists them and its sizes are the shell's, as React's card has them", async () => {
    confirmed();
    const thumbnails = { 'aria-vale': URL_OF('a'), 'nova-sterling': URL_OF('n'), 'sable-quinn': URL_OF('s') };
    const renditions = {
      // Out of order and with a repeated width: taken as the app's check takes them.
      'aria-vale': [640, 320, 216, 320].map((width) => ({ url: RENDITION_OF('a', width), width })),
      'nova-sterling': [{ url: 'http://127.0.0.1:9010/media/img/n,320.jpg', width: 320 }],
      ghost: [{ url: RENDITION_OF('g', 320), width: 320 }],
    };
    vi.stubGlobal('fetch', async () => Response.json({ thumbnails, renditions }));
    runScript();
    await window.__starsessionFirstView.answer;
    await settle();
    const [aria, nova, sable] = document.querySelectorAll('img');
    expect(aria?.getAttribute('srcset')).toBe(
      `${RENDITION_OF('a', 216)} 216w, ${RENDITION_OF('a', 320)} 320w, ${RENDITION_OF('a', 640)} 640w`,
    );
    expect(aria?.getAttribute('sizes')).toBe(SIZES);
    expect(aria?.getAttribute('src')).toBe(URL_OF('a'));
    // A list the app would refuse (a comma splits a srcset entry) gives the fallback image alone.
    for (const img of [nova, sable]) {
      expect(img?.hasAttribute('srcset')).toBe(false);
      expect(img?.hasAttribute('sizes')).toBe(false);
    }
    // The app's cache holds the renditions as its own check reads them.
    expect(readThumbnailCache(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale')), Date.now())).toEqual({
      url: URL_OF('a'),
      renditions: [216, 320, 640].map((width) => ({ url: RENDITION_OF('a', width), width })),
    });
    expect(readThumbnailCache(localStorage.getItem(STORAGE_KEYS.thumbnail('nova-sterling')), Date.now())).toEqual({
      url: URL_OF('n'),
      renditions: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.thumbnail('ghost'))).toBeNull();
  });

  it('when the server refuses the media (a region asking for proof), then no frame gets an image', async () => {
    confirmed();
    vi.stubGlobal('fetch', async () => Response.json({ ok: false }, { status: 451 }));
    runScript();
    await window.__starsessionFirstView.answer;
    await settle();
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.thumbnail('aria-vale'))).toBeNull();
  });

  it('when an entry is not an http(s) URL or is null, then that frame keeps its loading state', async () => {
    confirmed();
    vi.stubGlobal('fetch', async () =>
      Response.json({ thumbnails: { 'aria-vale': 'javascript:alert(1)', 'nova-sterling': null } }),
    );
    runScript();
    await window.__starsessionFirstView.answer;
    await settle();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('the build step', () => {
  it('when a document is written, then it carries the star list as a data block the page can read back, with no way out of it', () => {
    const stars = [{ id: 'a', name: 'A </script><script>alert(1)</script>', subreddits: ['x'], persona: 'p' }];
    const html = withStarCatalogue('<html lang="en"><head><title>T</title></head><body></body></html>', stars);
    expect(html).not.toContain('</script><script>alert');
    document.documentElement.innerHTML = html.replace(/^<html[^>]*>|<\/html>$/g, '');
    const block = document.getElementById(STAR_CATALOGUE_ELEMENT_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(block?.textContent ?? '')).toEqual(stars);
    expect(() => withStarCatalogue('<html></html>', stars)).toThrow('lacks </head>');
  });

  it('when the stylesheet is known, then it is written in and the link goes', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    expect(inlineStylesheets(html, () => 'a{b:c}')).toBe('<head><style>a{b:c}</style></head>');
    expect(inlineStylesheets(html, () => undefined)).toBe(html);
  });

  it('when dashboard.html is made, then the script (its CSP hash) and preconnects precede the title and #root holds the shell', () => {
    const html = dashboardDocument('<head><title>S</title></head><body><div id="root"></div></body>', '<p>shell</p>', [
      'http://127.0.0.1:9010',
    ]);
    expect(html).toContain(
      `<link rel="preconnect" href="http://127.0.0.1:9010"><script>${firstViewScript()}</script><title>`,
    );
    expect(html).toContain('<div id="root"><p>shell</p></div>');
    expect(firstViewScriptHash()).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('when a deployment lists its media hosts, then those and the forum preview host are preconnected', () => {
    expect(imageOrigins(undefined, '127.0.0.1:9010')).toEqual(['http://127.0.0.1:9010']);
    expect(imageOrigins('cdn.example.com', '127.0.0.1:9010')).toEqual([
      'https://preview.redd.it',
      'https://cdn.example.com',
    ]);
  });

  it('when a blocklist is in force on this device, then it still asks once but no frame gets an image', async () => {
    confirmed();
    localStorage.setItem(STORAGE_KEYS.blocklistActive, '1');
    const fetchSpy = vi.fn(async () => Response.json({ thumbnails: { 'aria-vale': URL_OF('a') } }));
    vi.stubGlobal('fetch', fetchSpy);
    runScript();
    expect(fetchSpy).toHaveBeenCalledOnce();
    await window.__starsessionFirstView.answer;
    await settle();
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

describe("another language's copy of the first view", () => {
  it('when a file is written for a language, then English keeps its path and the others go under localized/', () => {
    expect(localizedFileName('en', 'dashboard/index.html')).toBe('dashboard/index.html');
    expect(localizedFileName('de', 'manifest.webmanifest')).toBe('localized/de/manifest.webmanifest');
  });

  it('when a document is made for French, then it says lang="fr"; a document without lang="en" is refused', () => {
    expect(inLanguage('<!doctype html><html lang="en"><head>', 'fr')).toBe('<!doctype html><html lang="fr"><head>');
    expect(() => inLanguage('<html><head>', 'fr')).toThrow(/lang="en"/);
  });
});
