import { paths } from '../../config/paths';

// The policy pages hold no media, so every gate links to them (the click gate, the verification and
// not-offered pages) before anything is confirmed or verified.

export const POLICY_LINKS = [
  { label: 'Terms', path: paths.terms },
  { label: 'Privacy', path: paths.privacy },
  { label: 'Content removal', path: paths.contentRemoval },
] as const;

/** The gates' plain-DOM "Legal" links (the React gate renders the same list with router links). */
export function policyLinksNav(): HTMLElement {
  const nav = document.createElement('nav');
  nav.className = 'age-gate__links';
  nav.setAttribute('aria-label', 'Legal');
  for (const { label, path } of POLICY_LINKS) {
    const link = document.createElement('a');
    link.href = path;
    link.textContent = label;
    nav.append(link);
  }
  return nav;
}
