/* global window, document, requestAnimationFrame, location, Element, HTMLImageElement, HTMLVideoElement */
// Where the time of Start Session → media goes, for `npm run bench`: the page records, from the Start click
// (capture phase), the frame the session route is on, the frame its panels exist, the frame each panel first
// has a media element and the frame all of them can paint; the resource timings say what was fetched after
// the click (code chunks, listing pages, video resolves, media) and how many listing pages the setup page
// had asked for before it.

/** Installed with page.addInitScript before any app code; records nothing until the Start click. */
export function installStartTrace(shown) {
  const trace = {
    setupAt: null,
    startAt: null,
    routeAt: null,
    panelsAt: null,
    firstMediaAt: null,
    allMediaAt: null,
    readyAt: null,
  };
  window.__startTrace = trace;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.textContent?.trim() !== 'Start Session') return;
      Object.assign(trace, { startAt: performance.now(), routeAt: null, panelsAt: null });
      Object.assign(trace, { firstMediaAt: null, allMediaAt: null, readyAt: null });
    },
    { capture: true },
  );
  const paintable = (el) =>
    el instanceof HTMLImageElement
      ? el.complete && el.naturalWidth > 0
      : el instanceof HTMLVideoElement && el.readyState >= 2;
  const frame = () => {
    // The setup page opened (the warming window): its start, for what was fetched before the click.
    if (location.pathname.startsWith('/config/')) trace.setupAt ??= performance.now();
    else if (trace.startAt === null) trace.setupAt = null;
    if (trace.startAt !== null && trace.readyAt === null) {
      const now = performance.now();
      if (trace.routeAt === null && location.pathname.startsWith('/session/')) trace.routeAt = now;
      const panels = [...document.querySelectorAll('section[aria-label^="Panel "]')];
      if (panels.length > 0) {
        trace.panelsAt ??= now;
        const media = panels.map((panel) => panel.querySelector('img, video'));
        if (media.some(Boolean)) trace.firstMediaAt ??= now;
        if (media.every(Boolean)) trace.allMediaAt ??= now;
        if (panels.every((panel) => paintable(panel.querySelector(shown)))) trace.readyAt = now;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Read in the page once all panels show media: the trace and the resource timings around the click. */
export function collectStartTrace() {
  const trace = window.__startTrace;
  const t0 = trace.startAt;
  const rel = (ms) => (ms === null ? null : Math.round(ms - t0));
  const entries = performance.getEntriesByType('resource');
  const isListing = (e) => e.name.includes('/api/reddit/listing');
  const isResolve = (e) => e.name.includes('/api/redgifs/resolve');
  const isCode = (e) => /\.(js|css)(\?|$)/.test(new URL(e.name).pathname);
  const isMedia = (e) =>
    !isListing(e) && !isResolve(e) && !isCode(e) && ['img', 'video', 'other'].includes(e.initiatorType);
  const after = entries.filter((e) => e.startTime >= t0);
  const onSetup = entries.filter((e) => trace.setupAt !== null && e.startTime >= trace.setupAt && e.startTime < t0);
  const span = (list) =>
    list.length === 0
      ? null
      : {
          count: list.length,
          firstStart: rel(Math.min(...list.map((e) => e.startTime))),
          lastEnd: rel(Math.max(...list.map((e) => e.responseEnd))),
        };
  return {
    route: rel(trace.routeAt),
    panels: rel(trace.panelsAt),
    firstMedia: rel(trace.firstMediaAt),
    allMedia: rel(trace.allMediaAt),
    ready: rel(trace.readyAt),
    listingBeforeStart: entries.filter((e) => e.startTime < t0 && isListing(e)).length,
    setupMs: trace.setupAt === null ? null : Math.round(t0 - trace.setupAt),
    setupListing: span(onSetup.filter(isListing)),
    setupWarm: span(onSetup.filter((e) => isMedia(e) || isResolve(e))),
    code: span(after.filter(isCode)),
    listing: span(after.filter(isListing)),
    resolve: span(after.filter(isResolve)),
    media: span(after.filter(isMedia)),
    // Which media the click still had to fetch, and how: what the warmup did not cover.
    mediaAfterClick: after.filter(isMedia).map((e) => ({
      file: new URL(e.name).pathname.split('/').at(-1)?.slice(-40) ?? '',
      kind: e.initiatorType,
      start: rel(e.startTime),
      end: rel(e.responseEnd),
      bytes: e.transferSize,
    })),
  };
}

/** One line per Start run: when each step was reached, in ms from the click. */
export function formatStartTrace(t) {
  const s = (x) => (x === null ? '—' : `${x.count}× ${x.firstStart}→${x.lastEnd}`);
  return (
    `route ${t.route ?? '—'}, panels ${t.panels ?? '—'}, first media el ${t.firstMedia ?? '—'}, all ${t.allMedia ?? '—'},` +
    ` paintable ${t.ready ?? '—'} | on setup (${t.setupMs ?? '—'} ms): listing ${s(t.setupListing)}, warmed ${s(t.setupWarm)}` +
    ` | after click: code ${s(t.code)}, listing ${s(t.listing)}` +
    ` (setup asked ${t.listingBeforeStart} before), resolve ${s(t.resolve)}, media ${s(t.media)}`
  );
}
