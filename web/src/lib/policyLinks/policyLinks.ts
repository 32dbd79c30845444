import { msg } from '@lingui/core/macro';
import { paths } from '../../config/paths';
import { withLabel, withText } from '../i18n/plainDomText';

// The policy pages hold no media, so every gate links to them (the click gate, the verification and
// not-offered pages) before anything is confirmed or verified.

export const POLICY_LINKS = [
  { label: msg`Terms`, path: paths.terms },
  { label: msg`Privacy`, path: paths.privacy },
  { label: msg`Content removal`, path: paths.contentRemoval },
] as const;

/** The name of the gates' policy links (a navigation landmark). */
export const POLICY_LINKS_NAME = msg`Legal`;

/** The gates' plain-DOM "Legal" links (the React gate renders the same list with router links). */
export function policyLinksNav(): HTMLElement {
  const nav = withLabel(document.createElement('nav'), POLICY_LINKS_NAME);
  nav.className = 'age-gate__links';
  for (const { label, path } of POLICY_LINKS) {
    const link = withText(document.createElement('a'), label);
    link.href = path;
    nav.append(link);
  }
  return nav;
}
