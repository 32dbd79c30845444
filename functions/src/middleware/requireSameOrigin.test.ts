import { describe, expect, it } from 'vitest';
import { sameOriginRefusal } from './requireSameOrigin.js';

const APP = 'https://app.example';
const honest = { secFetchSite: 'same-origin', origin: APP, isJson: true };

describe('sameOriginRefusal', () => {
  it("when the app's own page posts JSON, or a caller without a browser does, then it passes", () => {
    expect(sameOriginRefusal(honest, APP)).toBeNull();
    expect(sameOriginRefusal({ secFetchSite: undefined, origin: undefined, isJson: true }, APP)).toBeNull();
    // The same app on another of its hosting domains: the browser's own verdict counts.
    expect(sameOriginRefusal({ ...honest, origin: 'https://app.web.app' }, APP)).toBeNull();
  });

  it('when another site, a sibling site or a typed address sends it, then 403 says it is cross-site', () => {
    for (const secFetchSite of ['cross-site', 'same-site', 'none', '']) {
      expect(sameOriginRefusal({ ...honest, secFetchSite }, APP)).toMatchObject({
        kind: 'forbidden',
        code: 'crossSiteRefused',
        message: 'Cross-site request refused.',
      });
    }
    for (const origin of ['https://evil.example', 'null', 'https://app.example.evil.example', 'http://app.example']) {
      expect(sameOriginRefusal({ ...honest, secFetchSite: undefined, origin }, APP)?.kind).toBe('forbidden');
    }
  });

  it('when the body is a form or plain text, even from the app, then 400 asks for JSON', () => {
    expect(sameOriginRefusal({ ...honest, isJson: false }, APP)).toMatchObject({
      kind: 'invalid',
      code: 'jsonBodyRequired',
      message: 'Send the request body as JSON.',
    });
  });
});
