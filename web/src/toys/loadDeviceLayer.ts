// The device layer's code for the app's layout (lazy). If it cannot be loaded, the layout shows nothing in its
// place instead of failing the page, and the device panels keep their own 'Stop device' (DevicePanel.tsx).
import type { ReactNode } from 'react';

export const loadDeviceLayer = (): Promise<{ default: () => ReactNode }> =>
  import('./DeviceLayer').catch(() => ({ default: () => null }));
