import { describe, expect, it, vi } from 'vitest';
import { acceptInstallOffer, listenForInstallOffer } from './installOffer';

function browserOffer(): Event & { prompt: ReturnType<typeof vi.fn> } {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
  });
}

describe('the install offer', () => {
  listenForInstallOffer();
  const offered = () => document.documentElement.hasAttribute('data-install-offer');

  it('when there is no offer, then the entry stays hidden', () => {
    expect(offered()).toBe(false);
    acceptInstallOffer();
    expect(offered()).toBe(false);
  });

  it('when the browser offers installing, then its banner is held back and the entry shows; a click opens its dialog once', () => {
    const offer = browserOffer();
    dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(offered()).toBe(true);
    acceptInstallOffer();
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(offered()).toBe(false);
    acceptInstallOffer();
    expect(offer.prompt).toHaveBeenCalledOnce();
  });
});
