import { paths } from './paths';

/** The query parameter of referral and affiliate links (both carry the referrer's bare uid). */
export const REF_PARAM = 'ref';

/** The one builder of referral and affiliate links: `<origin>/?ref=<uid>`. */
export function referralLink(uid: string, origin: string = location.origin): string {
  const url = new URL(paths.home, origin);
  url.searchParams.set(REF_PARAM, uid);
  return url.toString();
}
