import type { RequestHandler } from 'express';
import { PUBLIC_APP_URL } from '../config/params.js';
import { DomainError } from '../domain/errors.js';

// For POSTs that change the visitor's cookie (the age check's start and posted return). The app's own page sends
// them with fetch and a JSON body. Another site can make the browser send a form (urlencoded, multipart,
// text/plain) without asking; a JSON body from another origin needs a CORS preflight, which the API never
// grants. A browser also says where the request comes from (Sec-Fetch-Site, Origin); a caller without a browser
// may send neither, but it holds no visitor's cookie either.

interface RequestFacts {
  secFetchSite: string | undefined;
  origin: string | undefined;
  isJson: boolean;
}

/** Why such a request is refused, or null when it may come from the app's own page. */
export function sameOriginRefusal(facts: RequestFacts, appOrigin: string): DomainError | null {
  // A browser that sends Sec-Fetch-Site has judged the origin itself, and it also holds for the app's other
  // hosting domains (*.web.app, *.firebaseapp.com beside PUBLIC_APP_URL). Origin is the fallback for older ones.
  if (facts.secFetchSite !== undefined) {
    if (facts.secFetchSite !== 'same-origin') return new DomainError('forbidden', 'crossSiteRefused');
  } else if (facts.origin !== undefined && facts.origin !== appOrigin) {
    return new DomainError('forbidden', 'crossSiteRefused');
  }
  return facts.isJson ? null : new DomainError('invalid', 'jsonBodyRequired');
}

/** 403 for a request another site made the browser send, 400 for a body that is not JSON. */
export const requireSameOriginJson: RequestHandler = (req, _res, next) => {
  const facts = {
    secFetchSite: req.get('sec-fetch-site'),
    origin: req.get('origin'),
    isJson: Boolean(req.is('application/json')),
  };
  next(sameOriginRefusal(facts, new URL(PUBLIC_APP_URL.value()).origin) ?? undefined);
};
