import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWakeLock } from './useWakeLock';

function fakeWakeLock() {
  const sentinels: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const request = vi.fn(() => {
    const sentinel = {
      released: false,
      release: vi.fn(() => {
        sentinel.released = true;
        return Promise.resolve();
      }),
    };
    sentinels.push(sentinel);
    return Promise.resolve(sentinel);
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, sentinels };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWakeLock', () => {
  it('holds a screen lock while active, takes it again when the page is visible again, and releases it when inactive', async () => {
    const { request, sentinels } = fakeWakeLock();
    const { rerender, unmount } = renderHook(({ active }) => useWakeLock(active), { initialProps: { active: true } });
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledWith('screen');
    // The browser releases the lock when the page is hidden.
    const first = sentinels[0];
    if (first) first.released = true;
    setVisibility('hidden');
    setVisibility('visible');
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    expect(sentinels[1]?.release).toHaveBeenCalled();
    unmount();
  });

  it('does nothing where the API is missing', () => {
    expect(() => renderHook(() => useWakeLock(true)).unmount()).not.toThrow();
  });
});
