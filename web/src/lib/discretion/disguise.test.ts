import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseNeutralTitle } from '../../config/discretion';
import { STORAGE_KEYS } from '../../config/storageKeys';
import { applyDiscreet, hideEverything, setDiscreet, showEverything } from './disguise';
import { isDiscreet } from './discreetChoice';

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
});
