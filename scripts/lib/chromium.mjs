// Debian's Chromium driven by playwright-core (never a downloaded browser): the one home of its path
// and of the flags every headless run here shares (browser journeys, `npm run bench`, `npm run measure:dashboard`).

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless and sandbox-free (containers), with no background traffic to skew what is measured. */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Media play without a gesture, as they do after the click that starts a session. */
export const AUTOPLAY_FLAG = '--autoplay-policy=no-user-gesture-required';
