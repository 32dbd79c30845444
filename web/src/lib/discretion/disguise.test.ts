import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseNeutralTitle } from '../../config/neutralTitle';
import { APPLE_TOUCH_ICON_HREF, MANIFEST_HREF } from '../../config/pwa';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { applyDiscreet, hideEverything, setDiscreet, setPageTitle, showEverything } from './disguise';
import { isDiscreet, showNeutralTab } from './discreetChoice';

/** index.html's installable-app tags, which Discreet mode points at the neutral look. */
function addInstallTags(): HTMLElement[] {
  const manifest = Object.assign(document.createElement('link'), { rel: 'manifest', href: MANIFEST_HREF.app });
  const touchIcon = Object.assign(document.createElement('link'), {
    rel: 'apple-touch-icon',
    href: APPLE_TOUCH_ICON_HREF.app,
  });
  const title = document.createElement('meta');
  title.name = 'apple-mobile-web-app-title';
  title.content = 'StarSession';
  document.head.append(manifest, touchIcon, title);
  return [manifest, touchIcon, title];
}

function addIcon(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'icon';
  link.href = '/favicon.svg';
  document.head.append(link);
  return link;
}

describe('parseNeutralTitle', () => {
  it.each([
    [undefined, 'Notes'],
    ['', 'Notes'],
    ['   ', 'Notes'],
    ['x'.repeat(61), 'Notes'],
    [' Budget 2027 ', 'Budget 2027'],
  ])('%j gives %j', (raw, title) => {
    expect(parseNeutralTitle(raw)).toBe(title);
  });
});

describe('the tab disguise', () => {
  let icon: HTMLLinkElement;
  beforeEach(() => {
    document.title = 'StarSession';
    icon = addIcon();
  });
  afterEach(() => {
    showEverything();
    setDiscreet(false);
    icon.remove();
    document.body.replaceChildren();
  });

  it('when Hide is pressed, then in the same task every medium is paused and muted, the app hidden and the tab neutral', () => {
    const video = document.createElement('video');
    const audio = document.createElement('audio');
    document.body.append(video, audio);
    // jsdom does not play media: the pause calls themselves are what is checked.
    const paused = [video, audio].map((media) => vi.spyOn(media, 'pause').mockImplementation(() => undefined));
    hideEverything();
    expect(video.muted && audio.muted).toBe(true);
    for (const pause of paused) expect(pause).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.hidden).toBe('true');
    expect(document.title).toBe('Notes');
    expect(icon.getAttribute('href')).toBe('/neutral-icon.svg');
  });

  it('when the neutral page is left, then the app and its own title and icon come back', () => {
    hideEverything();
    showEverything();
    expect(document.documentElement.dataset.hidden).toBeUndefined();
    expect(document.title).toBe('StarSession');
    expect(icon.getAttribute('href')).toBe('/favicon.svg');
  });

  it('when Discreet is on, then the choice is kept in this browser and the tab stays neutral after a Hide', () => {
    setDiscreet(true);
    expect(localStorage.getItem(STORAGE_KEYS.discreet)).toBe('1');
    expect(isDiscreet()).toBe(true);
    expect(document.title).toBe('Notes');
    hideEverything();
    showEverything();
    expect(document.title).toBe('Notes');
    setDiscreet(false);
    expect(localStorage.getItem(STORAGE_KEYS.discreet)).toBeNull();
    expect(document.title).toBe('StarSession');
    applyDiscreet();
    expect(document.title).toBe('StarSession');
  });

  it('when a page names itself, then the tab shows its title only while neither Discreet nor Hide asks for the neutral', () => {
    setPageTitle('Terms · StarSession');
    expect(document.title).toBe('Terms · StarSession');
    setDiscreet(true);
    setPageTitle('Privacy · StarSession');
    expect(document.title).toBe('Notes');
    setDiscreet(false);
    expect(document.title).toBe('Privacy · StarSession');
    hideEverything();
    setPageTitle('Terms · StarSession');
    expect(document.title).toBe('Notes');
    showEverything();
    expect(document.title).toBe('Terms · StarSession');
    setPageTitle(null);
    expect(document.title).toBe('StarSession');
  });

  it('when the app starts in a Discreet browser, then its first lines show the neutral tab, and the disguise keeps the app look to return to', () => {
    localStorage.setItem(STORAGE_KEYS.discreet, '1');
    showNeutralTab();
    expect([document.title, icon.getAttribute('href')]).toEqual(['Notes', '/neutral-icon.svg']);
    applyDiscreet();
    setDiscreet(false);
    expect([document.title, icon.getAttribute('href')]).toEqual(['StarSession', '/favicon.svg']);
  });

  it('when Discreet is on, then installing from this browser gives the neutral name and icons, and off gives the app back', () => {
    const tags = addInstallTags();
    const installLook = () => [
      document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      document.querySelector('meta[name="apple-mobile-web-app-title"]')?.getAttribute('content'),
    ];
    setDiscreet(true);
    expect(installLook()).toEqual([MANIFEST_HREF.neutral, APPLE_TOUCH_ICON_HREF.neutral, 'Notes']);
    // The Hide screen is for the screen of the moment: it does not change what an install would give.
    setDiscreet(false);
    hideEverything();
    expect(installLook()).toEqual([MANIFEST_HREF.app, APPLE_TOUCH_ICON_HREF.app, 'StarSession']);
    for (const tag of tags) tag.remove();
  });
});
