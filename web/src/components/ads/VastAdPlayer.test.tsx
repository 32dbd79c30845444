import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import inlineXml from './fixtures/inline.xml?raw';
import { VastAdPlayer } from './VastAdPlayer';

const TAG = 'https://ads.example/vast/zone.xml';
const config = { tagUrl: TAG, origins: ['https://ads.example', 'https://cdn.ads.example'] };

let pixels: string[];
beforeEach(() => {
  pixels = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        pixels.push(url);
      }
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockReturnValue(undefined);
  // jsdom plays nothing: say every format plays so selection is about size.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('probably');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serveTag(answer: () => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      (input instanceof Request ? input.url : input.toString()) === TAG ? answer() : new Response('', { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPlayer() {
  const callbacks = { onShown: vi.fn(), onEnded: vi.fn(), onAutoplayBlocked: vi.fn() };
  const { rerender } = renderWithProviders(<VastAdPlayer config={config} muted paused={false} {...callbacks} />);
  const setPaused = (paused: boolean) => {
    rerender(<VastAdPlayer config={config} muted paused={paused} {...callbacks} />);
  };
  return { ...callbacks, setPaused };
}

function playTo(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
  fireEvent.timeUpdate(video);
}

const tracked = (name: string) => pixels.filter((p) => p === `https://ads.example/track/${name}`).length;

describe('VastAdPlayer', () => {
  it('when the session pauses, then the ad video holds and plays on at resume', async () => {
    serveTag(() => new Response(inlineXml));
    const { setPaused } = renderPlayer();
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    fireEvent.playing(await screen.findByLabelText('Advertisement video'));
    pause.mockClear();
    play.mockClear();
    expect(tracked('resume')).toBe(0);
    setPaused(true);
    expect(pause).toHaveBeenCalled();
    expect(play).not.toHaveBeenCalled();
    expect(tracked('pause')).toBe(1);
    setPaused(false);
    expect(play).toHaveBeenCalled();
    expect(tracked('resume')).toBe(1);
  });

  it('when the tag answers an error, then the house ad fills the slot and counts as shown', async () => {
    serveTag(() => new Response('down', { status: 503 }));
    const { onShown } = renderPlayer();
    expect(screen.getByText('Loading ad…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See Premium' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
    // The slot counts as shown in an effect after the house ad is painted: on a busy machine, a moment later.
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
    expect(document.querySelector('video')).toBeNull();
  });

  it('when the ad plays to its end, then impression fires at the first frame and start, quartiles and complete once each', async () => {
    serveTag(() => new Response(inlineXml));
    const { onShown, onEnded } = renderPlayer();
    const video = await screen.findByLabelText('Advertisement video');
    expect(video).toHaveAttribute('src', 'https://cdn.ads.example/ad/320x180.mp4');
    expect(video).toHaveProperty('muted', true);
    expect(onShown).not.toHaveBeenCalled();
    expect(tracked('impression')).toBe(0);

    fireEvent.playing(video);
    fireEvent.playing(video);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(tracked('impression')).toBe(1);
    for (const t of [0.25, 1, 4.1, 8.2, 12.1, 15.9]) playTo(video as HTMLVideoElement, t);
    fireEvent.ended(video);
    fireEvent.ended(video);
    for (const name of ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'])
      expect(tracked(name)).toBe(1);
    expect(tracked('skip')).toBe(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('when the skip offset passes, then Skip ad appears and ends the slot with the skip event', async () => {
    serveTag(() => new Response(inlineXml));
    const { onEnded } = renderPlayer();
    const video = await screen.findByLabelText('Advertisement video');
    fireEvent.playing(video);
    playTo(video as HTMLVideoElement, 2);
    expect(screen.queryByRole('button', { name: 'Skip ad' })).toBeNull();
    expect(screen.getByText('Skip in 3')).toBeInTheDocument();
    playTo(video as HTMLVideoElement, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Skip ad' }));
    expect(tracked('skip')).toBe(1);
    expect(tracked('complete')).toBe(0);
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('when Learn more is pressed, then the click-through opens without opener or referrer and ClickTracking fires', async () => {
    serveTag(() => new Response(inlineXml));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPlayer();
    fireEvent.click(await screen.findByRole('button', { name: 'Learn more' }));
    expect(open).toHaveBeenCalledWith('https://advertiser.example/landing?src=vast', '_blank', 'noopener,noreferrer');
    expect(tracked('click')).toBe(1);
  });

  it('when no first frame shows within 3 s, then the Error URL gets 402 and the house ad takes the slot', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    serveTag(() => new Response(inlineXml));
    const { onShown } = renderPlayer();
    await screen.findByLabelText('Advertisement video');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByRole('link', { name: 'See Premium' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.getByRole('link', { name: 'See Premium' })).toBeInTheDocument());
    expect(pixels).toContain('https://ads.example/track/error?code=402');
    expect(tracked('impression')).toBe(0);
    await waitFor(() => expect(onShown).toHaveBeenCalledTimes(1));
  });

  it('when the file fails to load before its first frame, then the Error URL gets 405 and the house ad takes the slot', async () => {
    serveTag(() => new Response(inlineXml));
    renderPlayer();
    fireEvent.error(await screen.findByLabelText('Advertisement video'));
    expect(await screen.findByRole('link', { name: 'See Premium' })).toBeInTheDocument();
    expect(pixels).toContain('https://ads.example/track/error?code=405');
  });
});
