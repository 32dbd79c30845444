import { describe, expect, it, vi } from 'vitest';
import { loadDeviceLayer } from './loadDeviceLayer';

// The chunk cannot be fetched (offline, a deploy replaced it).
vi.mock('./DeviceLayer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('loadDeviceLayer', () => {
  it('when the device layer’s code cannot be loaded, then the layout gets an empty layer instead of a failed page', async () => {
    const { default: Layer } = await loadDeviceLayer();
    expect(Layer()).toBeNull();
  });
});
