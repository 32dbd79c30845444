import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toyController } from './toyController';
import { toyStore } from './toyStore';
import { useDeviceSync, type DeviceSyncOptions } from './useDeviceSync';

vi.mock('./toyController', () => ({
  toyController: {
    bindSession: vi.fn(() => vi.fn()),
    sessionRunning: vi.fn(),
    sessionHalted: vi.fn(),
  },
}));

const PLAN = [{ bpm: 44, duration: 300 }];
const base: DeviceSyncOptions = {
  starName: 'Aria Vale',
  controls: PLAN,
  startedAtMs: 1000,
  running: true,
  ended: false,
  playedMs: 0,
  pauseSession: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  toyStore.update({ lastSession: null });
});

describe('useDeviceSync', () => {
  it('when the session starts, pauses and resumes, then the controller is armed only on start and resume', () => {
    const { rerender } = renderHook((options: DeviceSyncOptions) => useDeviceSync(options), { initialProps: base });
    expect(toyController.bindSession).toHaveBeenCalledTimes(1);
    expect(toyController.sessionRunning).toHaveBeenLastCalledWith({ controls: PLAN, startedAtMs: 1000 }, true);

    // The plan arrives while running: new beats, but not a resume.
    const later = [{ bpm: 52, duration: 300 }];
    rerender({ ...base, controls: later });
    expect(toyController.sessionRunning).toHaveBeenLastCalledWith({ controls: later, startedAtMs: 1000 }, false);

    // Paused by any means (Pause, Hide, a safety stop): halted at once.
    rerender({ ...base, controls: later, running: false });
    expect(toyController.sessionHalted).toHaveBeenCalledTimes(1);

    rerender({ ...base, controls: later, startedAtMs: 4000 });
    expect(toyController.sessionRunning).toHaveBeenLastCalledWith({ controls: later, startedAtMs: 4000 }, true);
  });

  it('when the controller stops for safety, then the session is paused through the latest callback', () => {
    const pauseSession = vi.fn();
    renderHook(() => useDeviceSync({ ...base, pauseSession }));
    const onSafetyStop = vi.mocked(toyController.bindSession).mock.calls[0]?.[0];
    onSafetyStop?.('lost');
    expect(pauseSession).toHaveBeenCalledWith('lost');
  });

  it('when the session ends, then it halts and its beat is offered for download; unmounting unbinds', () => {
    const { rerender, unmount } = renderHook((options: DeviceSyncOptions) => useDeviceSync(options), {
      initialProps: base,
    });
    rerender({ ...base, playedMs: 95_000 });
    // Ended early, after 2:07 of a 5-minute plan: the offered beat covers what was played.
    rerender({ ...base, running: false, ended: true, playedMs: 127_000 });
    expect(toyController.sessionHalted).toHaveBeenCalled();
    expect(toyStore.get().lastSession).toEqual({ starName: 'Aria Vale', controls: PLAN, playedMs: 127_000 });
    const unbind = vi.mocked(toyController.bindSession).mock.results[0]?.value as () => void;
    unmount();
    expect(unbind).toHaveBeenCalled();
  });
});
