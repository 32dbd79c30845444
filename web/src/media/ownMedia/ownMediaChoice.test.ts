import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getOwnMediaChoice,
  holdOwnMediaSupply,
  openOwnMediaSupply,
  setOwnMediaChoice,
  subscribeOwnMediaChoice,
} from './ownMediaChoice';

let made = 0;
const revoked: string[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  made = 0;
  revoked.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://app.test/uuid-${++made}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});

afterEach(() => {
  setOwnMediaChoice({ files: [], mode: 'mixed' });
  // Ends whatever session a test opened.
  holdOwnMediaSupply()();
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function choose(names: string[], mode: 'mixed' | 'only' = 'only') {
  setOwnMediaChoice({
    mode,
    files: names.map((name, i) => ({
      key: name,
      file: new File(['x'], name),
      type: name.endsWith('.gif') ? 'gif' : 'image',
      durationSec: i,
    })),
  });
}

describe('own media choice', () => {
  it('tells subscribers of a new choice', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeOwnMediaChoice(listener);
    choose(['a.png']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getOwnMediaChoice().files).toHaveLength(1);
    unsubscribe();
    choose(['b.png']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('has no supply when nothing is chosen', () => {
    expect(openOwnMediaSupply()).toBeNull();
  });

  it('turns the files into local items with one blob: URL each, made once per session', () => {
    choose(['a.png', 'b.gif']);
    const supply = openOwnMediaSupply();
    expect(supply?.mode).toBe('only');
    expect(supply?.items).toEqual([
      expect.objectContaining({
        id: 'own:uuid-1',
        type: 'image',
        srcUrl: 'blob:http://app.test/uuid-1',
        source: 'local',
      }),
      expect.objectContaining({ id: 'own:uuid-2', type: 'gif', durationSec: 1, postUrl: null }),
    ]);
    expect(openOwnMediaSupply()).toBe(supply);
    expect(made).toBe(2);
  });

  it('revokes the URLs when the last holder lets go, not on a remount', () => {
    choose(['a.png', 'b.png']);
    openOwnMediaSupply();
    const releaseFirst = holdOwnMediaSupply();
    releaseFirst();
    const releaseRemount = holdOwnMediaSupply();
    vi.runAllTimers();
    expect(revoked).toEqual([]);
    releaseRemount();
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:http://app.test/uuid-1', 'blob:http://app.test/uuid-2']);
    // The next session makes fresh URLs.
    expect(openOwnMediaSupply()?.items[0]?.srcUrl).toBe('blob:http://app.test/uuid-3');
  });
});
