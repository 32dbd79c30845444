import { t } from '@lingui/core/macro';
import { paths } from '../../config/paths';

// The policy pages hold no media, so every gate links to them (the click gate, the verification and
// not-offered pages) before anything is confirmed or verified. Each label is read in the language shown when it is
// read (a getter: `t` resolves then, never at import).

export const POLICY_LINKS = [
  {
    get label() {
      return t`Terms`;
    },
    path: paths.terms,
  },
  {
    get label() {
      return t`Privacy`;
    },
    path: paths.privacy,
  },
  {
    get label() {
      return t`Content removal`;
    },
    path: paths.contentRemoval,
  },
] as const;

/** The gates' plain-DOM "Legal" links (the React gate renders the same list with router links). */
export function policyLinksNav(): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = 'age-gate__links';
  nav.setAttribute(
    'aria-label',
    t({
      message: 'Legal',
      comment: 'The links to the terms, privacy and content removal pages, as a screen reader names them',
    }),
  );
  for (const { label, path } of POLICY_LINKS) {
    const link = document.createElement('a');
    link.href = path;
    link.textContent = label;
    nav.append(link);
  }
  return nav;
}
