import { describe, expect, it } from 'vitest';
import { cdnSigner, downloadTokenSigner, linkExpiry } from './renditionUrls.js';

describe('cdnSigner', () => {
  // The expected link was written by Google's own tool on this machine:
  //   gcloud compute sign-url https://media.example.com/renditions/abc/card-320.webp --key-name=demo-key
  //     --key-file=<a file holding nZtRohdNF9m3cKM24IcK4w==> --expires-in=1h   (it chose Expires=1795823115)
  it('signs a rendition exactly as `gcloud compute sign-url` does', () => {
    const signer = cdnSigner({
      origin: 'https://media.example.com/',
      keyName: 'demo-key',
      keyValue: 'nZtRohdNF9m3cKM24IcK4w==',
    });
    expect(signer.sign('renditions/abc/card-320.webp', 1795823115)).toBe(
      'https://media.example.com/renditions/abc/card-320.webp?Expires=1795823115&KeyName=demo-key&Signature=1v9hYTxa6EXbleA2ukuJLuosxcc=',
    );
  });

  it('gives another signature for another path, expiry or key (a link cannot be edited into another)', () => {
    const signer = cdnSigner({
      origin: 'https://media.example.com',
      keyName: 'demo-key',
      keyValue: 'nZtRohdNF9m3cKM24IcK4w==',
    });
    const other = cdnSigner({
      origin: 'https://media.example.com',
      keyName: 'demo-key',
      keyValue: 'AAAAAAAAAAAAAAAAAAAAAA==',
    });
    const signature = (url: string) => new URL(url).searchParams.get('Signature');
    const base = signature(signer.sign('renditions/abc/card-320.webp', 1795823115));
    expect(signature(signer.sign('renditions/abd/card-320.webp', 1795823115))).not.toBe(base);
    expect(signature(signer.sign('renditions/abc/card-320.webp', 1795823116))).not.toBe(base);
    expect(signature(other.sign('renditions/abc/card-320.webp', 1795823115))).not.toBe(base);
  });
});

describe('downloadTokenSigner (emulators)', () => {
  it('links the Storage emulator object with its download token', () => {
    const signer = downloadTokenSigner({
      storageOrigin: 'http://127.0.0.1:9199',
      bucket: 'demo-starsession.appspot.com',
      tokenOf: (path) => (path === 'renditions/abc/card-320.webp' ? 'tok-1' : 'other'),
    });
    expect(signer.sign('renditions/abc/card-320.webp')).toBe(
      'http://127.0.0.1:9199/v0/b/demo-starsession.appspot.com/o/renditions%2Fabc%2Fcard-320.webp?alt=media&token=tok-1',
    );
  });
});

describe('linkExpiry', () => {
  it('is the same for everyone in one window and leaves each link one to two windows', () => {
    const hour = 3_600_000;
    const start = 1_795_820_400_000; // on an hour boundary
    expect(linkExpiry(start, hour)).toBe(linkExpiry(start + hour - 1, hour));
    expect(linkExpiry(start, hour) * 1000 - start).toBe(2 * hour);
    expect(linkExpiry(start + hour - 1, hour) * 1000 - (start + hour - 1)).toBe(hour + 1);
    expect(linkExpiry(start + hour, hour)).toBe(linkExpiry(start, hour) + 3600);
  });
});
