import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { webAppManifest } from './pwa';

describe('webAppManifest', () => {
  it('when built for the app, then it is standalone from the dashboard with 192, 512 and maskable icons', () => {
    const manifest = webAppManifest('app', 'Notes');
    expect(manifest).toMatchObject({ name: 'StarSession', display: 'standalone', start_url: paths.dashboard });
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('when built for Discreet mode, then only the name and icons differ: the same app, neutrally named', () => {
    const app = webAppManifest('app', 'Budget 2027');
    const neutral = webAppManifest('neutral', 'Budget 2027');
    expect(neutral.name).toBe('Budget 2027');
    expect(neutral.short_name).toBe('Budget 2027');
    expect(neutral.icons.every(({ src }) => src.startsWith('/icons/neutral-'))).toBe(true);
    const { name: _n, short_name: _s, icons: _i, ...sharedNeutral } = neutral;
    const { name: _an, short_name: _as, icons: _ai, ...sharedApp } = app;
    expect(sharedNeutral).toEqual(sharedApp);
  });
});
