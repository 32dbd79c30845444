import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SHORTCUTS } from './sessionShortcuts';
import { useSessionKeys, type SessionKeyActions } from './useSessionKeys';

function actions(overrides: Partial<SessionKeyActions> = {}): SessionKeyActions {
  return {
    dialogOpen: false,
    premium: true,
    togglePause: vi.fn(),
    skip: vi.fn(),
    toggleMute: vi.fn(),
    favourite: vi.fn(),
    toggleFullscreen: vi.fn(),
    askToEnd: vi.fn(),
    showHelp: vi.fn(),
    hide: vi.fn(),
    ...overrides,
  };
}

describe('useSessionKeys', () => {
  it('maps Space, ?, S/→, M, F, Shift+F and Esc to their actions', () => {
    const a = actions();
    renderHook(() => useSessionKeys(a));
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: '?', shiftKey: true });
    fireEvent.keyDown(window, { key: 's' });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'm' });
    fireEvent.keyDown(window, { key: 'f' });
    fireEvent.keyDown(window, { key: 'F', shiftKey: true });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(a.togglePause).toHaveBeenCalledOnce();
    expect(a.showHelp).toHaveBeenCalledOnce();
    expect(a.skip).toHaveBeenCalledTimes(2);
    expect(a.toggleMute).toHaveBeenCalledOnce();
    expect(a.favourite).toHaveBeenCalledOnce();
    expect(a.toggleFullscreen).toHaveBeenCalledOnce();
    expect(a.askToEnd).toHaveBeenCalledOnce();
  });

  it('leaves Space to a focused button, F to premium users, and every key to an open dialog', () => {
    const a = actions({ premium: false });
    renderHook(() => useSessionKeys(a));
    const button = document.createElement('button');
    document.body.append(button);
    fireEvent.keyDown(button, { key: ' ' });
    fireEvent.keyDown(window, { key: 'f' });
    expect(a.togglePause).not.toHaveBeenCalled();
    expect(a.favourite).not.toHaveBeenCalled();
    button.remove();

    const b = actions({ dialogOpen: true });
    renderHook(() => useSessionKeys(b));
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(b.togglePause).not.toHaveBeenCalled();
    expect(b.askToEnd).not.toHaveBeenCalled();
  });

  it('H hides at once, over an open dialog too, but not while typing and never with a modifier', () => {
    const a = actions({ dialogOpen: true });
    renderHook(() => useSessionKeys(a));
    fireEvent.keyDown(window, { key: 'h' });
    fireEvent.keyDown(window, { key: 'H', shiftKey: true });
    expect(a.hide).toHaveBeenCalledTimes(2);
    const input = document.createElement('textarea');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'h' });
    fireEvent.keyDown(window, { key: 'h', ctrlKey: true });
    expect(a.hide).toHaveBeenCalledTimes(2);
    input.remove();
  });

  it('no two shortcuts share a key', () => {
    const keys = Object.values(SHORTCUTS).flatMap((shortcut) => shortcut.aria.split(' '));
    expect(new Set(keys.map((key) => key.toLowerCase())).size).toBe(keys.length);
  });
});
