/**
 * Plays a video; when the browser refuses playback with sound (no user gesture yet), it plays muted
 * instead and says so, so the caller can show the panel as muted rather than frozen.
 */
export function playOrFallBackToMuted(video: HTMLVideoElement, onSoundRefused: () => void): void {
  // Older engines' play() returns nothing instead of a promise.
  Promise.resolve(video.play()).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'NotAllowedError' && !video.muted) {
      video.muted = true;
      onSoundRefused();
      video.play().catch(() => undefined);
    }
  });
}
